// Highlight ranges of catalog results: prefixes, typos, several words, nothing for symbols.
import { describe, expect, it } from "vitest";
import { matchRanges, typoReach } from "./catalog-highlight.js";

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

/** The reach as first written: one edit distance a prefix length, each from scratch (slow, plainly right). */
function referenceReach(word: string, query: string): number {
  if (word.startsWith(query)) return query.length;
  if (query.length < 4) return 0;
  const limit = query.length >= 8 ? 2 : 1;
  const distance = (a: string, b: string) => {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(
          (prev[j] ?? 0) + 1,
          (next[j - 1] ?? 0) + 1,
          (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      prev = next;
    }
    return prev[b.length] ?? 0;
  };
  let best = 0;
  let bestDistance = limit + 1;
  for (let n = Math.min(query.length + limit, word.length); n >= Math.max(query.length - limit, 1); n--) {
    const d = distance(query, word.slice(0, n));
    if (d < bestDistance) [best, bestDistance] = [n, d];
  }
  return best;
}

describe("typoReach", () => {
  it.each([
    ["ledger", "ledgr", 6],
    ["ledger", "ledg", 4],
    ["ledger", "kedg", 4],
    ["ledger", "xyzw", 0],
    ["calendar", "calender", 8],
    ["calendar", "clanedar", 0],
    ["pay", "paymnt", 0],
    ["payment", "paymnt", 7],
  ])("%s reached by %s: %i letters", (word, query, want) => {
    expect(typoReach(word, query)).toBe(want);
  });

  it("agrees with the plain algorithm on 20,000 generated pairs (a small alphabet, so near misses abound)", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const word = (max: number) => Array.from({ length: 1 + (next() % max) }, () => "abcd"[next() % 4]).join("");
    for (let i = 0; i < 20_000; i++) {
      const [w, q] = [word(14), word(11)];
      expect(typoReach(w, q), `${w} / ${q}`).toBe(referenceReach(w, q));
    }
  });
});
