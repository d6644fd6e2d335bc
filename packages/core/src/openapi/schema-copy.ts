// Copying an OpenAPI document's schema into a JSON Schema 2020-12 args schema: `$ref`s into `$defs`, 3.0's dialect converted.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { patternProblem } from "../pattern/linear-pattern.js";
import { resolveRef } from "./resolve-ref.js";

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

/** Subschemas copied for one command, at most: past it a subschema is `{}` (the API still checks it). */
export const maxCopiedSchemas = 10_000;

/**
 * Copies the schemas of one command's arguments into one args schema. Each `$ref` target is copied once, into
 * `$defs` under a short key, so circular schemas stay finite and a shared component costs one copy. OpenAPI
 * 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` become 2020-12's forms; a `pattern` no
 * linear-time engine can run is left out of the local check (the document is the API's, not the pack's).
 */
export class SchemaCopier {
  readonly defs: JsonRecord = {};
  private readonly keys = new Map<string, string>();
  private copied = 0;

  constructor(
    private readonly doc: unknown,
    private readonly version: "3.0" | "3.1" | undefined,
  ) {}

  /** True when some subschema was left as `{}` past the budget. */
  get overBudget(): boolean {
    return this.copied > maxCopiedSchemas;
  }

  /** The schema a `$ref` names, followed through further `$ref`s (a few steps), or undefined. */
  target(schema: unknown): unknown {
    let at = schema;
    for (let hops = 0; hops < 16 && isRecord(at) && typeof at.$ref === "string"; hops++)
      at = resolveRef(this.doc, at.$ref);
    return isRecord(at) && typeof at.$ref === "string" ? undefined : at;
  }

  copy(schema: unknown): unknown {
    if (++this.copied > maxCopiedSchemas) return {};
    if (typeof schema === "boolean") return schema;
    if (!isRecord(schema)) return {}; // not a schema: O002 says so in the document
    if (typeof schema.$ref === "string") {
      const ref = { $ref: `#/$defs/${this.defKey(schema.$ref)}` };
      // OpenAPI 3.0 ignores a $ref's siblings; 3.1 (JSON Schema 2020-12) applies them too.
      return this.version === "3.0" ? ref : { ...this.copyKeywords(schema, "$ref"), ...ref };
    }
    return this.copyKeywords(schema);
  }

  private defKey(ref: string): string {
    let key = this.keys.get(ref);
    if (key === undefined) {
      key = `openapi-${this.keys.size}`;
      this.keys.set(ref, key);
      this.defs[key] = {}; // set before copying: a cycle back to it finds the key
      const target = resolveRef(this.doc, ref);
      this.defs[key] = target === undefined ? {} : this.copy(target); // a dangling $ref is O003's
    }
    return key;
  }

  private copyKeywords(schema: JsonRecord, skip?: string): JsonRecord {
    const out: JsonRecord = {};
    for (const key in schema) {
      if (!Object.hasOwn(schema, key) || key === skip || dropped.has(key)) continue;
      const value = schema[key];
      if (oneSchema.has(key) && (isRecord(value) || typeof value === "boolean")) out[key] = this.copy(value);
      else if (schemaLists.has(key) && Array.isArray(value)) out[key] = value.map((v) => this.copy(v));
      else if (schemaMaps.has(key) && isRecord(value)) {
        const map: JsonRecord = {};
        for (const name in value) if (Object.hasOwn(value, name)) map[name] = this.copy(value[name]);
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
