// Terminal text: hidden and control characters from a pack are shown as escapes; the CLI's colours stay.
import { describe, expect, it } from "vitest";
import { terminalText } from "./terminal-text.js";

describe("terminalText", () => {
  it.each([
    ["plain text, é and 💸", "plain text, é and 💸"],
    ["lines\nand\ttabs", "lines\nand\ttabs"],
    ["clear \u001b[2J screen", "clear <U+001B>[2J screen"],
    ["title \u001b]0;pwned\u0007", "title <U+001B>]0;pwned<U+0007>"],
    ["conceal \u001b[8mhidden", "conceal <U+001B>[8mhidden"],
    ["over\rwrite", "over<U+000D>write"],
    ["bidi \u202eevil", "bidi <U+202E>evil"],
    ["zero\u200bwidth", "zero<U+200B>width"],
    ["nul \u0000 and del \u007f and c1 \u009b", "nul <U+0000> and del <U+007F> and c1 <U+009B>"],
    ["lone \ud800 surrogate", "lone <U+D800> surrogate"],
    [
      "own \u001b[31mred\u001b[39m and \u001b[1mbold\u001b[22m",
      "own \u001b[31mred\u001b[39m and \u001b[1mbold\u001b[22m",
    ],
  ])("%j", (text, want) => {
    expect(terminalText(text)).toBe(want);
  });
});
