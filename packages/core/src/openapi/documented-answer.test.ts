// documentedAnswer: the first 2xx response's example, else its schema's sample (DECISIONS 14, dry-run).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { JsonRecord } from "../pack/json-value.js";
import { documentedAnswer } from "./documented-answer.js";

const kanban = parse(
  readFileSync(new URL("../../../../spec/examples/kanban-api/openapi.yaml", import.meta.url), "utf8"),
);
const op = (doc: JsonRecord, path: string, method: string) =>
  ((doc.paths as JsonRecord)[path] as JsonRecord)[method] as JsonRecord;

describe("documentedAnswer on the kanban example (spec/examples/kanban-api)", () => {
  it("answers listBoards with the media type's example", () => {
    const result = documentedAnswer(kanban, op(kanban, "/boards", "get"));
    expect(result).toMatchObject({
      ok: true,
      answer: {
        status: 200,
        mediaType: "application/json",
        source: "example",
        json: { boards: [{ id: "b-17", name: "Platform", columns: ["todo", "doing", "done"] }] },
      },
    });
  });

  it("answers createCard with 201 and a value sampled from the Card schema", () => {
    const result = documentedAnswer(kanban, op(kanban, "/boards/{boardId}/cards", "post"));
    if (!result.ok) throw new Error(result.message);
    expect(result.answer.status).toBe(201);
    expect(result.answer.source).toBe("schema");
    expect(result.answer.json).toMatchObject({ id: expect.any(String) });
    expect(JSON.parse(result.answer.text)).toEqual(result.answer.json);
  });

  it("answers deleteCard with 204 and no body", () => {
    expect(documentedAnswer(kanban, op(kanban, "/boards/{boardId}/cards/{cardId}", "delete"))).toEqual({
      ok: true,
      answer: { status: 204, response: "204", mediaType: undefined, json: null, text: "", source: "none" },
    });
  });
});

describe("documentedAnswer: which response and which example", () => {
  const doc = {
    components: {
      responses: {
        Ok: {
          description: "ok",
          content: { "application/json": { examples: { one: { $ref: "#/components/examples/One" } } } },
        },
      },
      examples: { One: { value: { n: 1 } } },
    },
  };
  const cases: [string, JsonRecord, Record<string, unknown>][] = [
    [
      "the lowest 2xx code, whatever the order",
      {
        responses: {
          "404": {},
          "202": { description: "" },
          "200": { description: "", content: { "text/plain": { example: "hi" } } },
        },
      },
      { status: 200, mediaType: "text/plain", json: null, text: "hi", source: "example" },
    ],
    [
      "2XX answers 200",
      { responses: { "2XX": { description: "", content: { "application/json": { schema: { type: "integer" } } } } } },
      { status: 200, response: "2XX", json: 0, source: "schema" },
    ],
    [
      "a $ref'd response and a $ref'd example",
      { responses: { "200": { $ref: "#/components/responses/Ok" } } },
      { json: { n: 1 }, source: "examples", exampleName: "one" },
    ],
    [
      "JSON before another media type",
      {
        responses: {
          "200": {
            description: "",
            content: { "application/xml": { example: "<a/>" }, "application/problem+json": { example: { a: 1 } } },
          },
        },
      },
      { mediaType: "application/problem+json", json: { a: 1 } },
    ],
    [
      "an external example only: no body, and why",
      {
        responses: {
          "200": {
            description: "",
            content: { "application/json": { examples: { far: { externalValue: "https://x/y.json" } } } },
          },
        },
      },
      { json: null, source: "none", note: expect.stringContaining("externalValue") },
    ],
    [
      "a huge example: no body, and why",
      {
        responses: {
          "200": { description: "", content: { "application/json": { example: { big: "x".repeat(300_000) } } } },
        },
      },
      { json: null, source: "none", note: expect.stringContaining("over") },
    ],
  ];
  it.each(cases)("%s", (_name, operation, expected) => {
    const result = documentedAnswer(doc, operation);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.answer).toMatchObject(expected);
  });

  it("says so when no 2xx response is documented", () => {
    const result = documentedAnswer(doc, { responses: { default: { description: "error" }, "400": {} } });
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("no success (2xx) response (only 400, default)"),
    });
  });
});
