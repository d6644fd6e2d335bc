// Argument validators: JSON Schema draft 2020-12 interpreted by @cfworker/json-schema, never compiled.
// ajv compiles each schema with `new Function`, which a Content-Security-Policy without 'unsafe-eval'
// forbids, and the studio renders command previews in the browser under such a policy. Patterns run on
// re2js in linear time (pattern/linear-pattern.ts): a pack's regular expression can never stall a check.

import {
  dereference,
  ignoredKeyword,
  type OutputUnit,
  type Schema,
  schemaArrayKeyword,
  schemaMapKeyword,
  validate as validateSchema,
} from "@cfworker/json-schema";
import { LruMap } from "../cache/lru-map.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { patternProblem, withLinearRegExp } from "../pattern/linear-pattern.js";

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

/**
 * Calls `visit` with `context`, every subschema directly under `schema` and the keyword (and name or index)
 * that reaches it; a true answer stops. A module function and a context rather than a closure, and no path
 * array a subschema: lint walks 1,000 commands' schemas.
 */
function forEachChildSchema<C>(
  schema: JsonRecord,
  context: C,
  visit: (context: C, sub: unknown, keyword: string, name?: string) => boolean,
): void {
  for (const key of oneSchema) {
    if (key in schema && !Array.isArray(schema[key]) && visit(context, schema[key], key)) return;
  }
  for (const key of schemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) for (let i = 0; i < list.length; i++) if (visit(context, list[i], key, String(i))) return;
  }
  for (const key of schemaMaps) {
    const map = schema[key];
    if (isRecord(map))
      for (const name in map) if (Object.hasOwn(map, name) && visit(context, map[name], key, name)) return;
  }
}

export interface SchemaPattern {
  /** JSON path from the schema to the `pattern` value or the `patternProperties` key. */
  path: string[];
  pattern: string;
  /** A `patternProperties` key rather than a `pattern` value. */
  isKey: boolean;
}

/** The `pattern` and `patternProperties` keys of `schema` itself. */
function ownPatterns(schema: JsonRecord, path: string[]): SchemaPattern[] {
  const own: SchemaPattern[] = [];
  if (typeof schema.pattern === "string")
    own.push({ path: [...path, "pattern"], pattern: schema.pattern, isKey: false });
  if (isRecord(schema.patternProperties)) {
    for (const p of Object.keys(schema.patternProperties))
      own.push({ path: [...path, "patternProperties", p], pattern: p, isKey: true });
  }
  return own;
}

interface PatternWalk {
  /** The path to the schema being read: pushed and popped, copied only into a found pattern. */
  path: string[];
  out: SchemaPattern[];
}

function patternsUnder(walk: PatternWalk, schema: unknown, keyword: string, name?: string): boolean {
  walk.path.push(keyword);
  if (name !== undefined) walk.path.push(name);
  collectPatterns(walk, schema);
  walk.path.length -= name === undefined ? 1 : 2;
  return false;
}

function collectPatterns(walk: PatternWalk, schema: unknown): void {
  if (!isRecord(schema)) return;
  if (typeof schema.pattern === "string" || isRecord(schema.patternProperties))
    for (const found of ownPatterns(schema, walk.path)) walk.out.push(found);
  forEachChildSchema(schema, walk, patternsUnder);
}

/** Every `pattern` and `patternProperties` key of `schema` and its subschemas. */
export function schemaPatterns(schema: unknown, path: string[] = [], out: SchemaPattern[] = []): SchemaPattern[] {
  collectPatterns({ path: [...path], out }, schema);
  return out;
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
  for (const { path, pattern, isKey } of ownPatterns(schema, [])) {
    const problem = patternProblem(pattern);
    const where = `${at}/${isKey ? "patternProperties key" : path.join("/")}`;
    if (problem) return `${where} ${JSON.stringify(pattern)} cannot be used: ${problem}`;
  }
  const found = { at, problem: undefined as string | undefined };
  forEachChildSchema(schema, found, (f, sub, keyword, name) => {
    f.problem = schemaProblem(sub, `${f.at}/${keyword}${name === undefined ? "" : `/${name}`}`);
    return f.problem !== undefined;
  });
  return found.problem;
}

/**
 * A copy of `schema` without `format`: in draft 2020-12 `format` is an annotation unless a validator opts
 * into assertion, and argument checks never do (D4). The copy walks every value the validator's `dereference`
 * reads as a schema, with the validator's own keyword tables: under `dependencies`, `if`, `allOf`, `$defs` and
 * unknown keywords a `$ref` can reach alike. Data (`enum`, `const`, `default`, `examples`) and the names of a
 * map's entries (an argument or a dependency named "format") are kept as they are.
 */
function withoutFormat(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  const copy: JsonRecord = {};
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    if (key === "format") continue;
    if (ignoredKeyword[key]) copy[key] = value;
    else if (Array.isArray(value)) copy[key] = schemaArrayKeyword[key] ? value.map(withoutFormat) : value;
    else if ((schemaMapKeyword[key] || key === "dependencies") && isRecord(value)) {
      const map: JsonRecord = {};
      for (const name of Object.keys(value)) map[name] = withoutFormat(value[name]);
      copy[key] = map;
    } else copy[key] = withoutFormat(value);
  }
  return copy;
}

/**
 * The validator's table of `$ref` targets, where a map it also reads as a schema (`#/dependencies`: an entry
 * named "format" holds a dependency, not a keyword) is a copy without `format` for a `$ref` that lands on it.
 */
function refTargets(schema: Schema): Record<string, Schema | boolean> {
  const lookup = dereference(schema);
  for (const uri of Object.keys(lookup)) {
    const node = lookup[uri];
    if (!isRecord(node) || !Object.hasOwn(node, "format")) continue;
    // With its hidden fields: the validator resolves the node's own `$ref` by the absolute one it wrote there.
    const { format: _annotation, ...rest } = Object.getOwnPropertyDescriptors(node);
    lookup[uri] = Object.defineProperties({}, rest) as Schema;
  }
  return lookup;
}

export interface ArgsValidator {
  /** Every error, not only the first (all problems are reported at once). */
  validate(values: JsonRecord): OutputUnit[];
}

/** Validators by schema object (one lint asks for the same schema again and again). */
const cache = new WeakMap<object, ArgsValidator>();
/**
 * Validators by schema text: every lint parses the pack anew (a keystroke in the studio, a run of the CLI),
 * so the objects differ while the schemas rarely do. Bounded: a process sees many packs.
 */
const byText = new LruMap<string, ArgsValidator>({ maxEntries: 2000 });
/** Answers a validator remembers, by the values' JSON (the same line or card is checked again and again). */
const maxAnswers = 64;

function makeValidator(schema: JsonRecord): ArgsValidator {
  const problem = schemaProblem(schema);
  if (problem) throw new Error(problem);
  const annotated = withoutFormat(schema) as Schema;
  const lookup = refTargets(annotated);
  const answers = new LruMap<string, OutputUnit[]>({ maxEntries: maxAnswers });
  return {
    validate(values) {
      const key = JSON.stringify(values);
      const known = answers.get(key);
      if (known) return known;
      const result = withLinearRegExp(() => validateSchema(values, annotated, "2020-12", lookup, false));
      const errors = result.valid ? [] : result.errors;
      answers.set(key, errors);
      return errors;
    },
  };
}

/**
 * True when `a` and `b` are the same JSON (strings, finite numbers, booleans, null, arrays and plain objects
 * with their keys in the same order), so their JSON texts are equal; false for anything else.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a === "string" || typeof a === "boolean" || a === null) return a === b;
  if (typeof a === "number") return a === b && Number.isFinite(a);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (!plainObject(a) || !plainObject(b)) return false;
  // `a` is a kept schema: its keys are listed once; `b`'s are read in order (for…in of a plain object is its
  // own keys, as Object.keys lists them), with no array.
  const keys = keysOfKept(a);
  let i = 0;
  for (const key in b) {
    if (key !== keys[i] || !sameJson(a[key], b[key])) return false;
    i++;
  }
  return i === keys.length;
}

/** Object.keys of the kept schemas' objects, made once. */
const keptKeys = new WeakMap<object, string[]>();
function keysOfKept(object: JsonRecord): string[] {
  let keys = keptKeys.get(object);
  if (!keys) {
    keys = Object.keys(object);
    keptKeys.set(object, keys);
  }
  return keys;
}

function plainObject(value: unknown): value is JsonRecord {
  return isRecord(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The schemas last answered by text, with their validators: a lint asks for 1,000 commands' schemas, often
 * equal, and comparing with these costs less than writing each one's JSON text.
 */
const recent: { schema: JsonRecord; validator: ArgsValidator }[] = [];
const maxRecent = 4;

/** A boolean schema (draft 2020-12): true takes any arguments, false none (one error on the whole). */
const booleanValidators = {
  true: { validate: () => [] },
  false: {
    validate: () => [{ instanceLocation: "#", keyword: "false", keywordLocation: "#", error: "False boolean schema." }],
  },
} satisfies Record<string, ArgsValidator>;

/** The validator of an args schema; throws an Error naming the problem when the schema is unusable. */
export function argsValidator(schema: JsonRecord | boolean): ArgsValidator {
  if (typeof schema === "boolean") return booleanValidators[`${schema}`];
  const cached = cache.get(schema);
  if (cached) return cached;
  for (const r of recent) {
    if (sameJson(r.schema, schema)) {
      cache.set(schema, r.validator);
      return r.validator;
    }
  }
  const text = JSON.stringify(schema);
  let made = byText.get(text);
  if (!made) {
    made = makeValidator(schema); // throws for an unusable schema: nothing is kept
    byText.set(text, made);
  }
  if (recent.unshift({ schema, validator: made }) > maxRecent) recent.pop();
  cache.set(schema, made);
  return made;
}
