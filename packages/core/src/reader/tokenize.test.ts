// Tests of tokenizeCommandLine against the plain character-by-character reading it replaced.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TokenizeResult, tokenizeCommandLine } from "./tokenize.js";

/** The first reading: one character at a time. */
function reference(line: string): TokenizeResult {
  const tokens: string[] = [];
  let current = "";
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return { ok: false, message: "a single quote is never closed", offset: i };
      current += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (ch === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === "\\" && j + 1 < line.length && '"\\$`\n'.includes(line[j + 1] as string)) j++;
        current += line[j];
      }
      if (j >= line.length) return { ok: false, message: "a double quote is never closed", offset: i };
      inWord = true;
      i = j;
    } else if (ch === "\\") {
      if (i + 1 < line.length) current += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) tokens.push(current);
      current = "";
      inWord = false;
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (inWord) tokens.push(current);
  return { ok: true, tokens };
}

const pieces = [
  "a",
  "bc",
  " ",
  "  ",
  "\t",
  "\n",
  "\u00a0",
  "\u2003",
  "\ufeff",
  "\x1c",
  "'",
  '"',
  "\\",
  "$",
  "#",
  "é",
  "--x=",
  "日",
];

describe("tokenizeCommandLine", () => {
  it("reads quotes, escapes and spaces", () => {
    expect(tokenizeCommandLine(`gen a\\ b 'c d' "e \\"f\\"" x''y \\`)).toEqual({
      ok: true,
      tokens: ["gen", "a b", "c d", 'e "f"', "xy", ""], // a closing backslash starts a word
    });
    expect(tokenizeCommandLine("gen 'open")).toEqual({
      ok: false,
      message: "a single quote is never closed",
      offset: 4,
    });
  });
  it("answers as the character-by-character reading does", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const line = parts.join("");
        expect(tokenizeCommandLine(line)).toEqual(reference(line));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (line) => {
        expect(tokenizeCommandLine(line)).toEqual(reference(line));
      }),
      { numRuns: 3000 },
    );
  });
});
