// groupDigits against the Intl formatting it replaces.
import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits.js";

describe("groupDigits", () => {
  it.each([0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 10_000_000, -1, -1000, -987_654_321, 2 ** 31])(
    "%d as en-US writes it",
    (n) => {
      expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
    },
  );

  it("drops a fraction (counts are whole); writes non-finite values and those past 1e21 as String does", () => {
    expect(groupDigits(1234.9)).toBe("1,234");
    expect(groupDigits(Number.NaN)).toBe("NaN");
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe("Infinity");
    expect(groupDigits(1e21)).toBe("1e+21");
    expect(groupDigits(-2.5e22)).toBe("-2.5e+22");
  });
});
