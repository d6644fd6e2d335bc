// Operations not exposed, and adding one as a command in one click: the pack still passes lint and the new
// command sends the operation (DECISIONS 14, issue 27's "one click" in the editor).
import { lintPack, passes, readPack } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { addOperation, unexposedOperations } from "./add-operation";

const kanban = specExample("kanban-api");

describe("unexposedOperations", () => {
  it("lists the document's operations no command names: the kanban example's purge", () => {
    expect(unexposedOperations(kanban)?.map((op) => op.name)).toEqual(["POST /admin/purge"]);
  });

  it("is undefined for a pack without a readable document", () => {
    expect(unexposedOperations(specExample("ledger"))).toBeUndefined();
    expect(unexposedOperations({ ...kanban, "openapi.yaml": "openapi: [" })).toBeUndefined();
  });

  it("gives why an operation cannot be a command (a cookie parameter)", () => {
    const doc = `${kanban["openapi.yaml"]}`.replace(
      "  /admin/purge:\n    post:\n",
      "  /admin/purge:\n    post:\n      parameters:\n        - { name: session, in: cookie, schema: { type: string } }\n",
    );
    const [purge] = unexposedOperations({ ...kanban, "openapi.yaml": doc }) ?? [];
    expect(purge?.reason).toMatch(/cookie/);
  });
});

describe("addOperation", () => {
  it("adds the verb and its policy row; the pack passes lint and the command is bound to the operation", () => {
    const added = addOperation(kanban, "POST /admin/purge");
    if (!added.ok) throw new Error(added.message);
    const files = { ...kanban, ...added.files };
    expect(passes(lintPack(files))).toBe(true);
    const verb = readPack(files).surface?.verbs.find((v) => v.key === added.key);
    expect(verb?.operation?.ref).toMatchObject({ method: "POST", path: "/admin/purge" });
    expect(readPack(files).policy?.rows.get(added.key)).toMatchObject({ effect: "write", approval: "always" });
    // Inserted into the file as it is laid out: every line before the new verb is kept.
    const before = kanban["surface.json"]?.split("\n") ?? [];
    expect(added.files["surface.json"]?.split("\n").slice(0, 20)).toEqual(before.slice(0, 20));
  });

  it("takes another key when the one init would give is taken", () => {
    const once = addOperation(kanban, "DELETE /boards/{boardId}/cards/{cardId}");
    if (!once.ok) throw new Error(once.message);
    expect(once.key).not.toBe("card.delete");
    expect(once.key).toMatch(/-2$/);
  });

  it("refuses with words when surface.json does not parse, or the operation cannot be a command", () => {
    expect(addOperation({ ...kanban, "surface.json": "{" }, "POST /admin/purge")).toMatchObject({ ok: false });
    expect(addOperation(kanban, "GET /nowhere")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nowhere/),
    });
  });
});
