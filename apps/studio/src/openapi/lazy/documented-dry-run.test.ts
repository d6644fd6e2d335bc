// The Run button of an openapi pack in the page: a documented answer (status and JSON), approval first for a
// write, the request checked against its operation, and nothing sent (DECISIONS 14).
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { runDocumented } from "./documented-dry-run";

const files = specExample("kanban-api");
const run = (verbKey: string, args: Record<string, unknown>, approved = false, remembered = false) =>
  runDocumented({ files, verbKey, args, approved, remembered });

describe("runDocumented", () => {
  it("answers a read with the documented status and JSON, marked documented", () => {
    const answer = run("boards.list", {});
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.run).toMatchObject({ documented: true, status: 200, source: "example" });
    expect(answer.run.json).toEqual({ boards: [{ id: "b-17", name: "Platform", columns: ["todo", "doing", "done"] }] });
    expect(answer.plan.line).toBe("GET https://api.kanban.example/v1/boards");
  });

  it("asks for approval before a write, with the DELETE's removal card; answers once approved", () => {
    const asked = run("card.delete", { boardId: "b-17", cardId: "c-204" });
    expect(asked).toMatchObject({ ok: false, error: { code: "approval_required" } });
    if (asked.ok) return;
    expect(asked.error.card).toMatchObject({ kind: "removal", destructive: true, lineKind: "request" });
    expect(asked.error.card?.argvLine.text).toBe("DELETE https://api.kanban.example/v1/boards/b-17/cards/c-204");
    const answer = run("card.delete", { boardId: "b-17", cardId: "c-204" }, true);
    expect(answer).toMatchObject({ ok: true, run: { documented: true, status: 204 } });
  });

  it("a first_use command approved earlier in the session runs without the card", () => {
    const args = { boardId: "b-17", title: "Rotate the staging keys" };
    expect(run("card.create", args)).toMatchObject({ ok: false, error: { code: "approval_required" } });
    expect(run("card.create", args, false, true)).toMatchObject({ ok: true, run: { status: 201 } });
  });

  it("refuses what the API would refuse, and a pack that does not pass lint", () => {
    expect(run("card.get", { boardId: "b-17", cardId: "nope" })).toMatchObject({
      ok: false,
      error: { code: "invalid_argument" },
    });
    const broken = runDocumented({
      files: { ...files, "openapi.yaml": "openapi: [" },
      verbKey: "boards.list",
      args: {},
      approved: false,
      remembered: false,
    });
    expect(broken).toMatchObject({ ok: false, error: { code: "pack_invalid" } });
  });
});
