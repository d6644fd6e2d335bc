// Tests of the validator cache: equal schemas share a validator, whatever object holds them.
import { describe, expect, it } from "vitest";
import { argsValidator } from "./args-validator.js";

const text =
  '{"type":"object","properties":{"a":{"type":"string","examples":["x"]},"n":{"type":"integer"}},"required":["a"]}';

describe("argsValidator", () => {
  it("gives equal schemas (parsed anew) the same validator", () => {
    expect(argsValidator(JSON.parse(text))).toBe(argsValidator(JSON.parse(text)));
  });
  it("tells schemas apart by every value and by key order, as their JSON texts differ", () => {
    const first = argsValidator(JSON.parse(text));
    const other = [
      text.replace('"x"', '"y"'),
      text.replace('"integer"', '"number"'),
      text.replace('"required":["a"]', '"required":["n"]'),
      '{"properties":{"a":{"type":"string","examples":["x"]},"n":{"type":"integer"}},"type":"object","required":["a"]}',
    ];
    for (const t of other) expect(argsValidator(JSON.parse(t))).not.toBe(first);
  });
  it("answers the same for an equal schema as for the first one", () => {
    const values = { a: 1, n: 1.5 };
    expect(argsValidator(JSON.parse(text)).validate(values)).toEqual(argsValidator(JSON.parse(text)).validate(values));
    expect(argsValidator(JSON.parse(text)).validate(values).length).toBeGreaterThan(0);
  });
});

describe("argsValidator with a boolean schema (JSON Schema 2020-12: true takes anything, false nothing)", () => {
  it("true accepts every value, never throws", () => {
    expect(argsValidator(true).validate({ a: 1, b: "x" })).toEqual([]);
    expect(argsValidator(true).validate({})).toEqual([]);
  });
  it("false refuses every value with one error on the whole, never throws", () => {
    expect(argsValidator(false).validate({})).toEqual([
      expect.objectContaining({ keyword: "false", instanceLocation: "#" }),
    ]);
    expect(argsValidator(false).validate({ a: 1 })).toHaveLength(1);
  });
});

describe("format is an annotation wherever it sits (D4)", () => {
  it("is not asserted in a map that a $ref reads as a schema", () => {
    // `#/dependencies` read as a schema has a `format` key whose value names a format.
    const schema = { properties: { a: { $ref: "#/dependencies" } }, dependencies: { format: ["email"] } };
    expect(argsValidator(schema).validate({ a: "not an address" })).toEqual([]);
  });
});
