// readOpenApiDocument: JSON or YAML told apart by content, values as JSON, paths located in the text (DECISIONS 14).
import { describe, expect, it } from "vitest";
import { specExample } from "../testing/spec-example.js";
import { documentLimits } from "./document-limits.js";
import { type OpenApiDoc, readOpenApiDocument } from "./read-document.js";

const kanban = specExample("kanban-api")["openapi.yaml"] as string;

function read(text: string, file = "openapi.yaml"): OpenApiDoc {
  const { doc, problems } = readOpenApiDocument(file, text);
  expect(problems).toEqual([]);
  return doc as OpenApiDoc;
}

/** The text a located path covers. */
function textAt(doc: OpenApiDoc, path: (string | number)[], anchor?: "key" | "value"): string | undefined {
  const span = doc.locate(path, anchor);
  return span && doc.text.slice(span.offset, span.offset + span.length);
}

describe("readOpenApiDocument", () => {
  it("reads the kanban example's YAML: version, value, and where each path is written", () => {
    const doc = read(kanban);
    expect(doc.version).toBe("3.1");
    expect(doc.file).toBe("openapi.yaml");
    expect(textAt(doc, ["paths", "/boards", "get", "operationId"])).toBe("listBoards");
    expect(textAt(doc, ["paths", "/search", "get", "parameters", 1, "name"])).toBe("label");
    expect(textAt(doc, ["paths", "/search", "get", "parameters", "1", "name"])).toBe("label");
    expect(textAt(doc, ["components", "schemas", "Card"], "key")).toBe("Card");
    expect(textAt(doc, ["paths", "/boards", "get", "responses", "200"], "key")).toBe('"200"');
  });

  it("falls back to the deepest part of a path that exists", () => {
    const doc = read(kanban);
    expect(textAt(doc, ["paths", "/boards", "get", "nothing", "deeper"])).toBe("get");
    expect(textAt(doc, ["nothing"])).toBe("o"); // the root mapping's first character
  });

  it("reads JSON with core's parser and locates in it the same way", () => {
    const doc = read('{\n  "openapi": "3.0.3",\n  "info": {"title": "K", "version": "1"},\n  "paths": {}\n}\n');
    expect(doc.version).toBe("3.0");
    expect(textAt(doc, ["info", "title"])).toBe('"K"');
    expect(textAt(doc, ["info"], "key")).toBe('"info"');
  });

  it("reads a flow mapping that opens like JSON as YAML", () => {
    expect(read("{openapi: 3.1.0, info: {title: K, version: '1'}, paths: {}}").value).toEqual({
      openapi: "3.1.0",
      info: { title: "K", version: "1" },
      paths: {},
    });
  });

  it("follows an alias to the node it names, and shares the value", () => {
    const doc = read("openapi: 3.1.0\ninfo: &i {title: K, version: '1'}\nx-copy: *i\npaths: {}\n");
    const value = doc.value as Record<string, unknown>;
    expect(value["x-copy"]).toBe(value.info);
    expect(textAt(doc, ["x-copy", "title"])).toBe("K");
    expect(doc.locate(["x-copy", "title"])).toEqual(doc.locate(["info", "title"]));
  });

  it("merges `<<` keys, the mapping's own keys first", () => {
    const doc = read("openapi: 3.1.0\nbase: &b {a: 1, b: 2}\nx:\n  b: 3\n  <<: *b\n  c: 4\n");
    expect((doc.value as Record<string, unknown>).x).toEqual({ b: 3, a: 1, c: 4 });
  });

  it("keeps `__proto__` an own key, never a prototype", () => {
    const doc = read("openapi: 3.1.0\nx: {__proto__: {polluted: true}}\n");
    const x = (doc.value as Record<string, Record<string, unknown>>).x as Record<string, unknown>;
    expect(Object.getPrototypeOf(x)).toBe(Object.prototype);
    expect(Object.hasOwn(x, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("places paths in a text with a byte order mark and CRLF line ends", () => {
    const doc = read("\uFEFFopenapi: 3.1.0\r\ninfo:\r\n  title: K\r\n  version: '1'\r\npaths: {}\r\n");
    expect(textAt(doc, ["info", "version"])).toBe("'1'");
  });

  it("reads YAML keys as yaml does: numbers and booleans as their text, null as empty", () => {
    const doc = read("openapi: 3.1.0\nx: {200: a, true: b, ~: c}\n");
    expect((doc.value as Record<string, unknown>).x).toEqual({ "200": "a", true: "b", "": "c" });
  });

  it("says a key that is a mapping is not a string, and reads on", () => {
    const { doc, problems } = readOpenApiDocument("k.yaml", "openapi: 3.1.0\n? [a]\n: b\n");
    expect(doc?.version).toBe("3.1");
    expect(problems.map((p) => p.message)).toEqual([
      "a mapping key here is a mapping or a sequence: OpenAPI keys are strings",
    ]);
  });

  it("reads the same text once: a lint per keystroke parses the document again only when it changes", () => {
    const first = readOpenApiDocument("cache.yaml", kanban);
    expect(readOpenApiDocument("cache.yaml", `${kanban}`)).toBe(first);
    expect(readOpenApiDocument("cache.yaml", `${kanban}\n`)).not.toBe(first);
  });

  it("refuses 10,000 levels of nesting while it parses (js-yaml's parser and core's JSON parser are bounded)", () => {
    for (const text of [
      `x: ${"[".repeat(10_000)}${"]".repeat(10_000)}`,
      `{"x": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
    ]) {
      const { doc, problems } = readOpenApiDocument("deep", text);
      expect(doc).toBeUndefined();
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toContain(`more than ${documentLimits.maxDepth} levels`);
    }
  });

  it("refuses 300 levels of block mappings, and aliases that nest past 256 levels", () => {
    let block = "";
    for (let i = 0; i < 300; i++) block += `${" ".repeat(i)}a:\n`;
    expect(readOpenApiDocument("b", block).problems[0]?.message).toContain("more than 256 levels");
    const half = `${"[".repeat(200)}${"]".repeat(200)}`;
    const aliased = `a: &a ${half}\nb: ${"[".repeat(100)}*a${"]".repeat(100)}\n`;
    expect(readOpenApiDocument("c", aliased).problems[0]?.message).toContain("through the alias *a");
  });

  it("counts an alias as all it repeats: 10 aliases of 10, six times over, is refused", () => {
    let text = "a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n";
    for (let i = 1; i <= 6; i++)
      text += `a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(", ")}]\n`;
    const { doc, problems } = readOpenApiDocument("laughs", text);
    expect(doc).toBeUndefined();
    expect(problems[0]?.message).toContain("expands past 1,000,000 values");
  });

  it("refuses a JSON document of more than 1,000,000 values", () => {
    const { doc, problems } = readOpenApiDocument("many.json", `[${"0,".repeat(1_000_000)}0]`);
    expect(doc).toBeUndefined();
    expect(problems[0]?.message).toContain("more than 1,000,000 values");
  });
});
