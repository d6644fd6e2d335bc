// O002's check: an OpenAPI document against the official schema of its version, part by part, in bounded work.
import { escapePointer, type OutputUnit, type Schema, validate } from "@cfworker/json-schema";
import { LruMap } from "../cache/lru-map.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { countValues } from "./document-json.js";
import { quicklyValid } from "./document-quick-check.js";
import { type PreparedSchema, partMaps, preparedSchema } from "./document-schemas.js";
import { type OpenApiDoc, sourceKeyOf } from "./read-document.js";
import { resolveRef } from "./resolve-ref.js";
import { type SchemaProblem, selectErrors } from "./schema-errors.js";
import { leafMessage, placeName } from "./schema-messages.js";

export type { SchemaProblem } from "./schema-errors.js";

/** Problems said at most; one more says that the rest are not listed. */
export const maxSchemaProblems = 20;
/**
 * A part of the document up to this many values is checked for all its errors; a larger one that fails is
 * checked again only to its first error: @cfworker/json-schema gathers every error of a part (spreading them as
 * call arguments), and 100,000 bad list items would exhaust memory or the call stack.
 */
const maxFullCheckValues = 5000;

export interface Part {
  path: string[];
  value: unknown;
  schema: Schema;
  /** The skeleton: the whole document, its parts left to their own checks. */
  whole?: boolean;
  /** Where its check is kept: the version and the mapping that holds it (its path as JSON), and its key there. */
  group: string;
  key: string;
}

/** The schemas' own patterns (a fixed few), compiled once. */
const compiled = new Map<string, RegExp>();
const patternOf = (source: string) => {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, "u");
    compiled.set(source, re);
  }
  return re;
};

/** A mapping schema's entry subschemas: its `patternProperties` compiled, in order, and `additionalProperties`. */
interface EntrySchemas {
  patterns: [RegExp, Schema | undefined][];
  additional: Schema | undefined;
}
const entrySchemas = new WeakMap<JsonRecord, EntrySchemas>();

/** The subschema of a mapping's entry `key`: the first matching `patternProperties`, else `additionalProperties`. */
function entrySchema(map: JsonRecord, key: string): Schema | undefined {
  let known = entrySchemas.get(map);
  if (!known) {
    const patterns = Object.entries(isRecord(map.patternProperties) ? map.patternProperties : {});
    known = {
      patterns: patterns.map(([pattern, sub]) => [
        patternOf(pattern),
        isRecord(sub) && Object.keys(sub).length > 0 ? (sub as Schema) : undefined,
      ]),
      additional: isRecord(map.additionalProperties) ? (map.additionalProperties as Schema) : undefined,
    };
    entrySchemas.set(map, known);
  }
  for (const [pattern, sub] of known.patterns) if (pattern.test(key)) return sub;
  return known.additional;
}

/**
 * The parts of the document checked one by one (each path item, webhook and component), after the whole
 * document is checked with those entries left out (the skeleton schema). Each part is checked against the
 * subschema the whole schema gives it there, so the problems are those one check of the whole would find.
 */
export function partsOf(value: unknown, schema: PreparedSchema): Part[] {
  const whole = { path: [], value, schema: schema.skeleton.root, whole: true, group: schema.version, key: "" };
  const parts: Part[] = [whole];
  for (const path of partMaps) {
    const map = resolveRef(value, pointer(path));
    const mapSchema = schema.mapSchema(path);
    if (!isRecord(map) || !mapSchema) continue;
    const group = `${schema.version}\n${JSON.stringify(path)}`;
    for (const key of Object.keys(map)) {
      const sub = entrySchema(mapSchema, key);
      if (sub) parts.push({ path: [...path, key], value: map[key], schema: sub, group, key });
    }
  }
  return parts;
}

/** The schema value at an evaluation path (`#/properties/info/$ref/required`) from `schema`, through `$ref`s. */
function schemaValueAt(schema: unknown, keywordLocation: string, lookup: Record<string, unknown>): unknown {
  let node = schema;
  for (const raw of keywordLocation.split("/").slice(1)) {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    if (raw === "$ref" && isRecord(node) && typeof node.__absolute_ref__ === "string")
      node = lookup[node.__absolute_ref__];
    else node = (node as Record<string, unknown>)[decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

const pointer = (path: readonly string[]) =>
  `#${path.map((s) => `/${encodeURI(escapePointer(s)).replace(/#/g, "%23")}`).join("")}`;

/** One part's errors: all of them when the part is small, else the first only; a thrown limit is one error too. */
function partErrors(part: Part, schema: PreparedSchema): OutputUnit[] {
  const lookup = part.whole ? schema.skeleton.lookup : schema.lookup;
  const run = (shortCircuit: boolean) =>
    validate(part.value, part.schema, schema.draft, lookup, shortCircuit, null, pointer(part.path));
  try {
    // Most parts are valid: the generated check says so in a fraction of cfworker's time (the bench's MiB: 22 ms of
    // CPU against 330 ms), and a part it finds invalid is checked by cfworker for what is wrong, as before.
    if (quicklyValid(schema, part.schema, part.value)) return [];
    const first = run(true);
    if (first.valid) return [];
    if (countValues(part.value, maxFullCheckValues) > maxFullCheckValues) return first.errors;
    return run(false).errors;
  } catch (error) {
    // The call stack: cfworker recurses several frames a level, and gathers a failing subtree's errors as
    // call arguments. Said at the part, which is left unchecked; the other parts are checked as usual.
    const why =
      error instanceof RangeError
        ? ": it nests too deeply or holds too many errors for the check (split it into components joined by $ref)"
        : ` (${String(error)})`;
    return [
      {
        instanceLocation: pointer(part.path),
        keyword: "unchecked",
        keywordLocation: "#",
        error: `could not be checked against the OpenAPI schema${why}`,
      },
    ];
  }
}

/** One part's problems in order, at most maxSchemaProblems + 1 (enough for the cap over the whole document). */
function partProblems(doc: OpenApiDoc, part: Part, schema: PreparedSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const errors = partErrors(part, schema);
  for (const leaf of errors.length === 0 ? [] : selectErrors(errors)) {
    if (problems.length > maxSchemaProblems) break;
    const inList = Array.isArray(resolveRef(doc.value, pointer(leaf.path.slice(0, -1))));
    const { message, anchor } =
      leaf.unit.keyword === "unchecked"
        ? { message: `${placeName(leaf.path, inList)} ${leaf.unit.error}`, anchor: "value" as const }
        : leafMessage(leaf, resolveRef(doc.value, pointer(leaf.path)), inList, (location) =>
            schemaValueAt(part.schema, location, part.whole ? schema.skeleton.lookup : schema.lookup),
          );
    problems.push({ path: leaf.path, anchor, message });
  }
  return problems;
}

/** Memoized by document: a document read once (cached by its text) is checked once. */
const checked = new WeakMap<OpenApiDoc, SchemaProblem[]>();

/** A part's problems from the last check, and the source key of the part they were found for. */
interface Kept {
  source: string;
  problems: SchemaProblem[];
}

/**
 * The last check's parts by file, by their version and path (Part.group, then Part.key), with their source
 * (sourceKeyOf): a keystroke changes one path item or component, and the thousands of others of a large
 * document are not checked again. The skeleton is kept the same way, by the names and sources of all but the
 * parts (skeletonKey). Only the parts of each file's last check are kept, for the last few files.
 */
type KeptParts = Map<string, Map<string, Kept>>;
const partsChecked = new LruMap<string, KeptParts>({ maxEntries: 4 });

/** The mappings that hold parts, and the document itself, by their paths as JSON. */
const holders = new Set(["[]", ...partMaps.flatMap((map) => map.map((_, i) => JSON.stringify(map.slice(0, i + 1))))]);

type SkeletonEntry = [key: string] | [key: string, source: string] | [key: string, entries: SkeletonEntry[]];

/**
 * A key that only a document whose skeleton (all but its parts) reads the same has: the names of the entries
 * of each mapping that holds parts, in order, and every other entry's source key; undefined when one has none.
 * Whether the document is large enough to be checked to its first error only is part of it.
 */
function skeletonKey(doc: OpenApiDoc, parts: Part[]): string | undefined {
  /** The keys of the parts of each mapping that holds some, by the mapping's path as JSON. */
  const partKeys = new Map<string, Set<string>>();
  for (const part of parts) {
    if (part.whole) continue;
    const map = JSON.stringify(part.path.slice(0, -1));
    const keys = partKeys.get(map) ?? new Set<string>();
    if (keys.size === 0) partKeys.set(map, keys);
    keys.add(part.key);
  }
  const describe = (path: string[], holder: JsonRecord): SkeletonEntry[] | undefined => {
    const entries: SkeletonEntry[] = [];
    const inHolder = partKeys.get(JSON.stringify(path));
    for (const key of Object.keys(holder)) {
      const child = holder[key];
      if (inHolder?.has(key)) {
        entries.push([key]);
        continue;
      }
      const childPath = [...path, key];
      if (holders.has(JSON.stringify(childPath)) && isRecord(child)) {
        const inner = describe(childPath, child);
        if (!inner) return undefined;
        entries.push([key, inner]);
      } else {
        const source = sourceKeyOf(doc, childPath);
        if (source === undefined) return undefined;
        entries.push([key, source]);
      }
    }
    return entries;
  };
  const large = countValues(doc.value, maxFullCheckValues) > maxFullCheckValues;
  const root = isRecord(doc.value) ? describe([], doc.value) : sourceKeyOf(doc, []);
  return root === undefined ? undefined : JSON.stringify([large, root]);
}

/** The document's problems against the OpenAPI schema of its version (O002); [] when it has no known version. */
export function schemaProblems(doc: OpenApiDoc): SchemaProblem[] {
  const known = checked.get(doc);
  if (known) return known;
  const problems: SchemaProblem[] = [];
  if (doc.version) {
    const schema = preparedSchema(doc.version);
    const kept = partsChecked.get(doc.file);
    const fresh: KeptParts = new Map();

    // Past the cap the check stops: a document with 50,000 broken components is not checked to its end.
    let more: string[] | undefined;
    const parts = partsOf(doc.value, schema);
    let group: Map<string, Kept> | undefined;
    let groupName: string | undefined;
    for (const part of parts) {
      const source = part.whole ? skeletonKey(doc, parts) : sourceKeyOf(doc, part.path);
      const last = source === undefined ? undefined : kept?.get(part.group)?.get(part.key);
      const found = last && last.source === source ? last.problems : partProblems(doc, part, schema);
      if (source !== undefined) {
        if (!group || groupName !== part.group) {
          groupName = part.group;
          group = fresh.get(part.group) ?? new Map<string, Kept>();
          fresh.set(part.group, group);
        }
        group.set(part.key, { source, problems: found });
      }
      for (const problem of found) {
        if (problems.length >= maxSchemaProblems) {
          more = problem.path;
          break;
        }
        problems.push(problem);
      }
      if (more) break;
    }
    if (more) {
      const message = `more problems against the OpenAPI ${doc.version} schema from here on are not listed: fix the first ${maxSchemaProblems} and check again`;
      problems.push({ path: more, anchor: "value", message });
    }
    partsChecked.set(doc.file, fresh);
  }
  checked.set(doc, problems);
  return problems;
}
