// A search's total with words, counted up to the cap: the id and name index first where it likely reaches the cap.
import type { SQL } from "drizzle-orm";
import type { Db } from "../connect.js";
import { type CountScope, countUpTo, keptCount } from "./catalog-count.js";
import { nameIndexed } from "./catalog-facet-lexemes.js";
import { prefixTsQuery } from "./catalog-tsquery.js";

/** The words one keystroke before (the last letter off, or the last one-letter word), or undefined for one letter. */
export function wordsBefore(words: string[]): string[] | undefined {
  const last = words[words.length - 1];
  if (last === undefined) return undefined;
  if (last.length > 1) return [...words.slice(0, -1), last.slice(0, -1)];
  return words.length > 1 ? words.slice(0, -1) : undefined;
}

/**
 * How many packs `indexed` (the words under the filters, from the GIN indexes) holds, up to `limit`.
 *
 * A pack whose id or name holds the words always matches, so a count of the names alone that reaches the cap is
 * the total, and the names index is a tenth of the full one. For a common prefix the difference is most of a
 * keystroke's time: at 100,000 packs on PGlite, "l" or "ledg" starts a word in 89,000 to 100,000 packs' full text
 * (a bitmap of 7 to 14 ms to build) and in 12,657 names (3 ms). When the names fall short, though, their count is
 * wasted. So the names go first when they likely reach the cap: for a single letter, and when the same search one
 * keystroke before ("led" before "ledg", under the same filters) had names at the cap. When that search's names
 * fell short, so do these (they are a subset): the full count alone.
 */
export async function countTotal(
  db: Db,
  words: string[],
  indexed: SQL,
  facets: string | undefined,
  limit: number,
  scope?: CountScope,
): Promise<number> {
  const names = (w: string[]) => nameIndexed(prefixTsQuery(w), facets);
  const before = wordsBefore(words);
  const known = before && keptCount(scope, names(before), limit);
  const namesFirst = known !== undefined ? known >= limit : words.join("").length === 1;
  if (namesFirst) {
    const inNames = await countUpTo(db, names(words), limit, scope);
    if (inNames >= limit) return inNames;
  }
  return countUpTo(db, indexed, limit, scope);
}
