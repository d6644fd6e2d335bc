// Linear-time patterns: the same answers as JavaScript's own engine (u flag), refusals, and no catastrophic backtracking.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toRe2Syntax } from "./ecma-pattern.js";
import { linearPattern, patternProblem, withLinearRegExp } from "./linear-pattern.js";

/** Patterns whose meaning differs between ECMA-262 and RE2 unless translated, with strings on both sides of it. */
const table: [pattern: string, texts: string[]][] = [
  ["^[0-9]+\\.[0-9]{2}$", ["2.80", "2.8", "12.345", "a2.80"]],
  [".", ["\n", "\r", "\u2028", "\u2029", "a", "😀", ""]],
  ["^.$", ["😀", "\ud83d", "ab"]],
  ["\\s", [" ", "\t", "\u00a0", "\ufeff", "\u3000", "\u2028", "\u200b", "x"]],
  ["^\\S+$", ["abc", "a b", "a\u00a0b", "a\u200bb"]],
  ["[\\s\\d]", ["\u2003", "5", "x"]],
  ["[^\\S]", ["\u2003", "x"]],
  ["[]", ["", "a"]],
  ["^[^]$", ["a", "\n", "😀", ""]],
  ["^[\\]\\-^a]+$", ["]-^a", "b"]],
  ["^[a-c-]+$", ["a-c", "d"]],
  ["\\bword\\b", ["a word here", "swordfish", "word"]],
  ["\\Bor\\B", ["word", "or"]],
  ["^\\w+$", ["snake_case1", "é", "kebab-case"]],
  ["^\\p{L}+$", ["héllo", "hello1", "Ωμέγα"]],
  ["^\\p{Lu}", ["Hello", "hello"]],
  ["^\\p{Letter}+$", ["abc", "a1"]],
  ["^\\p{Script=Greek}+$", ["αβγ", "abc"]],
  ["^\\P{L}+$", ["123", "1a"]],
  ["^[\\p{N}x]+$", ["12x", "12y"]],
  ["\\u{1F600}", ["😀", ":)"]],
  ["\\uD83D\\uDE00", ["😀", "\ud83d"]],
  ["^\\u0041\\x42\\cJ$", ["AB\n", "AB"]],
  ["^a\\/b\\.c\\$$", ["a/b.c$", "a/bxc$"]],
  ["\\0", ["\u0000", "0"]],
  ["[\\b]", ["\b", "b"]],
  ["^(?<year>\\d{4})-(?:\\d{2})$", ["2024-01", "24-01"]],
  ["^(a|ab)(c|bcd)(d*)$", ["abcd", "abd", "acd"]],
  ["^a{2,3}$", ["a", "aa", "aaa", "aaaa"]],
  ["^a{2,}?b", ["aab", "ab", "aaaab"]],
  ["^(a+)+$", ["aaaa", "aaa!"]],
  ["$", [""]],
  ["^$", ["", "\n"]],
  ["a$", ["a\n", "a"]],
  ["", ["", "anything"]],
  ["^[\\u{10000}-\\u{10FFFF}]$", ["😀", "a"]],
  ["^[😀-😂]+$", ["😁😂", "😃"]],
];

describe("linear patterns mean what JavaScript's engine means (u flag)", () => {
  it.each(table)("%s", (pattern, texts) => {
    const linear = linearPattern(pattern);
    const native = new RegExp(pattern, "u");
    for (const text of texts) expect(linear.test(text), JSON.stringify(text)).toBe(native.test(text));
  });

  it("agrees with the native engine on generated patterns and strings", () => {
    const atoms = ["a", "b", ".", "\\s", "\\S", "\\d", "\\w", "\\W", "[ab]", "[^a]", "[a-c]", "\\b", "-", " ", "é"];
    const suffix = ["", "*", "+", "?", "{1,2}", "*?"];
    const part = fc.tuple(fc.constantFrom(...atoms), fc.constantFrom(...suffix)).map(([a, q]) => a + q);
    const pattern = fc
      .tuple(fc.boolean(), fc.array(part, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.boolean())
      .map(
        ([start, parts, alt, end]) =>
          `${start ? "^" : ""}${alt ? `(?:${parts.join("|")})` : parts.join("")}${end ? "$" : ""}`,
      )
      .filter((p) => {
        try {
          return new RegExp(p, "u") !== undefined; // `\b+` and the like do not parse: not a pattern
        } catch {
          return false;
        }
      });
    const unit = fc.constantFrom("a", "b", "c", "1", " ", "\u00a0", "\n", "é", "-", "_");
    const text = fc.string({ unit, maxLength: 8 });
    fc.assert(
      fc.property(pattern, text, (p, t) => {
        expect(linearPattern(p).test(t)).toBe(new RegExp(p, "u").test(t));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes characters as escapes, so RE2's own syntax in a pattern stays literal", () => {
    expect(toRe2Syntax("[[:alpha:]]")).toBe("[\\x{5B}\\x{3A}\\x{61}\\x{6C}\\x{70}\\x{68}\\x{61}\\x{3A}]\\x{5D}");
  });
});

describe("patterns no linear engine can run are refused, saying why", () => {
  it.each([
    ["(a)\\1", "backreference (\\1)"],
    ["(?<x>a)\\k<x>", "backreference (\\k<name>)"],
    ["a(?=b)", "lookahead"],
    ["a(?!b)", "lookahead"],
    ["(?<=a)b", "lookbehind"],
    ["(?<!a)b", "lookbehind"],
    ["a{1001}", "invalid repeat count"],
    ["\\p{Script_Extensions=Greek}", "no linear-time equivalent"],
    ["([", "not a regular expression"],
    ["a{", "not a regular expression"],
    ["\\-", "not a regular expression"],
    ["(?i)a", "not a regular expression"],
  ])("%s", (pattern, why) => {
    expect(patternProblem(pattern)).toContain(why);
    expect(() => linearPattern(pattern)).toThrow(why);
  });
});

describe("no catastrophic backtracking", () => {
  // The native engine takes about 2^n steps here: 34 letters is minutes, 10,000 would never end.
  const nested = "^(a+)+$";
  it.each([34, 10_000])("%s letters and a '!' against ^(a+)+$", (n) => {
    expect(linearPattern(nested).test(`${"a".repeat(n)}!`)).toBe(false);
    expect(linearPattern(nested).test("a".repeat(n))).toBe(true);
  });

  it("the scoped RegExp answers through the linear engine and the native one is back after", () => {
    const native = RegExp;
    const seen = withLinearRegExp(() => new RegExp(nested, "u").test(`${"a".repeat(10_000)}!`));
    expect(seen).toBe(false);
    expect(globalThis.RegExp).toBe(native);
    const backreference = "(a)\\1"; // a variable: the constructor, not a literal, is what the validator calls
    expect(() => withLinearRegExp(() => new RegExp(backreference, "u"))).toThrow(/backreference/);
    expect(globalThis.RegExp).toBe(native);
  });

  it("answers RegExp(…) called without new, as the minified validator calls it", () => {
    // Minifiers turn `new RegExp(p, "u")` into `RegExp(p, "u")`; the production build then refused every pattern.
    const called = withLinearRegExp(() => RegExp(nested, "u").test("a".repeat(10_000)));
    expect(called).toBe(true);
    // Variables, not literals: a literal never calls the global constructor.
    const year = "^[0-9]{4}$";
    const backreference = "(a)\\1";
    expect(withLinearRegExp(() => RegExp(year, "u").test("2026"))).toBe(true);
    expect(() => withLinearRegExp(() => RegExp(backreference, "u"))).toThrow(/backreference/);
  });
});
