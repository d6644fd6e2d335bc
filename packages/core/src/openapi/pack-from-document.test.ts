// packFromDocument: a new pack's files from an OpenAPI document (init --from-openapi, DECISIONS 14).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { JsonRecord } from "../pack/json-value.js";
import { oneSentence, packFromDocument } from "./pack-from-document.js";

const kanbanText = readFileSync(new URL("../../../../spec/examples/kanban-api/openapi.yaml", import.meta.url), "utf8");
const kanban = parse(kanbanText);
const make = (doc: unknown, operations?: string[]) => {
  const result = packFromDocument({ doc, version: "3.1", documentName: "openapi.yaml", operations });
  if (!result.ok) throw new Error(result.message);
  return {
    ...result,
    surface: JSON.parse(result.files["surface.json"] as string),
    policy: JSON.parse(result.files["policy.json"] as string),
    harness: result.files["HARNESS.md"] as string,
  };
};

describe("packFromDocument on the kanban document", () => {
  const pack = make(kanban);

  it("exposes the first operations with an operationId, keyed in the manifest's style", () => {
    expect(Object.keys(pack.surface.verbs)).toEqual([
      "boards.list",
      "card.create",
      "card.get",
      "card.delete",
      "card.move",
      "cards.search",
      "everything.purge",
    ]);
    expect(pack.surface).toMatchObject({
      id: "kanban-api",
      name: "Kanban API",
      kind: "openapi",
      cliBin: "kanban-api",
      openapi: { path: "./openapi.yaml" },
      binding: { mode: "public" },
    });
  });

  it("reads for GET, writes that always ask for the rest, each write with a preview", () => {
    expect(pack.policy.verbs["boards.list"]).toEqual({ effect: "read" });
    expect(pack.policy.verbs["card.delete"]).toMatchObject({ effect: "write", approval: "always" });
    expect(pack.surface.verbs["card.delete"].preview).toEqual({
      kind: "removal",
      title: "DELETE /boards/{{boardId}}/cards/{{cardId}}",
      fields: { boardId: "{{boardId}}", cardId: "{{cardId}}" },
    });
    expect(pack.surface.verbs["card.move"].preview.kind).toBe("fields");
    expect(pack.surface.verbs["card.create"].preview.kind).toBe("record");
    expect(pack.surface.verbs["boards.list"].preview).toBeUndefined();
  });

  it("gives path parameters their place and examples where the document has none", () => {
    // boardId and cardId have examples in the document: only positions are added.
    expect(pack.surface.verbs["card.get"].args).toEqual({
      type: "object",
      properties: { boardId: { "x-position": 0 }, cardId: { "x-position": 1 } },
      required: ["boardId", "cardId"],
    });
    // title has no example: one is sampled (and checked against its minLength).
    expect(pack.surface.verbs["card.create"].args.properties.title).toEqual({ examples: ["string"] });
    expect(pack.withoutExample).toEqual([]);
  });

  it("writes a skill naming every command's CLI form with examples", () => {
    expect(pack.harness).toContain("- `kanban-api boards list`: List the boards you can see.");
    expect(pack.harness).toContain("- `kanban-api card get b-17 c-204`: One card.");
    expect(pack.harness).toContain("- `kanban-api cards search --q 'staging keys'`: Cards whose");
    expect(pack.harness).toMatch(
      /## Change things \(a person approves each change\)\n\n- `kanban-api card create b-17 --title string`: Add a card/,
    );
  });

  it("takes the named operations, in order", () => {
    const named = make(kanban, ["searchCards", "GET /boards"]);
    expect(Object.keys(named.surface.verbs)).toEqual(["cards.search", "boards.list"]);
    expect(named.surface.verbs["boards.list"].operation).toBe("listBoards");
  });

  it("refuses an unknown operation name, and more than 12", () => {
    expect(packFromDocument({ doc: kanban, version: "3.1", documentName: "o.yaml", operations: ["nope"] })).toEqual({
      ok: false,
      message: expect.stringContaining('--operations: "nope" names no operation'),
    });
    const many = Array.from({ length: 13 }, () => "listBoards");
    expect(packFromDocument({ doc: kanban, version: "3.1", documentName: "o.yaml", operations: many })).toEqual({
      ok: false,
      message: expect.stringContaining("12 commands at most"),
    });
  });
});

describe("packFromDocument: what it skips, and why", () => {
  const op = (extra: JsonRecord) => ({ responses: { "200": { description: "ok" } }, ...extra });
  const doc = {
    openapi: "3.1.0",
    info: { title: "Skips", version: "1" },
    security: [{ key: [] }],
    paths: {
      "/a": {
        get: op({ operationId: "withCookie", parameters: [{ name: "s", in: "cookie", schema: { type: "string" } }] }),
      },
      "/b/{x}": {
        post: op({
          operationId: "twice",
          parameters: [{ name: "x", in: "path", required: true, schema: { type: "string" } }],
          requestBody: {
            content: { "application/json": { schema: { type: "object", properties: { x: { type: "string" } } } } },
          },
        }),
      },
      "/c": {
        put: op({
          operationId: "upload",
          requestBody: { content: { "multipart/form-data": { schema: { type: "object" } } } },
        }),
        get: { operationId: "noSuccess", responses: { default: { description: "error" } } },
        delete: op({}),
      },
      "/d": { get: op({ operationId: "fine", security: [] }) },
    },
  };
  const pack = make(doc);

  it("lists each skipped operation with its reason", () => {
    expect(pack.skipped.map((s) => [s.operation, s.reason])).toEqual([
      ["withCookie", expect.stringContaining("is a cookie parameter")],
      ["twice", expect.stringContaining('"x" is both a path parameter and a property of the JSON body')],
      ["noSuccess", expect.stringContaining("no success (2xx) response")],
      ["upload", expect.stringContaining('"multipart/form-data"')],
    ]);
  });

  it("takes operations without an operationId after those with one, named METHOD /path", () => {
    expect(Object.entries(pack.surface.verbs).map(([k, v]) => [k, (v as JsonRecord).operation])).toEqual([
      ["fine", "fine"],
      ["c.delete", "DELETE /c"],
    ]);
  });

  it("asks for credentials (a user binding) when a command's operation needs them", () => {
    expect(pack.surface.binding).toEqual({ mode: "user", hub: "keyring", family: "skips" });
  });

  it("refuses a document with nothing to expose, saying why", () => {
    const none = { ...doc, paths: { "/a": doc.paths["/a"] } };
    expect(packFromDocument({ doc: none, version: "3.1", documentName: "o.yaml" })).toEqual({
      ok: false,
      message: expect.stringMatching(/no operation a pack can expose \(1 skipped: withCookie: .*cookie/),
    });
  });
});

describe("oneSentence", () => {
  it.each([
    ["List all pets", "List all pets."],
    ["Returns pets.\nMore text here.", "Returns pets."],
    ["  spaced\n\n  out  ", "spaced out."],
    ["x".repeat(300), `${"x".repeat(199)}…`],
  ])("%j", (text, sentence) => {
    expect(oneSentence(text)).toBe(sentence);
  });
});
