// Highlight ranges of a catalog result: where the query's words (or a one- or two-letter typo of them) match.
// Ranges, not markup: a pack's text is shown as text, with the ranges marked around it.

/** [start, end) in UTF-16 code units of the text, sorted, never overlapping. */
export type Range = [start: number, end: number];

/** The query's words as search reads them: letters, digits and _, lower-cased, at most 12. */
export function queryWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}_]+/gu)
      ?.slice(0, 12) ?? []
  );
}

/** Edit distance, stopping early above `limit` (the words are short: a row at a time is enough). */
function distance(a: string, b: string, limit: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    if (Math.min(...row) > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** How much of `word` a query word covers: its prefix, or (4+ letters) the whole word when one typo away. */
export function typoReach(word: string, query: string): number {
  if (word.startsWith(query)) return query.length;
  if (query.length < 4) return 0;
  const limit = query.length >= 8 ? 2 : 1;
  // A typo in a prefix ("ledgr" of "ledger"): the closest prefix, the longer of equals.
  let best = 0;
  let bestDistance = limit + 1;
  for (let n = Math.min(query.length + limit, word.length); n >= Math.max(query.length - limit, 1); n--) {
    const d = distance(query, word.slice(0, n), limit);
    if (d < bestDistance) [best, bestDistance] = [n, d];
  }
  return best;
}

/** The ranges of `text` that the words of `q` match, at word starts. */
export function matchRanges(text: string, q: string): Range[] {
  const words = queryWords(q);
  if (!words.length || !text) return [];
  const out: Range[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const token = m[0].toLowerCase();
    const longest = Math.max(...words.map((w) => typoReach(token, w)));
    if (longest > 0) out.push([m.index, m.index + Math.min(longest, m[0].length)]);
  }
  return out;
}
