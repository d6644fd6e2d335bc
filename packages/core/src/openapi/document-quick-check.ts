// A quick yes for a valid part of an OpenAPI document: the prepared schemas compiled ahead of time (Ajv standalone).
import type { Schema } from "@cfworker/json-schema";
import { isRecord } from "../pack/json-value.js";
import { type PreparedSchema, partMaps } from "./document-schemas.js";
import type { OpenApiVersion } from "./read-document.js";
import * as oas30 from "./schemas/oas-3.0.check.generated.js";
import * as oas31 from "./schemas/oas-3.1.check.generated.js";

/** A generated check: true when the value is valid (Ajv's errors, set on the function, are not read). */
type Check = (value: unknown) => boolean;

interface Generated {
  skeleton: Check;
  entries: Record<string, Check>;
}

const generated: Record<OpenApiVersion, Generated> = { "3.0": oas30, "3.1": oas31 };

/** Each prepared schema's checked subschemas (the skeleton's root, each mapping's entry subschemas) to their checks. */
const checks = new WeakMap<PreparedSchema, WeakMap<Schema, Check>>();

/** The key of a mapping's entry subschema in `entries` (as scripts/openapi-validators.ts writes it). */
const entryKey = (path: readonly string[], pattern: string) => `${path.join("/")}\n${pattern}`;

function checksOf(schema: PreparedSchema): WeakMap<Schema, Check> {
  let known = checks.get(schema);
  if (known) return known;
  known = new WeakMap();
  const { skeleton, entries } = generated[schema.version];
  known.set(schema.skeleton.root, skeleton);
  for (const path of partMaps) {
    const map = schema.mapSchema(path);
    if (!map) continue;
    const subs: [string, unknown][] = Object.entries(isRecord(map.patternProperties) ? map.patternProperties : {});
    subs.push(["", map.additionalProperties]);
    for (const [pattern, sub] of subs) {
      const check = entries[entryKey(path, pattern)];
      if (check && isRecord(sub)) known.set(sub as Schema, check);
    }
  }
  checks.set(schema, known);
  return known;
}

/**
 * Whether `value` is valid against `part` (the skeleton's root or an entry subschema of `schema`), said quickly;
 * false when it is not, or when no generated check is known for it or the check could not run (a value nested past
 * the call stack): @cfworker/json-schema then checks it and says what is wrong, as before. A generated check is
 * never more lenient than cfworker (document-quick-check.test.ts compares both), so a valid answer skips nothing.
 */
export function quicklyValid(schema: PreparedSchema, part: Schema, value: unknown): boolean {
  const check = checksOf(schema).get(part);
  if (!check) return false;
  try {
    return check(value);
  } catch {
    return false;
  }
}
