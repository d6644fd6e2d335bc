// Highlight ranges of catalog results: prefixes, typos, several words, nothing for symbols.
import { describe, expect, it } from "vitest";
import { matchRanges } from "./catalog-highlight.js";

const marked = (text: string, q: string) => matchRanges(text, q).map(([s, e]) => text.slice(s, e));

describe("matchRanges", () => {
  it.each([
    ["Ledger payee book", "ledg", ["Ledg"]],
    ["Ledger payee book", "pay led", ["Led", "pay"]],
    ["Ledger payee book", "ledgr", ["Ledger"]],
    ["ledger-payee-12", "payee", ["payee"]],
    ["Calendar", "cal", ["Cal"]],
    ["Calendar", "xyz", []],
    ["Ledger", "<b>", []],
    ["Ledger", "", []],
  ])("%s / %s", (text, q, want) => {
    expect(marked(text, q)).toEqual(want);
  });

  it("a typo of a short word is no match (three letters are too few to guess from)", () => {
    expect(marked("Pay bills", "pat")).toEqual([]);
  });
});
