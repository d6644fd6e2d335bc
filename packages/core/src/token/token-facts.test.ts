// Token and user-code facts (DECISIONS.md 13): the forms the studio, the CLI and the database agree on.
import { describe, expect, it } from "vitest";
import { normalizeUserCode, personalTokenPattern, userCodePattern } from "./token-facts.js";

describe("token facts (DECISIONS.md 13)", () => {
  it.each([
    ["pst_" + "a".repeat(43), true],
    ["pst_" + "a".repeat(42), false],
    ["PST_" + "a".repeat(43), false],
    ["pst_" + "a".repeat(42) + "=", false],
  ])("personal token %s matches: %s", (text, ok) => {
    expect(personalTokenPattern.test(text)).toBe(ok);
  });

  it.each([
    ["bcdf-ghjk", "BCDF-GHJK", true],
    ["BCDF GHJK", "BCDF-GHJK", true],
    [" bcdfghjk ", "BCDF-GHJK", true],
    ["ABCD-EFGH", "ABCD-EFGH", false], // vowels are never in a code
    ["BCD", "BCD", false],
  ])("user code %j reads as %s (valid: %s)", (typed, normal, ok) => {
    expect(normalizeUserCode(typed)).toBe(normal);
    expect(userCodePattern.test(normalizeUserCode(typed))).toBe(ok);
  });
});
