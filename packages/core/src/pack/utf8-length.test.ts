// Tests of utf8Length: the same count as reading every unit, at chunk edges and with lone surrogates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utf8Length } from "./pack-files.js";

/** The count it replaced: one unit at a time from the first non-ASCII one. */
function reference(text: string): number {
  const wide = text.search(/[\u0080-\uffff]/);
  if (wide === -1) return text.length;
  let bytes = wide;
  for (let i = wide; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const chunk = 16 * 1024;
const odd = ["é", "日", "😀", "\ud800", "\udc00", "\ud800\u4e00", "\x7f", "\x80"];

describe("utf8Length", () => {
  it("counts ASCII, two-, three- and four-byte characters", () => {
    expect(utf8Length("")).toBe(0);
    expect(utf8Length("abc")).toBe(3);
    expect(utf8Length("é日😀")).toBe(2 + 3 + 4);
    expect(utf8Length("a".repeat(3 * chunk + 5))).toBe(3 * chunk + 5);
  });
  it("matches a unit-by-unit count wherever a wide character or a surrogate falls", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * chunk }),
        fc.constantFrom(...odd),
        fc.integer({ min: 0, max: 40 }),
        (at, piece, tail) => {
          const text = `${"x".repeat(at)}${piece}${"y".repeat(tail)}`;
          expect(utf8Length(text)).toBe(reference(text));
        },
      ),
      { numRuns: 2000 },
    );
    for (const at of [chunk - 2, chunk - 1, chunk, 2 * chunk - 1]) {
      for (const piece of odd) {
        const text = `${"x".repeat(at)}${piece}z`;
        expect(utf8Length(text)).toBe(reference(text));
      }
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        expect(utf8Length(text)).toBe(reference(text));
      }),
      { numRuns: 3000 },
    );
  });
});
