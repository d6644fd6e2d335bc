// Pack text printed to a terminal: hidden and control characters become escapes; plain text is unchanged.
import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-safe.js";

describe("terminalSafe", () => {
  it.each([
    ["plain text", "ledger transfer --amount 5", "ledger transfer --amount 5"],
    ["a bidi override (Trojan Source)", "pay \u202Eevil\u202C", "pay <U+202E>evil<U+202C>"],
    ["an ANSI escape that would recolor the terminal", "\u001b[31mred", "<U+001B>[31mred"],
    ["a carriage return that would overwrite the line", "safe\rrm -rf", "safe<U+000D>rm -rf"],
    ["a zero-width space", "a\u200Bb", "a<U+200B>b"],
  ])("%s", (_what, value, shown) => {
    expect(terminalSafe(value)).toBe(shown);
  });
});
