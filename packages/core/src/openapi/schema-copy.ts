// Copying an OpenAPI document's schemas into JSON Schema 2020-12 args schemas: `$ref`s into `$defs`, 3.0's dialect converted.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { patternProblem } from "../pattern/linear-pattern.js";
import { refSegments, resolveRef } from "./resolve-ref.js";

/** Keywords whose value is one subschema. */
const oneSchema = new Set([
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
]);
/** Keywords whose value is a list of subschemas. */
const schemaLists = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** Keywords whose value maps names to subschemas. */
const schemaMaps = new Set(["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"]);
/**
 * Keywords left out: OpenAPI's own (`example` is read as an example elsewhere), and those that would change
 * how references resolve in the copy (`$id`, `$schema`, dynamic references).
 */
const dropped = new Set([
  "example",
  "nullable",
  "discriminator",
  "xml",
  "externalDocs",
  "$id",
  "$schema",
  "$anchor",
  "$dynamicRef",
  "$dynamicAnchor",
  "$comment",
]);

/**
 * Subschemas a command's arguments hold at most outside `$defs`, one `$ref` target holds, and a command's
 * `$defs` hold together: past each, `{}` (the API still checks what the local check leaves out).
 */
export const maxCopiedSchemas = 5_000;
const defPrefix = "#/$defs/";

/** One copy in progress: its budget and the `$defs` keys it refers to directly. */
interface Copy {
  left: number;
  refs: Set<string>;
}

/**
 * A document's schemas as args schemas, made once per document and shared by every command and every lint of
 * it. Each `$ref` target is copied once, into `$defs` under a short key, from a work list (never by recursion:
 * a chain of 100,000 references must not overflow the stack), so circular schemas stay finite and a component
 * many operations share costs one copy; each copy is bounded on its own, so what a command gets never depends
 * on which commands were bound before. A command's args schema carries only the `$defs` it reaches.
 * OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` become 2020-12's forms; a
 * `pattern` no linear-time engine can run is left out of the local check (the document is the API's, not the
 * pack's).
 */
export class DocumentSchemas {
  private readonly defs: JsonRecord = {};
  private readonly keys = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** The `$defs` keys each def refers to directly. */
  private readonly deps = new Map<string, Set<string>>();
  /** How many subschemas each def holds. */
  private readonly sizes = new Map<string, number>();
  private readonly queue: [ref: string, key: string][] = [];

  constructor(
    readonly doc: unknown,
    private readonly version: "3.0" | "3.1" | undefined,
  ) {}

  /** The schema a `$ref` names, followed through further `$ref`s (a few steps), or undefined. */
  target(schema: unknown): unknown {
    let at = schema;
    for (let hops = 0; hops < 16 && isRecord(at) && typeof at.$ref === "string"; hops++)
      at = resolveRef(this.doc, at.$ref);
    return isRecord(at) && typeof at.$ref === "string" ? undefined : at;
  }

  /**
   * A copy of `schema` (a schema object, never a boolean: `true` is `{}`), and the `$defs` keys it reaches
   * directly; `budget` is shared by the copies of one command's arguments.
   */
  copy(schema: unknown, budget: { left: number }): { schema: JsonRecord; refs: Set<string> } {
    const copy: Copy = { left: budget.left, refs: new Set() };
    const out = this.copyOne(schema, copy);
    budget.left = Math.max(0, copy.left);
    this.drain();
    return { schema: out === true ? {} : out === false ? { not: {} } : (out as JsonRecord), refs: copy.refs };
  }

  /** The copied schema a `$defs` reference names (`#/$defs/openapi-3`), or undefined. */
  referred(ref: unknown): unknown {
    if (typeof ref !== "string" || !ref.startsWith(defPrefix)) return undefined;
    const key = ref.slice(defPrefix.length);
    return Object.hasOwn(this.defs, key) ? this.defs[key] : undefined;
  }

  /**
   * The `$defs` the keys reach, through each other: what an args schema using them must carry. Breadth first,
   * each def counted by its size: past maxCopiedSchemas together, a def is `{}`.
   */
  defsFor(keys: Iterable<string>): JsonRecord {
    const out: JsonRecord = {};
    const todo = [...keys];
    let left = maxCopiedSchemas;
    for (let i = 0; i < todo.length; i++) {
      const key = todo[i] as string;
      if (Object.hasOwn(out, key)) continue;
      const size = this.sizes.get(key) ?? 1;
      out[key] = size <= left ? (this.defs[key] ?? {}) : {};
      left -= Math.min(size, left);
      if (out[key] !== this.defs[key]) continue;
      for (const next of this.deps.get(key) ?? []) if (!Object.hasOwn(out, next)) todo.push(next);
    }
    return out;
  }

  private drain(): void {
    for (let item = this.queue.pop(); item !== undefined; item = this.queue.pop()) {
      const [ref, key] = item;
      const copy: Copy = { left: maxCopiedSchemas, refs: new Set() };
      const target = resolveRef(this.doc, ref);
      this.defs[key] = target === undefined ? {} : this.copyOne(target, copy); // a dangling $ref is O003's
      this.deps.set(key, copy.refs);
      this.sizes.set(key, maxCopiedSchemas - Math.max(0, copy.left));
    }
  }

  private defKey(ref: string): string {
    let key = this.keys.get(ref);
    if (key === undefined) {
      key = defKeyOf(ref, this.taken);
      this.taken.add(key);
      this.keys.set(ref, key);
      this.defs[key] = {};
      this.queue.push([ref, key]);
    }
    return key;
  }

  private copyOne(schema: unknown, copy: Copy): unknown {
    if (--copy.left < 0) return {};
    if (typeof schema === "boolean") return schema;
    if (!isRecord(schema)) return {}; // not a schema: O002 says so in the document
    if (typeof schema.$ref === "string") {
      const key = this.defKey(schema.$ref);
      copy.refs.add(key);
      const ref = { $ref: `${defPrefix}${key}` };
      // OpenAPI 3.0 ignores a $ref's siblings; 3.1 (JSON Schema 2020-12) applies them too.
      return this.version === "3.0" ? ref : { ...this.copyKeywords(schema, copy, "$ref"), ...ref };
    }
    return this.copyKeywords(schema, copy);
  }

  private copyKeywords(schema: JsonRecord, copy: Copy, skip?: string): JsonRecord {
    const out: JsonRecord = {};
    for (const key in schema) {
      if (!Object.hasOwn(schema, key) || key === skip || dropped.has(key)) continue;
      const value = schema[key];
      if (oneSchema.has(key) && (isRecord(value) || typeof value === "boolean")) out[key] = this.copyOne(value, copy);
      else if (schemaLists.has(key) && Array.isArray(value)) out[key] = value.map((v) => this.copyOne(v, copy));
      else if (schemaMaps.has(key) && isRecord(value)) {
        const map: JsonRecord = {};
        for (const name in value) if (Object.hasOwn(value, name)) map[name] = this.copyOne(value[name], copy);
        out[key] = map;
      } else if (key === "pattern") {
        if (typeof value === "string" && patternProblem(value) === undefined) out[key] = value;
      } else out[key] = value;
    }
    if (this.version !== "3.1") convert30(schema, out);
    if (Array.isArray(out.required) && isRecord(out.properties)) out.required = writableRequired(out);
    return out;
  }
}

/** FNV-1a of a text, as 8 hex digits. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * The `$defs` key of a reference, from the reference alone so every command and every lint names it alike:
 * `components.schemas.Card` for plain segments, else `ref-` and a hash of the reference, a key a `$ref` names
 * without escapes (a clash, by chance only, takes a suffix).
 */
function defKeyOf(ref: string, taken: ReadonlySet<string>): string {
  const segments = refSegments(ref);
  const plain = segments && segments.length > 0 && segments.every((s) => /^[A-Za-z0-9_-]+$/.test(s));
  const key = plain ? segments.join(".") : `ref-${fnv1a(ref)}`;
  let unique = key;
  for (let n = 2; taken.has(unique); n++) unique = `${key}.${n}`;
  return unique;
}

/** The document's schemas, one instance per document value and version (lints of the same text share it). */
const byDocument = new WeakMap<object, Map<string, DocumentSchemas>>();

export function documentSchemas(doc: unknown, version: "3.0" | "3.1" | undefined): DocumentSchemas {
  if (!isRecord(doc)) return new DocumentSchemas(doc, version);
  let versions = byDocument.get(doc);
  if (!versions) {
    versions = new Map();
    byDocument.set(doc, versions);
  }
  let schemas = versions.get(String(version));
  if (!schemas) {
    schemas = new DocumentSchemas(doc, version);
    versions.set(String(version), schemas);
  }
  return schemas;
}

/** OpenAPI 3.0's dialect in 2020-12 terms: `nullable`, boolean exclusive bounds. */
function convert30(source: JsonRecord, out: JsonRecord): void {
  if (source.nullable === true) {
    if (typeof out.type === "string") out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof source[flag] !== "boolean") continue;
    if (source[flag] === true && typeof source[bound] === "number") {
      out[flag] = source[bound];
      delete out[bound];
    } else delete out[flag];
  }
}

/** `required` without the properties marked `readOnly`: a request never sends them (OpenAPI 3.0 4.7.25.1). */
function writableRequired(schema: JsonRecord): unknown[] {
  const properties = schema.properties as JsonRecord;
  return (schema.required as unknown[]).filter(
    (name) => !(typeof name === "string" && isRecord(properties[name]) && properties[name].readOnly === true),
  );
}
