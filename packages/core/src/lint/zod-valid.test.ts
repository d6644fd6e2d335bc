// Tests of the quick zod check: it says valid only when zod's safeParse succeeds, and says so for valid packs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { policySchema } from "../schema/policy.js";
import { surfaceSchema } from "../schema/surface.js";
import { specExample } from "../testing/spec-example.js";
import { valid } from "./zod-valid.js";

type Json = unknown;

/** Every path to a value inside `value`. */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) paths(value[i], [...at, i], out);
  } else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** `value` with the value at `path` replaced (or, for `undefined`, removed). */
function replaced(value: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  const inner = replaced(copy[head], rest, next);
  if (inner === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = inner ?? null;
  return copy;
}

const examples = ["ledger", "notes-project", "broken"].map((name) => specExample(name));
const cases: [string, z.ZodMiniType, Json[]][] = [
  ["surface.json", surfaceSchema, examples.map((f) => JSON.parse(f["surface.json"] ?? "{}"))],
  ["policy.json", policySchema, examples.map((f) => JSON.parse(f["policy.json"] ?? "{}"))],
];

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(undefined, "wrap", "read", "write", "always", "cli", ["cli"], 1, { bin: "x" }, { type: "string" }),
  fc.dictionary(fc.constantFrom("type", "live", "kind", "bin", "mode", "constructor", "__proto__"), fc.jsonValue()),
);

describe("valid", () => {
  for (const [file, schema, values] of cases) {
    it(`agrees with zod on the spec examples' ${file}`, () => {
      for (const value of values) expect(valid(schema, value)).toBe(schema.safeParse(value).success);
    });
    it(`says valid only when zod accepts: ${file} with a value replaced, added or removed`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...values),
          fc.nat(),
          fc.string({ maxLength: 4 }),
          anyValue,
          (value, pick, key, next) => {
            const all = paths(value);
            const path = all[pick % all.length] as (string | number)[];
            const mutated = pick % 3 === 0 ? replaced(value, [...path, key], next) : replaced(value, path, next);
            if (valid(schema, mutated)) expect(schema.safeParse(mutated).success).toBe(true);
          },
        ),
        { numRuns: 3000 },
      );
    });
  }
  it("leaves to zod what it does not read: objects not made by JSON.parse, own constructor keys", () => {
    expect(valid(policySchema, Object.assign(Object.create(null), { surface_id: "x" }))).toBe(false);
    expect(valid(policySchema, { surface_id: "x", verbs: { constructor: { effect: "read" } } })).toBe(false);
    expect(valid(policySchema, { surface_id: "x", verbs: { a: { effect: "read" } } })).toBe(true);
  });
});
