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
