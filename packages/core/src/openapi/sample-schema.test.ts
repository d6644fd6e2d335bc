// sampleSchema: openapi-sampler over a bounded copy (DECISIONS 14, dry-run): plain schemas, then hostile ones.
import { describe, expect, it } from "vitest";
import { sampleBounds } from "./bounded-schema.js";
import { jsonSizeWithin } from "./json-size.js";
import { maxSampleChars, sampleSchema } from "./sample-schema.js";

const value = (doc: unknown, schema: unknown, direction: "request" | "response" = "response") => {
  const result = sampleSchema(doc, schema, direction);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe("sampleSchema: what a schema documents", () => {
  const doc = {
    components: {
      schemas: {
        Pet: {
          type: "object",
          required: ["id", "name"],
          properties: {
            id: { type: "integer", format: "int64", readOnly: true },
            name: { type: "string", example: "doggie" },
            password: { type: "string", writeOnly: true },
            status: { type: "string", enum: ["available", "pending", "sold"] },
            tags: { type: "array", items: { type: "string" }, minItems: 3 },
          },
        },
      },
    },
  };
  const cases: [string, unknown, unknown][] = [
    ["a schema's example", { type: "string", example: "hi" }, "hi"],
    ["const before enum", { const: 7, enum: [1] }, 7],
    ["3.1 examples: the first", { type: "string", examples: ["a", "b"] }, "a"],
    ["a 3.1 type list: the first non-null type", { type: ["null", "integer"] }, 0],
    ["a format", { type: "string", format: "date" }, "2019-08-24"],
    [
      "a $ref, writeOnly left out of a response, one array item",
      { $ref: "#/components/schemas/Pet" },
      { id: 0, name: "doggie", status: "available", tags: ["string"] },
    ],
    [
      "allOf merged",
      {
        allOf: [{ type: "object", properties: { a: { type: "string" } } }, { properties: { b: { type: "boolean" } } }],
      },
      { a: "string", b: true },
    ],
    ["oneOf: its first", { oneOf: [{ type: "integer" }, { type: "string" }] }, 0],
    [
      "additionalProperties as one named property",
      { type: "object", additionalProperties: { type: "integer" } },
      { property1: 0 },
    ],
  ];
  it.each(cases)("%s", (_name, schema, expected) => {
    expect(value(doc, schema)).toEqual(expected);
  });

  it("leaves readOnly out of a request and keeps writeOnly", () => {
    expect(value(doc, { $ref: "#/components/schemas/Pet" }, "request")).toEqual({
      name: "doggie",
      password: "string",
      status: "available",
      tags: ["string"],
    });
  });

  it("lets a property named __proto__ change no shared prototype", () => {
    const properties = JSON.parse('{"__proto__": {"type": "object", "properties": {"polluted": {"const": 1}}}}');
    value({}, { type: "object", properties });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/** A chain of `n` schemas, each nesting the next under `key`. */
function chain(n: number, wrap: (inner: unknown) => unknown): unknown {
  let schema: unknown = { type: "string" };
  for (let i = 0; i < n; i++) schema = wrap(schema);
  return schema;
}

describe("sampleSchema: hostile schemas end, small", () => {
  const selfDoc = {
    components: {
      schemas: {
        Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" }, name: { type: "string" } } },
        A: { allOf: [{ $ref: "#/components/schemas/B" }] },
        B: { allOf: [{ $ref: "#/components/schemas/A" }], type: "object" },
        Loop: { $ref: "#/components/schemas/Loop" },
      },
    },
  };
  const refChainDoc = {
    components: {
      schemas: Object.fromEntries(
        Array.from({ length: 10_000 }, (_, i) => [
          `S${i}`,
          i === 9_999 ? { type: "integer" } : { $ref: `#/components/schemas/S${i + 1}` },
        ]),
      ),
    },
  };
  const wideObject = {
    type: "object",
    properties: Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`p${i}`, { type: "string", minLength: 1_000_000 }]),
    ),
  };
  const cases: [string, unknown, unknown][] = [
    ["a self-referencing object", selfDoc, { $ref: "#/components/schemas/Node" }],
    ["two schemas whose allOf name each other", selfDoc, { $ref: "#/components/schemas/A" }],
    ["a $ref to itself", selfDoc, { $ref: "#/components/schemas/Loop" }],
    ["a 10,000-deep allOf chain", {}, chain(10_000, (inner) => ({ allOf: [inner] }))],
    ["a 10,000-deep oneOf chain", {}, chain(10_000, (inner) => ({ oneOf: [inner, { type: "null" }] }))],
    ["a 10,000-deep property chain", {}, chain(10_000, (inner) => ({ type: "object", properties: { a: inner } }))],
    ["a 10,000-deep items chain", {}, chain(10_000, (inner) => ({ type: "array", items: inner, minItems: 5 }))],
    ["a chain of 10,000 $refs", refChainDoc, { $ref: "#/components/schemas/S0" }],
    ["a 100,000-value enum", {}, { type: "string", enum: Array.from({ length: 100_000 }, (_, i) => `v${i}`) }],
    ["a huge minItems", {}, { type: "array", minItems: 1e12, items: { type: "string" } }],
    ["a huge minLength", {}, { type: "string", minLength: 2 ** 31 }],
    ["a huge password minLength", {}, { type: "string", format: "password", minLength: 2 ** 31 }],
    ["200 properties each with a huge minLength", {}, wideObject],
    [
      "arrays of objects of arrays, 2 levels of 100 properties",
      {},
      {
        type: "object",
        properties: Object.fromEntries(
          Array.from({ length: 100 }, (_, i) => [`a${i}`, { type: "array", minItems: 100, items: wideObject }]),
        ),
      },
    ],
    [
      "additionalProperties nested 10,000 deep",
      {},
      chain(10_000, (inner) => ({ type: "object", additionalProperties: inner })),
    ],
    ["a huge example beside a type", {}, { type: "object", default: { big: "x".repeat(3_000_000) } }],
  ];
  it.each(cases)("%s", (_name, doc, schema) => {
    const result = sampleSchema(doc, schema, "response");
    expect(result.ok).toBe(true);
    if (result.ok) expect(jsonSizeWithin(result.value, maxSampleChars)).toBeDefined();
  });

  it("samples a cycle as the referenced type, and the rest as documented", () => {
    expect(value(selfDoc, { $ref: "#/components/schemas/Node" })).toEqual({ next: {}, name: "string" });
  });

  it("builds a string from a short pattern when asked, and drops a pattern with a huge repeat", () => {
    const withPatterns = { ...sampleBounds, patterns: true };
    expect(sampleSchema({}, { type: "string", pattern: "^[a-f0-9]{24}$" }, "request", withPatterns)).toEqual({
      ok: true,
      value: "a".repeat(24),
    });
    expect(sampleSchema({}, { type: "string", pattern: "^x{999999999}$" }, "request", withPatterns)).toEqual({
      ok: true,
      value: "string",
    });
    expect(sampleSchema({}, { type: "string", pattern: "^[a-f0-9]{24}$" }, "request")).toEqual({
      ok: true,
      value: "string",
    });
  });

  it("gives the first value of a 100,000-value enum", () => {
    expect(value({}, { enum: Array.from({ length: 100_000 }, (_, i) => i + 1) })).toBe(1);
  });

  it("gives one item for a huge minItems, and a string of the bounded length for a huge minLength", () => {
    expect(value({}, { type: "array", minItems: 1e12, items: { type: "integer" } })).toEqual([0]);
    expect(value({}, { type: "string", minLength: 1e9 })).toHaveLength(64);
  });
});
