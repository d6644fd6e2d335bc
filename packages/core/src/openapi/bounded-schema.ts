// A bounded, reference-free copy of an OpenAPI schema, made for the sampler (DECISIONS 14, dry-run): however
// hostile the document (cycles, 10,000-deep allOf chains, 100,000-value enums, huge minItems), the copy is small.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { jsonSizeWithin } from "./json-size.js";
import { resolveRef } from "./resolve-ref.js";

export interface SampleBounds {
  /** Schema objects visited in all (each `$ref` followed counts as one). */
  nodes: number;
  /** Nesting of values (a property, an array's items): deeper ones are sampled as their bare type. */
  depth: number;
  /** `$ref`s and `allOf`/`oneOf`/`anyOf` levels followed at once: a longer chain ends in its bare type. */
  chain: number;
  /** Longest string the sampler is asked for (`minLength` above it is lowered). */
  stringLength: number;
  /** Bytes of property names and literal values (example, default, const, enum's first) copied in all. */
  bytes: number;
  /** Keep a string's `pattern` for the sampler to build a matching string from (short patterns with small
   * repeat counts only: the sampler repeats a token as often as its `{n}` says). */
  patterns?: boolean;
  /** false: leave out `example`, `default` and `examples`, so the value comes from the type and constraints
   * alone (a document's example may contradict its own schema). */
  literals?: boolean;
}

export const sampleBounds: SampleBounds = { nodes: 2_000, depth: 10, chain: 64, stringLength: 64, bytes: 64 * 1024 };

interface Walk {
  doc: unknown;
  bounds: SampleBounds;
  nodes: number;
  bytes: number;
  /** The `$ref`s being expanded, outermost first: meeting one again is a cycle. */
  refs: string[];
  chain: number;
}

const literalKeys = ["example", "default", "const"] as const;
const numberKeys = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "maxProperties"] as const;
const dateFormats = new Set(["date", "date-time", "time"]);
const maxPatternChars = 200;
const maxPatternRepeat = 64;

/** A pattern the sampler may build a string from in little time and space. */
function samplePattern(pattern: unknown): pattern is string {
  if (typeof pattern !== "string" || pattern.length > maxPatternChars) return false;
  for (const m of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g))
    if (Number(m[1]) > maxPatternRepeat || (m[2] !== undefined && m[2] !== "" && Number(m[2]) > maxPatternRepeat))
      return false;
  return true;
}

/** The copy of `schema` (from `doc`, whose internal `$ref`s it resolves) that the sampler gets. */
export function boundedSchema(doc: unknown, schema: unknown, bounds: SampleBounds = sampleBounds): JsonRecord {
  const walk: Walk = { doc, bounds, nodes: 0, bytes: bounds.bytes, refs: [], chain: 0 };
  return bound(schema, 0, walk);
}

/** The bare type of a schema, following at most a few `$ref`s: what a cut-off branch is sampled as. */
function bareType(schema: unknown, doc: unknown): JsonRecord {
  let at = schema;
  for (let hops = 0; hops < 8 && isRecord(at) && typeof at.$ref === "string"; hops++) at = resolveRef(doc, at.$ref);
  if (!isRecord(at)) return {};
  const type = simpleType(at.type);
  if (type) return { type };
  if (isRecord(at.properties)) return { type: "object" };
  if (at.items !== undefined) return { type: "array" };
  return {};
}

/** A `type` the sampler takes: a string, or the first non-null one of a 3.1 type list. */
function simpleType(type: unknown): string | undefined {
  if (typeof type === "string") return type;
  if (!Array.isArray(type)) return undefined;
  const named = type.filter((t): t is string => typeof t === "string");
  return named.find((t) => t !== "null") ?? named[0];
}

function bound(schema: unknown, depth: number, walk: Walk): JsonRecord {
  const { bounds } = walk;
  if (walk.nodes >= bounds.nodes || depth > bounds.depth || walk.chain >= bounds.chain) {
    return bareType(schema, walk.doc);
  }
  walk.nodes++;
  if (!isRecord(schema)) return {};
  if (typeof schema.$ref === "string") return followRef(schema, schema.$ref, depth, walk);
  const out = ownKeywords(schema, depth, walk);
  // Compositions are merged here, so the sampler sees plain schemas only: allOf all, oneOf/anyOf their first.
  const parts = [
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf.slice(0, 1) : []),
    ...(Array.isArray(schema.anyOf) ? schema.anyOf.slice(0, 1) : []),
  ];
  if (parts.length === 0) return out;
  walk.chain++;
  for (const part of parts) {
    if (walk.nodes >= bounds.nodes) break;
    mergeInto(out, bound(part, depth, walk));
  }
  walk.chain--;
  return out;
}

function followRef(schema: JsonRecord, ref: string, depth: number, walk: Walk): JsonRecord {
  // A cycle ends in the referenced type (an object without properties, an empty array …).
  if (walk.refs.includes(ref)) return bareType(schema, walk.doc);
  const target = resolveRef(walk.doc, ref);
  walk.refs.push(ref);
  walk.chain++;
  const out = bound(target, depth, walk);
  walk.chain--;
  walk.refs.pop();
  // 3.1 lets keywords stand beside a $ref: they apply as well (a local example wins over the target's).
  const { $ref: _ref, ...siblings } = schema;
  if (Object.keys(siblings).length === 0) return out;
  const local = ownKeywords(siblings, depth, walk);
  mergeInto(local, out);
  return local;
}

/** A literal copied whole when it fits the bytes left; measuring it costs those bytes either way. */
function literal(value: unknown, walk: Walk): { value: unknown } | undefined {
  const size = jsonSizeWithin(value, walk.bytes);
  walk.bytes -= Math.min(size ?? walk.bytes, walk.bytes);
  if (size === undefined) return undefined;
  return { value: JSON.parse(JSON.stringify(value)) };
}

function count(value: unknown, most: number): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  return Math.max(0, Math.min(Math.floor(value), most));
}

/** The keywords of one schema object, bounded, without its compositions. */
function ownKeywords(schema: JsonRecord, depth: number, walk: Walk): JsonRecord {
  const { bounds } = walk;
  const out: JsonRecord = {};
  const type = simpleType(schema.type);
  if (type) out.type = type;
  const format = typeof schema.format === "string" && schema.format.length <= 64 ? schema.format : undefined;
  if (format) out.format = format;
  for (const key of literalKeys) {
    if (schema[key] === undefined || (bounds.literals === false && key !== "const")) continue;
    const copy = literal(schema[key], walk);
    if (copy) out[key] = copy.value;
  }
  // Only the first value of a list is ever sampled: a 100,000-value enum costs one value.
  for (const key of ["enum", "examples"] as const) {
    if (key === "examples" && bounds.literals === false) continue;
    const list = schema[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const copy = literal(list[0], walk);
    if (copy) out[key] = [copy.value];
  }
  for (const key of numberKeys) {
    const value = schema[key];
    if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") out[key] = value;
  }
  if (schema.readOnly === true) out.readOnly = true;
  if (schema.writeOnly === true) out.writeOnly = true;
  // Strings: a huge minLength would be a huge sample; date formats have their own length.
  if (bounds.patterns && samplePattern(schema.pattern)) out.pattern = schema.pattern;
  if (!format || !dateFormats.has(format)) {
    const minLength = count(schema.minLength, bounds.stringLength);
    if (minLength) out.minLength = minLength;
    const maxLength = count(schema.maxLength, Number.MAX_SAFE_INTEGER);
    if (maxLength !== undefined) out.maxLength = maxLength;
  }
  // Arrays: one item at most, so nested arrays never multiply the answer.
  const maxItems = count(schema.maxItems, 1);
  if (maxItems !== undefined) out.maxItems = maxItems;
  const items = Array.isArray(schema.prefixItems)
    ? schema.prefixItems[0]
    : Array.isArray(schema.items)
      ? schema.items[0]
      : (schema.items ?? schema.contains);
  if (items !== undefined) out.items = bound(items, depth + 1, walk);
  else if (Array.isArray(schema.prefixItems) || Array.isArray(schema.items)) out.items = {};
  objectKeywords(schema, out, depth, walk);
  return out;
}

function objectKeywords(schema: JsonRecord, out: JsonRecord, depth: number, walk: Walk): void {
  const properties: JsonRecord = {};
  let any = false;
  if (isRecord(schema.properties)) {
    for (const name of Object.keys(schema.properties)) {
      if (walk.nodes >= walk.bounds.nodes || walk.bytes < name.length + 4) break;
      walk.bytes -= name.length + 4;
      setOwn(properties, name, bound(schema.properties[name], depth + 1, walk));
      any = true;
    }
  }
  // additionalProperties as one named property (the sampler's "property1"): never two copies a level.
  if (isRecord(schema.additionalProperties) && walk.nodes < walk.bounds.nodes) {
    const named = schema.additionalProperties["x-additionalPropertiesName"];
    const name = `${typeof named === "string" && named.length <= 64 ? named : "property"}1`;
    if (!Object.hasOwn(properties, name)) {
      setOwn(properties, name, bound(schema.additionalProperties, depth + 1, walk));
      any = true;
    }
  }
  if (any || isRecord(schema.properties)) out.properties = properties;
  if (Array.isArray(schema.required)) {
    out.required = schema.required.filter((n): n is string => typeof n === "string" && Object.hasOwn(properties, n));
  }
}

/** An own property even for a name like `__proto__` (a plain assignment would set the prototype instead). */
function setOwn(record: JsonRecord, name: string, value: unknown): void {
  Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
}

/** Merge a bounded schema into another (allOf's parts, oneOf's first): properties and required joined,
 * every other keyword kept from the first that has it. */
function mergeInto(into: JsonRecord, from: JsonRecord): void {
  for (const [key, value] of Object.entries(from)) {
    const mine = Object.hasOwn(into, key) ? into[key] : undefined;
    if (key === "properties" && isRecord(mine) && isRecord(value)) {
      for (const [name, sub] of Object.entries(value)) {
        const have = Object.hasOwn(mine, name) ? mine[name] : undefined;
        if (isRecord(have) && isRecord(sub)) mergeInto(have, sub);
        else setOwn(mine, name, sub);
      }
    } else if (key === "required" && Array.isArray(mine) && Array.isArray(value)) {
      into.required = [...new Set([...mine, ...value])];
    } else if (mine === undefined) {
      into[key] = value;
    }
  }
}
