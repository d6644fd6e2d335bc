// Table tests of argument checks against JSON Schema: the words of each refusal, and no code generation.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JsonRecord } from "../pack/json-value.js";
import { readSurface } from "../pack/surface-view.js";
import { checkArgs } from "./check-args.js";

/** Check `args` against a `probe` command whose `cli` names `inArgv` and whose `args` schema is `schema`. */
function check(schema: JsonRecord, args: unknown, inArgv: string[] = []) {
  const surface = readSurface({
    id: "mini",
    cliBin: "mini",
    verbs: { probe: { cli: ["mini", ...inArgv.map((n) => `{{${n}}}`)], args: schema } },
  });
  const verb = surface?.verbs[0];
  if (!surface || !verb) throw new Error("fixture does not read");
  return checkArgs(surface, verb, args);
}

const object = (properties: JsonRecord, required: string[] = [], extra: JsonRecord = {}): JsonRecord => ({
  type: "object",
  properties,
  required,
  ...extra,
});

interface Row {
  name: string;
  schema: JsonRecord;
  args: unknown;
  ok?: JsonRecord;
  code?: string;
  names?: string[];
  message?: string;
}

const rows: Row[] = [
  {
    name: "type",
    schema: object({ amount: { type: "string" } }),
    args: { amount: 2.8 },
    code: "invalid_argument",
    names: ["amount"],
    message: '"amount" must be a string (found number 2.8).',
  },
  {
    name: "type list, with an article each",
    schema: object({ n: { type: ["integer", "null"] } }),
    args: { n: 1.5 },
    message: '"n" must be an integer or null (found number 1.5).',
  },
  {
    name: "enum",
    schema: object({ c: { enum: ["a", "b"] } }),
    args: { c: "z" },
    message: '"c" must be one of "a", "b" (found string "z").',
  },
  {
    name: "minimum and maxLength together, one problem an argument",
    schema: object({ n: { type: "number", minimum: 1 }, s: { type: "string", maxLength: 3 } }),
    args: { n: 0, s: "long" },
    names: ["n", "s"],
    message: '"n" must be at least 1 (found number 0). "s" must be at most 3 characters long (found string "long").',
  },
  {
    name: "pattern",
    schema: object({ amount: { type: "string", pattern: "^[0-9]+\\.[0-9]{2}$" } }),
    args: { amount: "2.8" },
    message: '"amount" must match the pattern "^[0-9]+\\\\.[0-9]{2}$" (found string "2.8").',
  },
  {
    name: "nested: the path inside the argument",
    schema: object({ filter: { type: "object", properties: { since: { type: "string" } } } }),
    args: { filter: { since: 3 } },
    message: '"filter" at /since must be a string (found number 3).',
  },
  {
    name: "nested required",
    schema: object({ filter: { type: "object", required: ["since"] } }),
    args: { filter: {} },
    message: '"filter" must have the property "since" (found an object).',
  },
  {
    name: "anyOf on an argument",
    schema: object({ v: { anyOf: [{ type: "string" }, { type: "boolean" }] } }),
    args: { v: 1 },
    message: '"v" must match one of the forms its schema allows (anyOf) (found number 1).',
  },
  {
    name: "a $ref falls back to the validator's words",
    schema: object({ v: { $ref: "#/$defs/word" } }, [], { $defs: { word: { type: "string" } } }),
    args: { v: 1 },
    names: ["v"],
  },
  {
    name: "format is an annotation (draft 2020-12), never asserted",
    schema: object({ when: { type: "string", format: "date" } }),
    args: { when: "not a date" },
    ok: { when: "not a date" },
  },
  {
    name: "format under dependencies is an annotation too (D4: format is never asserted)",
    schema: object({ a: { type: "string" }, b: { type: "string" } }, [], {
      dependencies: { a: { properties: { b: { format: "email" } } } },
    }),
    args: { a: "x", b: "not an address" },
    ok: { a: "x", b: "not an address" },
  },
  {
    name: "format under dependentSchemas, if/then/else, allOf, not and $defs is never asserted",
    schema: object({ a: { type: "string" }, b: { type: "string" } }, [], {
      dependentSchemas: { a: { properties: { b: { format: "email" } } } },
      if: { properties: { a: { format: "date" } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords
      then: { properties: { b: { format: "ipv4" } } },
      else: { properties: { b: { format: "uri" } } },
      allOf: [{ properties: { b: { format: "uuid" } } }, { $ref: "#/$defs/day" }],
      not: { properties: { a: { not: { format: "email" } } } },
      $defs: { day: { properties: { a: { format: "date" } } } },
    }),
    args: { a: "x", b: "y" },
    ok: { a: "x", b: "y" },
  },
  {
    name: "format in a schema a $ref reaches under an unknown keyword is never asserted",
    schema: object({ b: { $ref: "#/x-lib/mail" } }, [], { "x-lib": { mail: { type: "string", format: "email" } } }),
    args: { b: "not an address" },
    ok: { b: "not an address" },
  },
  {
    name: "a dependency on an argument named format still holds",
    schema: object({ format: { type: "string" }, b: { type: "string" } }, [], { dependencies: { format: ["b"] } }),
    args: { format: "json" },
    code: "missing_argument",
    names: ["b"],
  },
  {
    name: "a schema that is false at the top accepts no arguments, and says so",
    schema: { $ref: "#/$defs/none", $defs: { none: false } },
    args: {},
    code: "invalid_argument",
    names: [""],
    message:
      'The arguments are never accepted: the args schema of "probe" is false for them as a whole, so no call can pass.',
  },
  {
    name: "an argument named format keeps its schema",
    schema: object({ format: { type: "string", enum: ["json", "text"] } }),
    args: { format: "xml" },
    message: '"format" must be one of "json", "text" (found string "xml").',
  },
  {
    name: "dependentRequired adds a missing argument",
    schema: object({ a: { type: "string" }, b: { type: "string" } }, [], { dependentRequired: { a: ["b"] } }),
    args: { a: "x" },
    code: "missing_argument",
    names: ["b"],
    message: '"b" is required by "probe" with these arguments.',
  },
  {
    name: "a rule on the arguments as a whole",
    schema: object({ a: { type: "string" }, b: { type: "string" } }, [], { minProperties: 1 }),
    args: {},
    names: [""],
  },
  {
    name: "valid: null drops an optional argument",
    schema: object({ a: { type: "string" }, b: { type: "string" } }, ["a"]),
    args: { a: "x", b: null },
    ok: { a: "x" },
  },
  {
    name: "an unknown type name is a broken pack, not a bad argument",
    schema: object({ a: { type: "strin" } }),
    args: { a: "x" },
    code: "pack_invalid",
    names: ["probe"],
    message:
      'The args schema of "probe" cannot be used: /properties/a/type names "strin", not one of string, number, integer, boolean, object, array, null.',
  },
  {
    name: "a pattern that is no regular expression is a broken pack",
    schema: object({ a: { type: "string", pattern: "([" } }),
    args: { a: "x" },
    code: "pack_invalid",
  },
  {
    name: "a pattern with a backreference is a broken pack: no linear-time engine runs it",
    schema: object({ a: { type: "string", pattern: "^(a)\\1$" } }),
    args: { a: "aa" },
    code: "pack_invalid",
    message:
      'The args schema of "probe" cannot be used: /properties/a/pattern "^(a)\\\\1$" cannot be used: it uses a backreference (\\1), which needs backtracking.',
  },
  {
    name: "a patternProperties key with a lookahead is a broken pack",
    schema: object({ a: { type: "object", patternProperties: { "^x(?=y)": { type: "string" } } } }),
    args: { a: {} },
    code: "pack_invalid",
  },
  {
    name: "a pattern under a $ref reached through an unknown keyword runs on the linear engine too",
    schema: object({ a: { $ref: "#/x-lib/word" } }, [], { "x-lib": { word: { pattern: "^(a)\\1$" } } }),
    args: { a: "aa" },
    code: "pack_invalid",
    message:
      'The args schema of "probe" cannot be used: the pattern "^(a)\\\\1$" cannot be used: it uses a backreference (\\1), which needs backtracking.',
  },
  {
    name: "enum not an array is a broken pack",
    schema: object({ a: { enum: "x" } }),
    args: { a: "x" },
    code: "pack_invalid",
  },
];

describe("checkArgs against the args schema", () => {
  it.each(rows)("$name", (row) => {
    const result = check(row.schema, row.args);
    if (row.ok) {
      expect(result).toEqual({ ok: true, values: row.ok });
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    if (row.code) expect(result.error.code).toBe(row.code);
    if (row.names) expect(result.error.names).toEqual(row.names);
    if (row.message) expect(result.error.message).toBe(row.message);
    expect(result.error.message).not.toMatch(/undefined|\[object/);
  });
});

/**
 * Nested quantifiers: a backtracking engine takes about 2^n steps on n letters and a "!". 34 letters take
 * minutes each there (past the test timeout) and microseconds here; pattern/linear-pattern.test.ts runs 10,000.
 */
const nested = "^(a+)+$";
const slow = `${"a".repeat(34)}!`;

describe("patterns run in linear time, with the same answers in every place a schema holds one", () => {
  it("pattern ^(a+)+$ against 34 letters and a '!'", () => {
    const text = slow;
    const schema = object({ a: { type: "string", pattern: nested } });
    expect(check(schema, { a: text })).toMatchObject({
      ok: false,
      error: { code: "invalid_argument", message: `"a" must match the pattern "${nested}" (found string "${text}").` },
    });
    expect(check(schema, { a: text.slice(0, -1) })).toEqual({ ok: true, values: { a: text.slice(0, -1) } });
  });

  const places: [string, JsonRecord, JsonRecord, boolean][] = [
    ["anyOf", object({ a: { anyOf: [{ pattern: nested }, { pattern: "^b" }] } }), { a: slow }, false],
    ["anyOf, the other branch", object({ a: { anyOf: [{ pattern: nested }, { pattern: "!$" }] } }), { a: slow }, true],
    ["not", object({ a: { not: { pattern: nested } } }), { a: slow }, true],
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords
    ["if/then", object({ a: { if: { pattern: nested }, then: { maxLength: 1 } } }), { a: slow }, true],
    ["items", object({ a: { type: "array", items: { pattern: nested } } }), { a: [slow] }, false],
    [
      "propertyNames",
      object({ a: { type: "object", propertyNames: { pattern: nested } } }),
      { a: { [slow]: 1 } },
      false,
    ],
    [
      "patternProperties beside additionalProperties: false",
      object({
        a: { type: "object", patternProperties: { [nested]: { type: "integer" } }, additionalProperties: false },
      }),
      { a: { [slow]: 1 } },
      false,
    ],
    [
      "patternProperties matching a key",
      object({
        a: { type: "object", patternProperties: { [nested]: { type: "integer" } }, additionalProperties: false },
      }),
      { a: { aaaa: 1 } },
      true,
    ],
    [
      "$defs through $ref",
      object({ a: { $ref: "#/$defs/w" } }, [], { $defs: { w: { pattern: nested } } }),
      { a: slow },
      false,
    ],
  ];
  it.each(places)("%s", (_name, schema, args, ok) => {
    expect(check(schema, args).ok).toBe(ok);
  });
});

describe("no code generation", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("checks a schema it has never seen with Function and eval unavailable (a CSP without unsafe-eval)", () => {
    const refuse = () => {
      throw new EvalError("Refused to evaluate a string as JavaScript");
    };
    vi.stubGlobal("Function", refuse);
    vi.stubGlobal("eval", refuse);
    const schema = object({ amount: { type: "string", pattern: "^[0-9]+$" }, n: { type: "integer" } }, ["amount"]);
    expect(check(schema, { amount: "12", n: 3 })).toEqual({ ok: true, values: { amount: "12", n: 3 } });
    expect(check(schema, { amount: "x" })).toMatchObject({ ok: false, error: { code: "invalid_argument" } });
  });
});
