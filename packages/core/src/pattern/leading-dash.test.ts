// forbidsLeadingDash: which patterns keep a value from starting with `-` (LINT.md M027), checked against the native engine.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forbidsLeadingDash } from "./leading-dash.js";

const forbid: string[] = [
  "^[a-z]+$",
  "^[^-]",
  "^\\w+$",
  "^n-[0-9]+$",
  "^[0-9]+\\.[0-9]{2}$",
  "^(?:[^-]|$)",
  "^$",
  "^(a|b)",
  "^(?<id>[a-z])",
  "^a*$",
  "^\\bx",
  "^\\Bx",
  "^\\d{2,}",
  "^(?:https?|ssh)://",
  "^[\\p{L}\\d_][\\p{L}\\d_-]*$",
  "(^a|^b)c",
  "^(a)\\1$", // not usable at all (X001): nothing matches
];
const allow: string[] = [
  "",
  "x",
  "[a-z]+",
  "^.",
  "^[a-z-]+$",
  "^[\\w-]+$",
  "^\\S+$",
  "^\\D",
  "^\\p{P}",
  "^a*",
  "^a?",
  "^(a|)",
  "^(a|-)",
  "^-?[0-9]+$",
  "^-",
  "a|^b",
  "^a|b",
  "^[^a]",
  "(^a)?b",
  "^x{0}",
  "^\\B-",
];

describe("forbidsLeadingDash (LINT.md M027)", () => {
  it.each(forbid)("%s forbids a leading -", (p) => {
    expect(forbidsLeadingDash(p)).toBe(true);
  });
  it.each(allow)("%s lets a value start with -", (p) => {
    expect(forbidsLeadingDash(p)).toBe(false);
  });

  it("never says a pattern forbids a leading - when the native engine matches a value starting with -", () => {
    const piece = fc.constantFrom(
      "a",
      "-",
      "\\d",
      "\\w",
      "\\W",
      ".",
      "[a-]",
      "[^a]",
      "[^-]",
      "^",
      "$",
      "\\b",
      "\\B",
      "(a|-)",
      "(?:b|$)",
      "(^a)",
      "(?:)",
    );
    const quantified = fc.tuple(piece, fc.constantFrom("", "", "*", "+", "?", "{0,2}", "{1}")).map(([p, q]) => {
      const bare = p === "^" || p === "$" || p === "\\b" || p === "\\B";
      return bare ? p : p + q;
    });
    const alternative = fc.array(quantified, { minLength: 0, maxLength: 5 }).map((a) => a.join(""));
    const pattern = fc.array(alternative, { minLength: 1, maxLength: 3 }).map((a) => a.join("|"));
    const value = fc
      .array(fc.constantFrom("a", "b", "-", "1", " ", "_"), { maxLength: 6 })
      .map((a) => `-${a.join("")}`);
    fc.assert(
      fc.property(pattern, value, (p, v) => {
        if (forbidsLeadingDash(p)) expect(new RegExp(p, "u").test(v), `${p} on ${v}`).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});
