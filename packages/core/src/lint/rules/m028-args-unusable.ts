// M028: an `args` schema the runtime could not use (LINT.md, D4): a remote or dangling `$ref`, a value the validator refuses, an unusable pattern anywhere.

import { resolveRef } from "../../openapi/resolve-ref.js";
import { isRecord, type JsonRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { patternProblem } from "../../pattern/linear-pattern.js";
import { firstExample } from "../../projection/args-schema.js";
import { argsValidator, schemaPatterns } from "../../projection/args-validator.js";
import type { Rule } from "../types.js";

interface Found {
  path: string[];
  message: string;
}

/** Keywords whose values are data, not schemas: a `pattern` or `$ref` key inside an example is no keyword. */
const dataKeywords = new Set(["enum", "const", "examples", "default", "x-position"]);
/** A schema holds at most this many values to walk (the file is bounded; this bounds one command's work). */
const maxNodes = 100_000;

function refProblem(schema: JsonRecord, ref: string): string | undefined {
  if (!ref.startsWith("#"))
    return `is remote: a run never fetches a schema; move what it names under "$defs" and use "#/$defs/…"`;
  if (ref.length > 1 && ref[1] !== "/") return undefined; // a plain-name anchor: the validator finds `$anchor`s
  return resolveRef(schema, ref) === undefined ? "resolves to nothing in this schema" : undefined;
}

/**
 * `$ref`s and patterns under every keyword, known or not (`dependencies` included), with their paths.
 * X001 already says the patterns the validator's keyword walk reaches: those are left to it, so each is said once.
 */
function scan(verbKey: string, schema: JsonRecord): Found[] {
  const x001 = new Set(schemaPatterns(schema).map((p) => p.path.join("\u0000")));
  const found: Found[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: schema, path: [] }];
  for (let nodes = 0; stack.length > 0 && nodes < maxNodes; nodes++) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)] });
      continue;
    }
    if (!isRecord(value)) continue;
    if (typeof value.$ref === "string") {
      const problem = refProblem(schema, value.$ref);
      if (problem)
        found.push({
          path: [...path, "$ref"],
          message: `The "$ref" ${JSON.stringify(value.$ref)} in the arguments of "${verbKey}" ${problem}.`,
        });
    }
    const patterns: { at: string[]; pattern: string; key: boolean }[] = [];
    if (typeof value.pattern === "string")
      patterns.push({ at: [...path, "pattern"], pattern: value.pattern, key: false });
    if (isRecord(value.patternProperties))
      for (const p of Object.keys(value.patternProperties))
        patterns.push({ at: [...path, "patternProperties", p], pattern: p, key: true });
    for (const { at, pattern, key } of patterns) {
      if (x001.has(at.join("\u0000"))) continue;
      const problem = patternProblem(pattern);
      if (problem)
        found.push({
          path: at,
          message: `The ${key ? "patternProperties key" : "pattern"} ${JSON.stringify(pattern)} in the arguments of "${verbKey}" cannot be used: ${problem}. A run checks every pattern in linear time, without backreferences or lookaround, wherever it sits in the schema: rewrite it or remove it.`,
        });
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (!dataKeywords.has(key)) stack.push({ value: value[key], path: [...path, key] });
    }
  }
  return found;
}

/** The arguments a run could be asked with first: none, then every first example. */
function trialValues(schema: JsonRecord): JsonRecord[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const examples: JsonRecord = {};
  for (const name of Object.keys(properties)) {
    const example = firstExample(properties[name]);
    if (example !== undefined) examples[name] = example;
  }
  return Object.keys(examples).length > 0 ? [{}, examples] : [{}];
}

/** What building and running the validator as a run does throws, if anything. */
function runtimeProblem(schema: JsonRecord): string | undefined {
  try {
    const validator = argsValidator(schema);
    for (const values of trialValues(schema)) validator.validate(values);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
}

export const rule: Rule = {
  code: "M028",
  check(ctx, report) {
    if (!ctx.surfaceDoc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      const declared = verb.decl.args;
      if (!isRecord(declared)) continue; // not an object: M005's
      const found = scan(verb.key, declared);
      for (const { path, message } of found)
        report({ file: SURFACE, path: ["verbs", verb.key, "args", ...path], anchor: "value", message });
      if (found.length > 0) continue;
      // A pattern the validator's walk reaches is X001's; anything else it refuses is this rule's.
      if (schemaPatterns(declared).some((p) => patternProblem(p.pattern))) continue;
      const problem = runtimeProblem(declared);
      if (problem)
        report({
          file: SURFACE,
          path: ["verbs", verb.key, "args"],
          message: `The arguments of "${verb.key}" cannot be checked, so every call would be refused (pack_invalid): ${problem}. Fix the schema so a JSON Schema 2020-12 validator accepts it.`,
        });
    }
  },
};
