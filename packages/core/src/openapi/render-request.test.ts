// The request plan of an openapi pack's command (DECISIONS 14 "The request", 7 the card), on the kanban-api example.
import { describe, expect, it } from "vitest";
import { kanbanWith } from "../testing/openapi-pack.js";
import { renderRequest } from "./render-request.js";

const kanban = kanbanWith();
const base = "https://api.kanban.example/v1";

describe("renderRequest on kanban-api", () => {
  it("card.create: POST with a JSON body, curl line, the card with the request line", () => {
    const r = renderRequest(kanban, "card.create", {
      boardId: "b-17",
      title: "Rotate the keys",
      labels: ["security", "ops"],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.plan).toMatchObject({
      verb: "card.create",
      operation: { name: "createCard", method: "POST", path: "/boards/{boardId}/cards", operationId: "createCard" },
      effect: "write",
      approval: "first_use",
      asksPerson: true,
      request: {
        method: "POST",
        url: `${base}/boards/b-17/cards`,
        headers: { "Content-Type": "application/json" },
        body: { title: "Rotate the keys", labels: ["security", "ops"] },
      },
      line: `POST ${base}/boards/b-17/cards`,
      curl: `curl -X POST ${base}/boards/b-17/cards -H 'Content-Type: application/json' --data-raw '{"title":"Rotate the keys","labels":["security","ops"]}'`,
      title: "Adding Rotate the keys",
    });
    expect(r.plan.card?.argvLine.text).toBe(`POST ${base}/boards/b-17/cards`);
    expect(r.plan.card?.kind).toBe("record");
    expect(r.plan.card?.title.text).toBe("New card on b-17");
  });

  it("boards.list: a read with no approval, no card, the optional limit left out", () => {
    const r = renderRequest(kanban, "boards.list", {});
    expect(r.ok && r.plan).toMatchObject({
      effect: "read",
      approval: "never",
      asksPerson: false,
      card: null,
      request: { url: `${base}/boards`, body: null },
    });
  });

  it("cards.search: the array query parameter exploded (form)", () => {
    const r = renderRequest(kanban, "cards.search", { q: "staging keys", label: ["a", "b"] });
    expect(r.ok && r.plan.request.url).toBe(`${base}/search?q=staging%20keys&label=a&label=b`);
  });

  it("card.move: the header argument and the body; a header with CR/LF is invalid_argument", () => {
    const ok = renderRequest(kanban, "card.move", { boardId: "b-1", cardId: "c-2", column: "done", "If-Match": "v3" });
    expect(ok.ok && ok.plan.request).toMatchObject({
      method: "PATCH",
      headers: { "If-Match": "v3", "Content-Type": "application/json" },
      body: { column: "done" },
    });
    const bad = renderRequest(kanban, "card.move", {
      boardId: "b-1",
      cardId: "c-2",
      column: "done",
      "If-Match": "v3\r\nX-Admin: 1",
    });
    expect(bad).toMatchObject({ ok: false, error: { code: "invalid_argument", names: ["If-Match"] } });
  });

  it.each([
    ["unknown_command", "card.fly", {}],
    ["unknown_argument", "card.get", { boardId: "b-1", cardId: "c-1", extra: 1 }],
    ["missing_argument", "card.get", { boardId: "b-1" }],
    ["invalid_argument", "card.get", { boardId: "x", cardId: "c-1" }],
    ["invalid_argument", "card.move", { boardId: "b-1", cardId: "c-1", column: "later" }],
    ["invalid_argument", "card.create", { boardId: "b-1", title: "" }],
    ["invalid_argument", "card.create", { boardId: "b-1", title: "t", labels: ["a", "b", "c", "d"] }],
  ])("%s: %s %j", (code, verb, args) => {
    expect(renderRequest(kanban, verb, args)).toMatchObject({ ok: false, error: { code } });
  });

  it("the operation's constraints apply beside the verb's (title minLength 1 is the document's)", () => {
    const r = renderRequest(kanban, "card.create", { boardId: "b-1", title: "" });
    expect(!r.ok && r.error.names).toEqual(["title"]);
  });

  it("a path value that would be a dot segment is refused", () => {
    const files = kanbanWith({ doc: (d) => delete d.components.parameters.BoardId.schema.pattern });
    for (const boardId of [".", ".."])
      expect(renderRequest(files, "card.delete", { boardId, cardId: "c-1" })).toMatchObject({
        ok: false,
        error: { code: "invalid_argument", names: ["boardId"] },
      });
    const slash = renderRequest(files, "card.delete", { boardId: "a/b c", cardId: "c-1" });
    expect(slash.ok && slash.plan.request.url).toBe(`${base}/boards/a%2Fb%20c/cards/c-1`);
  });

  it("the card shows the request line, escaped, and names it in its warnings", () => {
    const files = kanbanWith({ doc: (d) => delete d.components.parameters.BoardId.schema.pattern });
    const r = renderRequest(files, "card.delete", { boardId: "b\u202e1", cardId: "c-1" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.plan.card?.lineKind).toBe("request");
    expect(r.plan.card?.argvLine.text).toBe(`DELETE ${base}/boards/b%E2%80%AE1/cards/c-1`);
    expect(r.plan.card?.fields.find((f) => f.name.text === "board")?.value.text).toBe("b<U+202E>1");
    expect(r.plan.card?.flagged).toBe(true);
  });

  it("a document named only by openapi.url is never fetched: pack_invalid, saying to add the file", () => {
    const files = kanbanWith({ surface: (s) => (s.openapi = { url: "https://api.kanban.example/openapi.yaml" }) });
    const r = renderRequest(files, "boards.list", {});
    expect(r).toMatchObject({ ok: false, error: { code: "pack_invalid", names: ["boards.list"] } });
    expect(!r.ok && r.error.message).toContain('"openapi.path"');
  });

  it("a pack that fails lint is pack_invalid", () => {
    const files = kanbanWith({ surface: (s) => (s.verbs["card.get"].operation = "nope") });
    expect(renderRequest(files, "card.get", {})).toMatchObject({
      ok: false,
      error: { code: "pack_invalid", names: ["O004"] },
    });
  });
});
