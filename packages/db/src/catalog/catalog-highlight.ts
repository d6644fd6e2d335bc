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

/** Two rows of the edit-distance table, kept between calls (a search highlights thousands of words). */
let above = new Int32Array(64);
let row = new Int32Array(64);

/**
 * How much of `word` a query word covers: its prefix, or (4+ letters) the closest prefix of `word` within one typo
 * (two from 8 letters), the longer of equals ("ledgr" covers "ledger"). One edit-distance table of the query
 * against the word's first `query.length + limit` letters gives the distance to every prefix at once (its last
 * row), and a row whose least value is past the limit ends it: no prefix can come closer.
 */
export function typoReach(word: string, query: string): number {
  if (word.startsWith(query)) return query.length;
  const q = query.length;
  if (q < 4) return 0;
  const limit = q >= 8 ? 2 : 1;
  const width = Math.min(q + limit, word.length);
  const shortest = Math.max(q - limit, 1);
  if (width < shortest) return 0;
  if (above.length <= width) {
    above = new Int32Array(width * 2 + 1);
    row = new Int32Array(width * 2 + 1);
  }
  for (let j = 0; j <= width; j++) above[j] = j;
  for (let i = 1; i <= q; i++) {
    const letter = query.charCodeAt(i - 1);
    row[0] = i;
    let least = i;
    for (let j = 1; j <= width; j++) {
      const replace = (above[j - 1] as number) + (letter === word.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, replace);
      row[j] = value;
      if (value < least) least = value;
    }
    if (least > limit) return 0;
    const done = above;
    above = row;
    row = done;
  }
  // `above` is the last row now: the distance from the query to each prefix of the word.
  let best = 0;
  let bestDistance = limit + 1;
  for (let n = width; n >= shortest; n--) {
    const d = above[n] as number;
    if (d < bestDistance) {
      best = n;
      bestDistance = d;
    }
  }
  return best;
}

/** The ranges of `text` that the words of `q` match, at word starts. */
export function matchRanges(text: string, q: string): Range[] {
  const words = queryWords(q);
  if (!words.length || !text) return [];
  const out: Range[] = [];
  // exec, not matchAll, and no array a token: a page highlights a thousand words or more, on each keystroke.
  const tokens = /[\p{L}\p{N}_]+/gu;
  for (let m = tokens.exec(text); m; m = tokens.exec(text)) {
    const raw = m[0];
    const token = raw.toLowerCase();
    let longest = 0;
    for (const word of words) {
      const reach = typoReach(token, word);
      if (reach > longest) longest = reach;
    }
    if (longest > 0) out.push([m.index, m.index + Math.min(longest, raw.length)]);
  }
  return out;
}
