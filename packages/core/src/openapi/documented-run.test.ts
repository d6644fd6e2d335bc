// documentedRun: the request checked, the approval rule, then the documented answer (DECISIONS 14, dry-run).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readPolicy, readSurface } from "../pack/surface-view.js";
import type { LoadedPack } from "../projection/render-loaded.js";
import { bindOperations } from "./bind-operations.js";
import { documentedRun } from "./documented-run.js";

const example = (name: string) =>
  readFileSync(new URL(`../../../../spec/examples/kanban-api/${name}`, import.meta.url), "utf8");
const doc = parse(example("openapi.yaml"));
const pack = {
  surface: bindOperations(readSurface(JSON.parse(example("surface.json"))), { value: doc, version: "3.1" }),
  policy: readPolicy(JSON.parse(example("policy.json"))),
} as LoadedPack;
const run = (verbKey: string, args: unknown, approved = false) => documentedRun({ pack, doc, verbKey, args, approved });

describe("documentedRun on the kanban example", () => {
  it("answers a read with its documented example, status and title", () => {
    const result = run("boards.list", {});
    expect(result).toMatchObject({
      ok: true,
      plan: { verb: "boards.list", line: "GET https://api.kanban.example/v1/boards" },
      run: {
        documented: true,
        status: 200,
        mediaType: "application/json",
        source: "example",
        json: { boards: [{ id: "b-17", name: "Platform" }] },
        outcome: { status: "succeeded", reason: null },
        exitCode: 0,
      },
    });
    if (result.ok) expect(JSON.parse(result.run.stdout)).toEqual(result.run.json);
  });

  it("asks for approval of a write first, with the card showing the request line", () => {
    const result = run("card.create", { boardId: "b-17", title: "Rotate keys" });
    expect(result).toMatchObject({ ok: false, error: { code: "approval_required", names: ["card.create"] } });
    if (!result.ok)
      expect(JSON.stringify(result.error.card)).toContain("POST https://api.kanban.example/v1/boards/b-17/cards");
  });

  it("answers an approved write with its 201 and a value sampled from the schema, and fills the done title", () => {
    const result = run("card.create", { boardId: "b-17", title: "Rotate keys" }, true);
    expect(result).toMatchObject({
      ok: true,
      run: { status: 201, source: "schema", json: { id: expect.any(String) } },
    });
    if (result.ok) expect(result.run.title).toMatch(/^Added .*: Rotate keys$/);
  });

  it("answers a 204 with no body", () => {
    expect(run("card.delete", { boardId: "b-17", cardId: "c-1" }, true)).toMatchObject({
      ok: true,
      run: { status: 204, json: null, stdout: "", source: "none" },
    });
  });

  it("refuses what the operation refuses, before asking anyone", () => {
    expect(run("card.get", { boardId: "nope", cardId: "c-1" })).toMatchObject({
      ok: false,
      error: { code: "invalid_argument", names: ["boardId"] },
    });
    expect(run("card.move", { boardId: "b-17", cardId: "c-1", column: "later" }, true)).toMatchObject({
      ok: false,
      error: { code: "invalid_argument", names: ["column"] },
    });
    expect(run("nope", {})).toMatchObject({ ok: false, error: { code: "unknown_command" } });
  });
});
