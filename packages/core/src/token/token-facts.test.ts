// Token and user-code facts (DECISIONS.md 13): the forms the studio, the CLI and the database agree on.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clientNameOf,
  clientNamePattern,
  normalizeUserCode,
  personalTokenPattern,
  userCodePattern,
} from "./token-facts.js";

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

  it.each([
    ["build-box.local", "build-box.local"],
    ["Ada's MacBook (2)", "Ada-s MacBook (2)"],
    ["  ", "a terminal"],
    ["", "a terminal"],
    ["é", "-"],
    ["x".repeat(80), "x".repeat(64)],
  ])("host %j is the client name %j", (host, name) => {
    expect(clientNameOf(host)).toBe(name);
    expect(clientNamePattern.test(name)).toBe(true);
  });

  it.each(["", "a/b", "x".repeat(65), "tab\there", "line\nbreak"])("%j is not a client name", (name) => {
    expect(clientNamePattern.test(name)).toBe(false);
  });

  it("turns any host name into a name device.start accepts (the CLI's and the studio's rule are one)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: "binary" }), (host) => clientNamePattern.test(clientNameOf(host))),
    );
  });
});
