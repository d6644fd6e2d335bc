// The sort keys of one catalog page: the matches sorted (few), or the sort's index walked in order (many).
import { and, asc, desc, not, type SQL, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { catalogPacks } from "../schema.js";
import { type CountScope, countUpTo } from "./catalog-count.js";
import type { Cursor } from "./catalog-cursor.js";
import { nameIndexed } from "./catalog-facet-lexemes.js";
import type { WordsMatch } from "./catalog-words-match.js";

/**
 * Above this many matches a page walks its sort's index instead of sorting every match: a common word
 * ("ledger" in 9 packs of 10) then reads a page's worth of rows, not all of them. Tests set it to 0 to check
 * both ways read the same pages.
 */
export const searchTuning = { denseFrom: 1000, namedWalkFrom: 5000 };

export interface PageRead {
  tx: Db;
  /** The words' match and the filters, as a walked row is tested. */
  filter: SQL | undefined;
  /** The filters as facet lexemes. */
  facets: string | undefined;
  keys: SQL[];
  order: SQL[];
  limit: number;
  offset: number;
  /** How many packs the words and filters match, counted up to 10,001. */
  matches: number;
  scope?: CountScope | undefined;
}

export type KeyRow = { id: string } & Record<string, unknown>;

/** The page's ids and sort keys (as text, `k0`…), under `filter` and the cursor's condition. */
export async function pageKeys(read: PageRead, after: SQL | undefined, keys = read.keys): Promise<KeyRow[]> {
  const keyText = keys.map((k, i) => sql<string>`(${k})::text`.as(`k${i}`));
  return (await read.tx
    .select({ id: catalogPacks.id, ...Object.fromEntries(keyText.map((k, i) => [`k${i}`, k])) })
    .from(catalogPacks)
    .where(and(read.filter, after))
    .orderBy(...read.order)
    .limit(read.limit)
    .offset(read.offset)) as KeyRow[];
}

/** Run `fn` with the planner told to walk an index in its order (no bitmap, no sort), then put things back. */
export async function walkInOrder<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  const set = (walk: boolean) =>
    tx.execute(sql`SELECT set_config('enable_indexscan', ${walk ? "on" : "off"}, true),
      set_config('enable_bitmapscan', ${walk ? "off" : "on"}, true), set_config('enable_sort', ${walk ? "off" : "on"}, true)`);
  await set(true);
  try {
    return await fn();
  } finally {
    await set(false);
  }
}

/** `text` as a LIKE pattern for "starts with". */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The name starts with `text`: a range of the name index (so a walk reads it in order) that is also a LIKE prefix.
 * In a collation where the range and the prefix differ, a row only one of them holds is in the next tier both
 * ways, so sorted and walked pages always agree.
 */
function nameStarts(text: string): SQL {
  const name = sql`lower(${catalogPacks.name})`;
  return sql`(${name} >= ${text} AND ${name} < ${`${text}\u{10ffff}`} AND ${name} LIKE ${likePrefix(text)})`;
}

/** The words with each typo replaced by its nearest known word ("ledgr tols": "ledger tools"). */
const corrected = (m: WordsMatch) => m.words.map((w, i) => m.alternatives[i]?.[0] ?? w).join(" ");

/** The row is one of `ids`: a typo search's matches of the words as typed (under 20 packs, listed in wordsMatch). */
export const typedIn = (ids: string[]): SQL =>
  ids.length
    ? sql`${catalogPacks.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;

/** The words as typed somewhere in the full text. */
const inFullText = (m: WordsMatch) => typedIn(m.typedIds);

/**
 * The relevance key: 0 exact id, 1 the name starts with the words, 2 a word of the id or name (these three are
 * `inName`), 3 any word; then typo matches: 4 when the name starts with the corrected words ("ledgr": Ledger
 * tools), else 5.
 */
export function relevanceTier(m: WordsMatch): SQL {
  const anyWord = m.typo ? inFullText(m) : sql`true`;
  return sql`(CASE WHEN ${inName(m)} THEN (CASE WHEN ${catalogPacks.id} = ${m.text} THEN 0
      WHEN ${nameStarts(m.text)} THEN 1 ELSE 2 END)
    WHEN ${anyWord} THEN 3
    WHEN ${m.typo ? nameStarts(corrected(m)) : sql`false`} THEN 4 ELSE 5 END)`;
}

const inName = (m: WordsMatch) => sql`${catalogPacks.searchName} @@ ${m.tsq}`;

/**
 * Consecutive tiers of a relevance page read one way: `sorted` by the tier key (a few rows, from the GIN indexes),
 * or one tier walked in name order from the name index (many rows; the walk stops at the page).
 */
interface Segment {
  tiers: [number, number];
  filter: SQL;
  sorted: boolean;
  /** A sorted segment's whole condition (words and filters) from the indexes, when `filter` alone has none. */
  indexed?: SQL;
  /** How to read the segment, decided only when a page reaches it (it may cost a count). */
  decide?: () => Promise<Segment>;
}

/** The tiers of a relevance page over many matches, each read the cheaper way for its size. */
async function segments(read: PageRead, m: WordsMatch): Promise<Segment[]> {
  const walk = (tier: number, filter: SQL): Segment => ({ tiers: [tier, tier], filter, sorted: false });
  if (m.typo) {
    // The words as typed match under 20 packs (tiers 0-3, sorted); then names starting with the corrected words.
    const typed = inFullText(m);
    const starts = nameStarts(corrected(m));
    return [
      { tiers: [0, 3], filter: typed, sorted: true },
      walk(4, and(not(typed), starts) as SQL),
      walk(5, and(not(typed), not(starts)) as SQL),
    ];
  }
  const named = inName(m);
  const namedIndexed = nameIndexed(m.tsq, read.facets);
  const exactId = sql`${catalogPacks.id} = ${m.text}`;
  const starts = nameStarts(m.text);
  // Tier 2, the words elsewhere in an id or name, is decided when a page gets there: a first page of a word that
  // starts many names ("calend" as it is typed) is full at tier 1 and needs no count and no sort.
  const tier2 = and(named, not(exactId), not(starts)) as SQL;
  const decide = async (): Promise<Segment> => {
    // How many ids and names hold the words (under the filters; the vector in the row, its own small index):
    // few means sorting them is cheap. They are among the matches: when those are few, there is nothing to count.
    const few =
      read.matches <= searchTuning.namedWalkFrom
        ? read.matches
        : await countUpTo(read.tx, namedIndexed, searchTuning.namedWalkFrom + 1, read.scope);
    // Sorting a few thousand rows beats walking past 20 rows for each one found ("calender": 1 name in 50).
    return few <= searchTuning.namedWalkFrom
      ? { tiers: [2, 2], filter: tier2, sorted: true, indexed: and(namedIndexed, not(exactId), not(starts)) }
      : walk(2, tier2);
  };
  // The exact id, then the name range (walked: a range of the name index, read up to the page), then the rest.
  return [
    { tiers: [0, 0], filter: and(named, exactId) as SQL, sorted: true },
    walk(1, and(named, not(exactId), starts) as SQL),
    { ...walk(2, tier2), decide },
    walk(3, not(named)),
  ];
}

/**
 * A relevance page over many matches: its segments in order (backwards for a `prev` cursor), from the cursor's
 * tier on, each read up to what the page still needs. One statement a segment, since each wants its own plan.
 */
export async function relevancePageKeys(
  read: PageRead,
  m: WordsMatch,
  cursor: Cursor | undefined,
  forward: boolean,
): Promise<KeyRow[]> {
  const [name, id] = [sql`lower(${catalogPacks.name})`, sql`${catalogPacks.id}`];
  const tier = cursor ? Number(cursor.k[0]) : forward ? -1 : 6;
  const cmp = sql.raw(forward ? ">" : "<");
  const at = (i: number) => sql`${String(cursor?.k[i] ?? "")}::text`;
  const all = await segments(read, m);
  const rows: KeyRow[] = [];
  for (const planned of forward ? all : [...all].reverse()) {
    const [lo, hi] = planned.tiers;
    if (forward ? hi < tier : lo > tier) continue;
    const seg = planned.decide ? await planned.decide() : planned;
    // One tier, sorted or walked, is keyed by its name and id alone; the tier key is computed only over several.
    const several = lo !== hi;
    const key = several ? relevanceTier(m) : sql.raw(String(lo));
    // Inside the cursor's tier: from the cursor's key on.
    const inside = cursor !== undefined && tier >= lo && tier <= hi;
    const after = !inside
      ? undefined
      : several
        ? sql`(${key}, ${name}, ${id}) ${cmp} (${tier}::int, ${at(1)}, ${at(2)})`
        : sql`(${name}, ${id}) ${cmp} (${at(1)}, ${at(2)})`;
    const order = (several ? [key, name, id] : [name, id]).map((k) => (forward ? asc(k) : desc(k)));
    const filter = seg.sorted && seg.indexed ? seg.indexed : and(read.filter, seg.filter);
    const part = { ...read, filter, order, limit: read.limit - rows.length };
    const keys = [key, name, id];
    rows.push(
      ...(seg.sorted
        ? await pageKeys(part, after, keys)
        : await walkInOrder(read.tx, () => pageKeys(part, after, keys))),
    );
    if (rows.length >= read.limit) break;
  }
  return rows;
}
