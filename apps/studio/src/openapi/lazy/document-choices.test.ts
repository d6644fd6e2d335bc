// "New pack from an OpenAPI document": the operations offered (each skipped one with core's reason), the ones
// init would pick, refusals in words, and the pack made from a choice passing lint.
import { lintPack, passes, readPack } from "@packstudio/core";
import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { documentChoices, packFromChoices } from "./document-choices";

const yaml = specExample("kanban-api")["openapi.yaml"] ?? "";

describe("documentChoices", () => {
  it("lists every operation as METHOD /path, with init's picks preselected", () => {
    const read = documentChoices(yaml);
    if (!read.ok) throw new Error(read.message);
    expect(read).toMatchObject({ documentName: "openapi.yaml", title: "Kanban API", version: "3.1" });
    expect(read.operations.map((op) => op.name)).toContain("DELETE /boards/{boardId}/cards/{cardId}");
    expect(read.operations.every((op) => op.reason === undefined)).toBe(true);
    expect(read.preselected).toHaveLength(read.operations.length);
  });

  it("says why an operation is skipped: a cookie parameter, a body neither JSON nor a form", () => {
    const doc = yaml
      .replace(
        "  /admin/purge:\n    post:\n",
        "  /admin/purge:\n    post:\n      parameters:\n        - { name: s, in: cookie, schema: { type: string } }\n",
      )
      .replace(
        "    delete:\n      operationId: deleteCard\n",
        "    delete:\n      operationId: deleteCard\n      requestBody:\n        content:\n          application/octet-stream:\n            schema: { type: string }\n",
      );
    const read = documentChoices(doc);
    if (!read.ok) throw new Error(read.message);
    const reason = (name: string) => read.operations.find((op) => op.name === name)?.reason;
    expect(reason("POST /admin/purge")).toMatch(/cookie/);
    expect(reason("DELETE /boards/{boardId}/cards/{cardId}")).toMatch(/octet-stream|JSON|form/);
    expect(read.preselected).not.toContain("POST /admin/purge");
  });

  it("refuses what is not an OpenAPI 3 document, saying where and how", () => {
    expect(documentChoices("")).toMatchObject({ ok: false });
    expect(documentChoices('swagger: "2.0"\ninfo: { title: x, version: "1" }\npaths: {}\n')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line 1, column 1: .*Swagger.*convert/),
    });
    expect(documentChoices("openapi: 3.1.0\ninfo: [\n")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Line/),
    });
    expect(documentChoices('{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {}}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no operations/),
    });
  });
});

describe("packFromChoices", () => {
  it("makes a pack of the chosen operations with the document in it, that passes lint", () => {
    const made = packFromChoices(yaml, ["GET /boards", "DELETE /boards/{boardId}/cards/{cardId}"]);
    if (!made.ok) throw new Error(made.message);
    expect(Object.keys(made.files).sort()).toEqual(["HARNESS.md", "openapi.yaml", "policy.json", "surface.json"]);
    expect(passes(lintPack(made.files))).toBe(true);
    const verbs = readPack(made.files).surface?.verbs ?? [];
    expect(verbs.map((v) => v.operation?.ref.method)).toEqual(["GET", "DELETE"]);
    expect(verbs[1]?.preview?.kind).toBe("removal");
  });

  it("keeps a JSON document as openapi.json", () => {
    const json = JSON.stringify({
      openapi: "3.0.3",
      info: { title: "Pets", version: "1" },
      servers: [{ url: "https://pets.example/v1" }],
      paths: { "/pets": { get: { operationId: "listPets", responses: { "200": { description: "ok" } } } } },
    });
    const made = packFromChoices(json, ["GET /pets"]);
    if (!made.ok) throw new Error(made.message);
    expect(made.files["openapi.json"]).toBe(json);
    expect(passes(lintPack(made.files))).toBe(true);
  });

  it("refuses an empty choice", () => {
    expect(packFromChoices(yaml, [])).toEqual({ ok: false, message: "Choose at least one operation." });
  });
});
