// A large document edited step by step: what is kept from the last read and check (pieces, parts, the skeleton,
// each part's references, each path item's operations) finds what a read and check from scratch finds.
import { describe, expect, it } from "vitest";
import { refProblems } from "./document-refs.js";
import { schemaProblems } from "./document-schema.js";
import { findOperation, listOperations } from "./operations.js";
import { type OpenApiDoc, readOpenApiDocument } from "./read-document.js";
import { pieceOptions } from "./yaml-pieces.js";

/** A 3.1 document of about `bytes`: operations with references, and a component group. */
function generated(bytes: number): string {
  let paths = "";
  let schemas = "";
  for (let i = 0; paths.length + schemas.length < bytes; i++) {
    paths += `  /things${i}/{id}:\n    get:\n      operationId: getThing${i}\n      summary: Thing ${i}.\n      parameters:\n        - name: id\n          in: path\n          required: true\n          schema: { type: string }\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: "#/components/schemas/Thing${i}" }\n`;
    schemas += `    Thing${i}:\n      type: object\n      properties:\n        id: { type: string }\n`;
  }
  return `openapi: 3.1.0\ninfo:\n  title: Generated\n  version: '1'\npaths:\n${paths}components:\n  schemas:\n${schemas}`;
}

/** What the O rules read of a document: its read problems, schema and reference problems, some operations. */
function found(text: string, file: string) {
  const read = readOpenApiDocument(file, text);
  const doc = read.doc as OpenApiDoc;
  if (!doc) return { read: read.problems };
  const ops = listOperations(doc.value);
  return {
    read: read.problems,
    schema: schemaProblems(doc),
    refs: refProblems(doc),
    operations: ops.map((op) => `${op.method} ${op.path} ${op.operationId} ${JSON.stringify(op.location)}`),
    named: ["getThing3", "GET /things4/{id}", "getThing999", "GET /nothing"].map((name) => {
      const answer = findOperation(doc.value, name);
      return answer.ok ? answer.operation.location : answer.message;
    }),
    locations: ["3", "4", "40"].map((i) => doc.locate(["paths", `/things${i}/{id}`, "get", "summary"])),
  };
}

describe("a large document edited, against each text read and checked from scratch", () => {
  const base = generated(pieceOptions.minText + 1024);
  const edits: [string, (text: string) => string][] = [
    ["as it is", (t) => t],
    ["a keystroke in one operation", (t) => t.replace("summary: Thing 3.", "summary: Thing 3!")],
    ["a comment at the end", (t) => `${t}# done\n`],
    ["a field that is not allowed in one operation", (t) => t.replace("summary: Thing 4.", "summry: Thing 4.")],
    ["a reference that names nothing", (t) => t.replace('Thing5" }', 'Thing-none" }')],
    [
      "the reference fixed, the field too",
      (t) => t.replace('Thing-none" }', 'Thing5" }').replace("summry:", "summary:"),
    ],
    ["the skeleton: info's version a number", (t) => t.replace("version: '1'", "version: 1")],
    ["the skeleton: a field that is not allowed", (t) => t.replace("paths:\n", "x-ok: 1\nnot-allowed: 2\npaths:\n")],
    ["the skeleton fixed", (t) => t.replace("version: 1\n", "version: '1'\n").replace("not-allowed: 2\n", "")],
    ["a path that does not start with /", (t) => t.replace("  /things6/{id}:", "  things6/{id}:")],
    ["a path twice", (t) => t.replace("  /things7/{id}:", "  /things8/{id}:")],
    [
      "paths fixed",
      (t) => t.replace("  things6/{id}:", "  /things6/{id}:").replace("  /things8/{id}:", "  /things7/{id}:"),
    ],
    ["an operation's id changed", (t) => t.replace("operationId: getThing3\n", "operationId: getThing999\n")],
    ["a schema removed", (t) => t.replace("    Thing9:\n", "    Thing9-gone:\n")],
    [
      "an anchor and an alias (read whole)",
      (t) => t.replace("    Thing10:\n", "    Thing10: &t10\n").concat("x-alias: *t10\n"),
    ],
    [
      "a $anchor a reference names",
      (t) =>
        t
          .replace("    Thing11:\n", "    Thing11:\n      $anchor: eleven\n")
          .replace('"#/components/schemas/Thing12"', '"#eleven"'),
    ],
    [
      "every path indented further",
      (t) => t.replace(/\npaths:\n[\s\S]*?\ncomponents:/, (s) => s.replace(/\n {2}/g, "\n    ")),
    ],
    ["back", (t) => t],
    ["a YAML error in one operation", (t) => t.replace("summary: Thing 3.", "summary: 'Thing 3.")],
    ["fixed again", (t) => t.replace("summary: 'Thing 3.", "summary: Thing 3!")],
    ["cut below the size read in pieces", (t) => t.slice(0, t.indexOf("  /things20/{id}:")).concat("components: {}\n")],
  ];

  it("finds the same after every edit", () => {
    let text = base;
    for (const [i, [name, edit]] of edits.entries()) {
      const next = name === "back" ? base : edit(text);
      if (i > 0) expect([name, next === text]).toEqual([name, false]);
      text = next;
      const edited = found(text, "edited.yaml");
      expect([name, edited]).toEqual([name, found(text, `alone-${i}.yaml`)]);
    }
  });

  it("reads and checks again only the part a keystroke changed", () => {
    const item = (text: string) => {
      const doc = readOpenApiDocument("kept.yaml", text).doc as OpenApiDoc;
      schemaProblems(doc);
      return (doc.value as { paths: Record<string, unknown> }).paths;
    };
    const before = item(base);
    const after = item(base.replace("summary: Thing 3.", "summary: Thing 3!"));
    expect(after["/things3/{id}"]).not.toBe(before["/things3/{id}"]);
    // The others of its group are read again with it (a few KiB); the rest are the objects read before.
    const names = Object.keys(before);
    expect(names.filter((name) => after[name] === before[name]).length).toBeGreaterThan(names.length * 0.7);
  });

  it("said something wrong where the edits made something wrong", () => {
    const summary = (text: string, file: string) => {
      const f = found(text, file);
      return [f.read.length, f.schema?.length ?? 0, f.refs?.length ?? 0];
    };
    expect(summary(base, "clean.yaml")).toEqual([0, 0, 0]);
    expect(summary(base.replace("summary: Thing 4.", "summry: Thing 4."), "wrong.yaml")[1]).toBeGreaterThan(0);
    expect(summary(base.replace('Thing5" }', 'Thing-none" }'), "wrong.yaml")[2]).toBe(1);
  });
});
