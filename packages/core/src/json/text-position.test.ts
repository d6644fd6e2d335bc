// LineIndex places offsets as a plain count of line breaks does, for small and large texts, LF and CRLF.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineIndex } from "./text-position.js";

/** Line and column of `offset` by reading every unit before it (\r\n, \n and \r end a line). */
function naive(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) {
      line++;
      start = i + 1;
    } else if (c === "\r") {
      line++;
      start = i + 2;
      i++;
    }
  }
  return { line, column: offset - start + 1 };
}

describe("LineIndex", () => {
  it("agrees with a count of line breaks on small texts", () => {
    const unit = fc.constantFrom("a", " ", "\n", "\r", "\r\n", "é");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), fc.nat(), (text, n) => {
        const offset = n % (text.length + 1);
        // An offset inside \r\n belongs to the line the \r ends.
        if (text[offset - 1] === "\r" && text[offset] === "\n") return;
        expect(new LineIndex(text).position(offset)).toEqual(naive(text, offset));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(["\n", "\r\n"])("agrees on a text over 64 KiB with %j line ends", (eol) => {
    const text = Array.from({ length: 9000 }, (_, i) => "x".repeat(i % 17)).join(eol);
    const index = new LineIndex(text);
    for (let offset = 0; offset <= text.length; offset += 997) {
      if (text[offset - 1] === "\r") continue;
      expect(index.position(offset)).toEqual(naive(text, offset));
    }
    expect(index.position(text.length)).toEqual(naive(text, text.length));
  });
});
