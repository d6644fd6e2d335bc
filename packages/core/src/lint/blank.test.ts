// isBlank answers what trim() === "" answers, on every whitespace character and around it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBlank } from "./blank.js";

describe("isBlank", () => {
  it("agrees with trim() on texts of whitespace and other characters", () => {
    const unit = fc.constantFrom(
      " ",
      "\t",
      "\n",
      "\r",
      "\v",
      "\f",
      "\u00a0",
      "\u1680",
      "\u2000",
      "\u200a",
      "\u2028",
      "\u2029",
      "\u202f",
      "\u205f",
      "\u3000",
      "\ufeff",
      "\u200b",
      "\u0085",
      "x",
      "{",
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), (text) => {
        expect(isBlank(text)).toBe(text.trim() === "");
      }),
      { numRuns: 2000 },
    );
  });
});
