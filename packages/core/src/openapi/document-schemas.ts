// The OpenAPI Initiative's JSON Schemas of 3.0 and 3.1 (vendored), prepared once for @cfworker/json-schema.
import { dereference, type Schema, type SchemaDraft } from "@cfworker/json-schema";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import type { OpenApiVersion } from "./read-document.js";
import oas30 from "./schemas/oas-3.0.json" with { type: "json" };
import oas31 from "./schemas/oas-3.1.json" with { type: "json" };

/** Arrays up to this many items are checked for `uniqueItems`: @cfworker/json-schema compares every pair. */
export const maxUniqueItems = 200;

/**
 * A copy of an official schema as this validator runs it (docs/decisions.md, "OpenAPI documents"):
 * - `$dynamicRef: "#meta"` becomes `$ref` to the `$dynamicAnchor: meta` of the same schema: @cfworker/json-schema
 *   does not know `$dynamicRef` (it would accept anything there), and with the OAS schema as the entry point no
 *   other resource in the dynamic scope declares `meta`, so both resolve to the same subschema;
 * - `format` goes: an annotation in 2020-12 (and `args` never assert it), and its expressions would run over
 *   every URL of a 4 MiB document;
 * - `uniqueItems` applies to arrays of up to maxUniqueItems items (an `if`/`then` beside the rest), so a hostile
 *   list of 100,000 parameters is not compared pair by pair.
 */
function prepare(node: unknown, dynamicTarget: string | undefined, names = false): unknown {
  if (Array.isArray(node)) return node.map((n) => prepare(n, dynamicTarget));
  if (!isRecord(node)) return node;
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(node)) {
    // In a map of names (`properties` …) "format" is a name (3.0's Schema Object has a field so called), kept.
    if (key === "format" && !names) continue;
    if (key === "$dynamicRef") {
      if (value !== "#meta" || !dynamicTarget) throw new Error(`unexpected $dynamicRef ${JSON.stringify(value)}`);
      out.$ref = dynamicTarget;
    } else if (key === "uniqueItems" && value === true) {
      // A JSON Schema `if`/`then`, not a promise (the object is only ever read as a schema).
      // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword
      const guard = { if: { maxItems: maxUniqueItems }, then: { uniqueItems: true } };
      out.allOf = [...(Array.isArray(node.allOf) ? (prepare(node.allOf, dynamicTarget) as unknown[]) : []), guard];
    } else if (key === "allOf" && node.uniqueItems === true) {
      // Taken with uniqueItems above.
    } else out[key] = prepare(value, dynamicTarget, !names && nameMaps.has(key));
  }
  return out;
}

/** Keywords whose value maps names (not keywords) to schemas. */
const nameMaps = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

/** Where `$dynamicAnchor: meta` is declared in the 3.1 schema (checked, so a new schema cannot move it silently). */
function metaAnchor(schema: JsonRecord): string {
  const defs = isRecord(schema.$defs) ? schema.$defs : {};
  const found = Object.entries(defs).filter(([, d]) => isRecord(d) && d.$dynamicAnchor === "meta");
  if (found.length !== 1) throw new Error("the OpenAPI 3.1 schema declares $dynamicAnchor meta not exactly once");
  return `#/$defs/${found[0]?.[0]}`;
}

export interface PreparedSchema {
  version: OpenApiVersion;
  draft: SchemaDraft;
  root: Schema;
  lookup: Record<string, Schema | boolean>;
  /**
   * The same schema with the entries of every mapping in `partMaps` left unchecked (`true`): the document is
   * checked against it as a whole, and each entry apart against `mapSchema`'s subschema for it.
   */
  skeleton: { root: Schema; lookup: Record<string, Schema | boolean> };
  /** The schema of a mapping of the document whose entries are checked one by one (paths, components…). */
  mapSchema(path: readonly string[]): JsonRecord | undefined;
}

function at(root: unknown, ...keys: string[]): JsonRecord | undefined {
  let node = root;
  for (const key of keys) node = isRecord(node) ? node[key] : undefined;
  return isRecord(node) ? node : undefined;
}

const componentKinds = [
  "schemas",
  "responses",
  "parameters",
  "examples",
  "requestBodies",
  "headers",
  "securitySchemes",
  "links",
  "callbacks",
  "pathItems",
];

/** The mappings of a document whose entries are checked apart: paths, webhooks and each kind of component. */
export const partMaps: readonly (readonly string[])[] = [
  ["paths"],
  ["webhooks"],
  ...componentKinds.map((kind) => ["components", kind]),
];

/** Each mapping of partMaps in a prepared tree, by its path joined with "/". */
function mapsOf(root: unknown, version: OpenApiVersion): Map<string, JsonRecord | undefined> {
  const defs = version === "3.0" ? "definitions" : "$defs";
  const maps = new Map<string, JsonRecord | undefined>([
    ["paths", at(root, defs, version === "3.0" ? "Paths" : "paths")],
    ["webhooks", version === "3.1" ? at(root, "properties", "webhooks") : undefined],
  ]);
  for (const kind of componentKinds)
    maps.set(`components/${kind}`, at(root, defs, version === "3.0" ? "Components" : "components", "properties", kind));
  return maps;
}

/** Entry subschemas of a mapping schema made `true` (extension patterns such as `^x-` are `{}` already). */
function uncheckEntries(map: JsonRecord | undefined): void {
  if (!map) return;
  if (isRecord(map.patternProperties))
    for (const key of Object.keys(map.patternProperties)) map.patternProperties[key] = true;
  if (isRecord(map.additionalProperties)) map.additionalProperties = true;
}

function make(version: OpenApiVersion): PreparedSchema {
  const source = (version === "3.0" ? oas30 : oas31) as JsonRecord;
  const target = version === "3.1" ? metaAnchor(source) : undefined;
  const root = prepare(source, target) as Schema;
  const skeletonRoot = prepare(source, target) as Schema;
  for (const map of mapsOf(skeletonRoot, version).values()) uncheckEntries(map);
  const maps = mapsOf(root, version);
  return {
    version,
    draft: version === "3.0" ? "4" : "2020-12",
    root,
    lookup: dereference(root),
    skeleton: { root: skeletonRoot, lookup: dereference(skeletonRoot) },
    mapSchema: (path) => maps.get(path.join("/")),
  };
}

const prepared = new Map<OpenApiVersion, PreparedSchema>();

/** The prepared schema of `version`, made on first use. */
export function preparedSchema(version: OpenApiVersion): PreparedSchema {
  let schema = prepared.get(version);
  if (!schema) {
    schema = make(version);
    prepared.set(version, schema);
  }
  return schema;
}
