// The sort keys of one catalog page: the matches sorted (few), or the sort's index walked in order (many).
import { and, asc, desc, not, type SQL, sql } from "drizzle-orm";
import type { Cursor } from "./catalog-cursor.js";
import type { WordsMatch } from "./catalog-search.js";
import type { Db } from "./connect.js";
import { catalogPacks } from "./schema.js";

/**
 * Above this many matches a page walks its sort's index instead of sorting every match: a common word
 * ("ledger" in 9 packs of 10) then reads a page's worth of rows, not all of them. Tests set it to 0 to check
 * both ways read the same pages.
 */
export const searchTuning = { denseFrom: 1000 };

export interface PageRead {
  tx: Db;
  filter: SQL | undefined;
  keys: SQL[];
  order: SQL[];
  limit: number;
  offset: number;
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

/**
 * The relevance key: 0 exact id, 1 name or id prefix, 2 a word of the name (these three are `inName`), 3 any word;
 * then typo matches: 4 when the id or name starts with one of the first word's alternatives ("ledgr": Ledger), else 5.
 */
export function relevanceTier(m: WordsMatch): SQL {
  const like = (word: string) => `${word.replace(/[\\%_]/g, "\\$&")}%`;
  const startsWith = (p: string) => sql`(lower(${catalogPacks.name}) LIKE ${p} OR ${catalogPacks.id} LIKE ${p})`;
  const prefix = like(m.text);
  const anyWord = m.typo ? sql`${catalogPacks.id} IN (SELECT id FROM ${catalogPacks} WHERE ${m.fullText})` : sql`true`;
  const first = [m.words[0] ?? "", ...(m.alternatives[0] ?? [])].map((w) => startsWith(like(w)));
  return sql`(CASE WHEN ${inName(m)} THEN (CASE WHEN ${catalogPacks.id} = ${m.text} THEN 0
      WHEN ${startsWith(prefix)} THEN 1 ELSE 2 END)
    WHEN ${anyWord} THEN 3
    WHEN ${sql.join(first, sql` OR `)} THEN 4 ELSE 5 END)`;
}

const inName = (m: WordsMatch) => sql`${catalogPacks.searchName} @@ ${m.tsq}`;

/**
 * A relevance page over many matches (never with typos: they join only when the words match a few packs). Tiers
 * 0 to 2 (the words in the id or name: a few, from their own index) are sorted; tier 3 (the words elsewhere: most)
 * is read in name order from the name index, from the cursor on. Two statements, since each wants its own plan.
 */
export async function relevancePageKeys(
  read: PageRead,
  m: WordsMatch,
  cursor: Cursor | undefined,
  forward: boolean,
): Promise<KeyRow[]> {
  const [name, id] = [sql`lower(${catalogPacks.name})`, sql`${catalogPacks.id}`];
  const tier = cursor ? Number(cursor.k[0]) : forward ? -1 : 4;
  const cmp = sql.raw(forward ? ">" : "<");
  const at = (i: number) => sql`${String(cursor?.k[i] ?? "")}::text`;
  // The rows named: the cursor's full key decides (tier 3's cursor is past or before all of them).
  const named = (): Promise<KeyRow[]> => {
    if (forward ? tier >= 3 : tier <= 0) return Promise.resolve([]);
    const after = cursor
      ? sql`(${relevanceTier(m)}, ${name}, ${id}) ${cmp} (${tier}::int, ${at(1)}, ${at(2)})`
      : undefined;
    return pageKeys({ ...read, filter: and(read.filter, inName(m)) }, after);
  };
  // The rest, in name order: all of them when the cursor is in an earlier tier, from the cursor in tier 3.
  const rest = (): Promise<KeyRow[]> => {
    if (forward ? tier > 3 : tier < 3) return Promise.resolve([]);
    const after = tier === 3 ? sql`(${name}, ${id}) ${cmp} (${at(1)}, ${at(2)})` : undefined;
    const order = [name, id].map((k) => (forward ? asc(k) : desc(k)));
    return walkInOrder(read.tx, () =>
      pageKeys({ ...read, filter: and(read.filter, not(inName(m))), order }, after, [sql`3`, name, id]),
    );
  };
  const [one, two] = forward ? [named, rest] : [rest, named];
  const rows = await one();
  return rows.length >= read.limit ? rows : [...rows, ...(await two())].slice(0, read.limit);
}
