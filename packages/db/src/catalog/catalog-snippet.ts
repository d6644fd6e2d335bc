// The snippet a search result shows when its words matched where the card does not look (issue 29): the first
// match in the commands' descriptions or HARNESS.md, a line's worth of text around it, its words marked.
import { matchRanges, queryWords, type Range } from "./catalog-highlight.js";

/** What a card shows at least of its text (the summary, else the descriptions; cut at a word past this). */
export const cardShows = 200;
/** How much of HARNESS.md is looked through for a snippet: a match further on ranks the pack, unshown. */
export const snippetReach = 20_000;
/** A snippet's length, about: a line or two of a card. */
const width = 180;

export interface Snippet {
  /** Where the words matched: the commands' descriptions or the skill. */
  source: "commands" | "HARNESS.md";
  text: string;
  ranges: Range[];
}

/** Whether any range starts within the first `length` characters (the part a card shows). */
export const shows = (ranges: readonly Range[], length: number) => ranges.some(([start]) => start < length);

/**
 * The text around the first place the words of `q` match in `text` (as highlighting reads a match), with spaces
 * for line breaks and runs of blanks; null when the words match nowhere in it (a stemmed match, say).
 */
export function matchSnippet(text: string, q: string): Pick<Snippet, "text" | "ranges"> | null {
  if (!queryWords(q).length) return null;
  const first = matchRanges(text.slice(0, snippetReach), q)[0];
  if (!first) return null;
  // From a word start a little before the match, to a word end about `width` further.
  let start = Math.max(0, first[0] - 50);
  if (start > 0) {
    const space = text.slice(start, first[0]).search(/\s/);
    start = space < 0 ? first[0] : start + space + 1;
  }
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.slice(first[1], end).lastIndexOf(" ");
    if (space > 0) end = first[1] + space;
  }
  const body = text.slice(start, end).replace(/\s+/g, " ").trim();
  const snippet = `${start > 0 ? "… " : ""}${body}${end < text.length ? " …" : ""}`;
  return { text: snippet, ranges: matchRanges(snippet, q) };
}
