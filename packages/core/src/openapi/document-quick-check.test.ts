// quicklyValid: the generated checks are current, and never say valid where @cfworker/json-schema finds a problem.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { validate } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";
import { generatedCheck, generatedChecks } from "../../scripts/openapi-validators.js";
import { readFolderFiles, repoRoot, specExample } from "../testing/spec-example.js";
import { quicklyValid } from "./document-quick-check.js";
import { partsOf } from "./document-schema.js";
import { preparedSchema } from "./document-schemas.js";
import { readOpenApiDocument } from "./read-document.js";

describe("the generated checks", () => {
  it.each(Object.entries(generatedChecks))(
    "OpenAPI %s's is the prepared schema's (else: npm run openapi-validators -w @packstudio/core)",
    (version, url) => {
      expect(readFileSync(url, "utf8")).toBe(generatedCheck(version as "3.0" | "3.1"));
    },
    30_000,
  );
});

/** The documents: the kanban example and every vendored public document, as values with their version. */
function documents(): [string, unknown, "3.0" | "3.1"][] {
  const fixtures = readFolderFiles(join(repoRoot, "packages/cli/test-fixtures/openapi"));
  const texts = { "kanban.yaml": specExample("kanban-api")["openapi.yaml"] as string, ...fixtures };
  const found: [string, unknown, "3.0" | "3.1"][] = [];
  for (const [name, text] of Object.entries(texts)) {
    if (!/\.(ya?ml|json)$/.test(name)) continue;
    const { doc } = readOpenApiDocument(`quick-${name}`, text);
    if (doc?.version) found.push([name, doc.value, doc.version]);
  }
  return found;
}

/** Both verdicts on every part of `value`: the quick one and cfworker's. */
function verdicts(value: unknown, version: "3.0" | "3.1"): { quick: boolean; full: boolean; path: string }[] {
  const schema = preparedSchema(version);
  return partsOf(value, schema).map((part) => {
    const lookup = part.whole ? schema.skeleton.lookup : schema.lookup;
    return {
      quick: quicklyValid(schema, part.schema, part.value),
      full: validate(part.value, part.schema, schema.draft, lookup, true).valid,
      path: part.path.join("/"),
    };
  });
}

describe("quicklyValid", () => {
  it("agrees with cfworker on every part of the kanban example and the vendored public documents", () => {
    const docs = documents();
    expect(docs.length).toBeGreaterThanOrEqual(50);
    let parts = 0;
    for (const [name, value, version] of docs)
      for (const v of verdicts(value, version)) {
        expect([name, v.path, v.quick]).toEqual([name, v.path, v.full]);
        parts++;
      }
    expect(parts).toBeGreaterThan(1000);
  }, 60_000);

  it.each([
    ["a response code", { "200": { description: "ok" } }, true],
    [
      "two codes and a range",
      { "200": { description: "ok" }, "404": { description: "no" }, "5XX": { description: "x" } },
      true,
    ],
    ["a code out of range", { "200": { description: "ok" }, "600": { description: "x" } }, false],
    ["a code behind the keys' mark", { "200": { description: "ok" }, "~200": { description: "x" } }, false],
    ["only the mark", { "~200": { description: "x" } }, false],
    ["an index that is no code", { "200": { description: "ok" }, "0": { description: "x" } }, false],
    ["an extension named like a code", { default: { description: "ok" }, "x-200": 1 }, true],
  ])(
    "agrees with cfworker on a 3.1 responses object with %s (keys noted as evaluated by value)",
    (_, responses, valid) => {
      const doc = { openapi: "3.1.0", info: { title: "t", version: "1" }, paths: { "/a": { get: { responses } } } };
      const found = verdicts(doc, "3.1").find((v) => v.path === "paths//a");
      expect(found && [found.quick, found.full]).toEqual([valid, valid]);
    },
  );

  it("never says valid where cfworker finds a problem, on seeded mutants of those documents", () => {
    // A seeded generator: the same mutants on every run.
    let seed = 31;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const replacements: unknown[] = [5, 1.5, -1, "x", "", "path", "query", "header", "cookie", true, false, null];
    replacements.push([], {}, ["x"], [1, 1], { $ref: "#/x" }, { type: "string" }, { description: 5 });
    /** A copy of `value` with one node changed: replaced, a field dropped or added, a list item repeated. */
    const mutant = (value: unknown): unknown => {
      const copy = structuredClone(value);
      const nodes: unknown[] = [];
      const walk = (node: unknown) => {
        if (typeof node !== "object" || node === null) return;
        nodes.push(node);
        for (const child of Object.values(node)) walk(child);
      };
      walk(copy);
      const node = pick(nodes) as Record<string, unknown> | unknown[];
      const keys = Object.keys(node);
      const how = random();
      if (Array.isArray(node)) {
        if (how < 0.5 && node.length > 0) node.push(structuredClone(node[0]));
        else if (node.length > 0) node[Math.floor(random() * node.length)] = pick(replacements);
        else node.push(pick(replacements));
      } else if (how < 0.5 && keys.length > 0) node[pick(keys)] = structuredClone(pick(replacements));
      else if (how < 0.7 && keys.length > 0) delete node[pick(keys)];
      else
        node[pick(["bogus", "x-ok", "in", "required", "type", "$ref", "schema", "content", "example", "examples"])] =
          structuredClone(pick(replacements));
      return copy;
    };
    let invalid = 0;
    let agreed = 0;
    let checked = 0;
    for (const [name, value, version] of documents()) {
      for (let i = 0; i < 20; i++) {
        for (const v of verdicts(mutant(value), version)) {
          if (v.quick) expect([name, i, v.path, v.full]).toEqual([name, i, v.path, true]);
          if (!v.full) invalid++;
          if (v.quick === v.full) agreed++;
          checked++;
        }
      }
    }
    // Mutants reach many problems, and the quick check answers nearly every part as cfworker does.
    expect(invalid).toBeGreaterThan(500);
    expect(agreed / checked).toBeGreaterThan(0.99);
  }, 120_000);
});
