// Argument validators: JSON Schema draft 2020-12 interpreted by @cfworker/json-schema, never compiled.
// ajv compiles each schema with `new Function`, which a Content-Security-Policy without 'unsafe-eval'
// forbids, and the studio renders command previews in the browser under such a policy.

import { type OutputUnit, Validator } from "@cfworker/json-schema";
import { isRecord, type JsonRecord } from "../pack/json-value.js";

/** Keywords whose value is one subschema. */
const oneSchema = [
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "additionalItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "items",
] as const;
/** Keywords whose value is a list of subschemas (`items` was one before draft 2020-12). */
const schemaLists = ["allOf", "anyOf", "oneOf", "prefixItems", "items"] as const;
/** Keywords whose value maps names to subschemas. */
const schemaMaps = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"] as const;

const typeNames = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/** Every subschema directly under `schema`, with the keyword path that reaches it. */
function* childSchemas(schema: JsonRecord): Generator<[string, unknown]> {
  for (const key of oneSchema) {
    if (key in schema && !Array.isArray(schema[key])) yield [key, schema[key]];
  }
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) for (const [i, sub] of list.entries()) yield [`${key}/${i}`, sub];
  }
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isRecord(map)) for (const [name, sub] of Object.entries(map)) yield [`${key}/${name}`, sub];
  }
}

/** Why `schema` is not a usable JSON Schema, or undefined when it is. */
export function schemaProblem(schema: unknown, at = ""): string | undefined {
  if (typeof schema === "boolean") return undefined;
  if (!isRecord(schema)) return `${at || "the schema"} must be an object or a boolean`;
  const type = schema.type;
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    const wrong = types.find((t) => typeof t !== "string" || !typeNames.has(t));
    if (types.length === 0 || wrong !== undefined) {
      return `${at}/type names ${JSON.stringify(wrong)}, not one of ${[...typeNames].join(", ")}`;
    }
  }
  for (const key of ["required", "enum"] as const) {
    if (key in schema && !Array.isArray(schema[key])) return `${at}/${key} must be an array`;
  }
  for (const [path, sub] of childSchemas(schema)) {
    const problem = schemaProblem(sub, `${at}/${path}`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A copy of `schema` without `format`: in draft 2020-12 `format` is an annotation unless a validator
 * opts into assertion, and argument checks never did (ajv ran with validateFormats off).
 */
function withoutFormat(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  const copy: JsonRecord = { ...schema };
  delete copy.format;
  for (const key of oneSchema) if (key in copy && !Array.isArray(copy[key])) copy[key] = withoutFormat(copy[key]);
  for (const key of schemaLists) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map(withoutFormat);
  }
  for (const key of schemaMaps) {
    const map = copy[key];
    if (isRecord(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, withoutFormat(v)]));
  }
  return copy;
}

export interface ArgsValidator {
  /** Every error, not only the first (all problems are reported at once). */
  validate(values: JsonRecord): OutputUnit[];
}

const cache = new WeakMap<object, ArgsValidator>();

/** The validator of an args schema; throws an Error naming the problem when the schema is unusable. */
export function argsValidator(schema: JsonRecord): ArgsValidator {
  const cached = cache.get(schema);
  if (cached) return cached;
  const problem = schemaProblem(schema);
  if (problem) throw new Error(problem);
  const validator = new Validator(withoutFormat(schema) as JsonRecord, "2020-12", false);
  const made: ArgsValidator = {
    validate(values) {
      const result = validator.validate(values);
      return result.valid ? [] : result.errors;
    },
  };
  cache.set(schema, made);
  return made;
}
