// closingQuote: the quote that ends a JSON string, past escaped quotes and runs of backslashes.
import { describe, expect, it } from "vitest";
import { closingQuote } from "./string-end.js";

describe("closingQuote", () => {
  it.each([
    ['"abc"', 4],
    ['"a\\"b"', 5],
    ['"a\\\\"b"', 4],
    ['"a\\\\\\"b"', 7],
    ['""', 1],
    ['"unterminated', -1],
    ['"ends in a slash\\"', -1],
  ])("%s closes at %i", (text, at) => {
    expect(closingQuote(text, 0)).toBe(at);
  });

  it("starts at the given quote", () => {
    expect(closingQuote('{"k": "v"}', 6)).toBe(8);
  });
});
