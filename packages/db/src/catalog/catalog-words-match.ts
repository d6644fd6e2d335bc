// What a search's words match: prefixes, typos decided on the words alone, the GIN-only transaction they run in.
import { and, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { catalogPacks } from "../schema.js";
import { type CountScope, countScope, countUpTo } from "./catalog-count.js";
import { fullIndexed, nameIndexed } from "./catalog-facet-lexemes.js";
import { queryWords } from "./catalog-highlight.js";
import { typedIn } from "./catalog-page-keys.js";
import { typoAlternatives } from "./catalog-suggest.js";
import { countTotal } from "./catalog-total.js";
import { prefixTsQuery } from "./catalog-tsquery.js";

/** Typo matches join only when the words, as typed, match fewer packs than this (a page): they rank last anyway. */
export const typoBelow = 20;

/**
 * What the words match: a prefix of a word anywhere; and when that finds under a page, also ids and names with a
 * known word one or two letters off each typed one (4+ letters; the words of ids and names, found through their
 * trigram index: catalog-suggest.ts). Decided on the words alone, so the search, its count, its pages and its
 * facet counts all read one set. The typo match is a full-text one too (the id and name vector, kept in the row),
 * so no row's trigrams are compared: `<%` over 100,000 packs rechecked every candidate ("ledgr": 400-500 ms).
 */
export async function wordsMatch(db: Db, q: string | undefined, counting: Counting = {}) {
  const upTo = Math.max(counting.upTo ?? typoBelow, typoBelow);
  const words = queryWords(q ?? "");
  if (!words.length) return undefined;
  const tsq = prefixTsQuery(words);
  const text = words.join(" ");
  // The words under the filters as the GIN indexes answer them (for bitmap scans: counts, few matches sorted).
  const wordsIndexed = (facets: string | undefined) => or(nameIndexed(tsq, facets), fullIndexed(tsq, facets)) as SQL;
  // The words in the id or name vector (in the row) or anywhere (the full vector, out of line), tested in that
  // order: a row the first accepts never has its long vector read (a walk in name order over "calender" read
  // 8,000 of them: 420 ms). Whatever the full vector holds, the id and name vector may add a word's other form.
  const fullText = or(sql`${catalogPacks.searchName} @@ ${tsq}`, sql`${catalogPacks.search} @@ ${tsq}`) as SQL;
  // Three letters are too few to guess a typo from (and their trigrams are in nearly every key).
  let typo: SQL | undefined;
  let typoTsq: SQL | undefined;
  let alternatives: string[][] = [];
  // How many packs the words as typed match under the search's filters, up to `upTo`: the search's total
  // when no typo joins (one bitmap of a common word built once, not twice). Typos are decided on the words alone:
  // a count of 20 under the filters already rules them out; under that, the words are counted without them.
  let typedCount: number | undefined;
  if (text.length >= 4) {
    typedCount = await countTotal(db, words, wordsIndexed(counting.facets), counting.facets, upTo, counting.scope);
    const alone =
      typedCount >= typoBelow || counting.facets === undefined
        ? typedCount
        : await countUpTo(db, wordsIndexed(undefined), typoBelow, counting.scope);
    if (alone < typoBelow) alternatives = await typoAlternatives(db, words);
    if (alternatives.some((a) => a.length)) {
      // Words are letters, digits and _ (queryWords, and the words table's split): nothing for tsquery to parse.
      const either = words.map((w, i) => `(${[w, ...(alternatives[i] ?? [])].map((a) => `${a}:*`).join(" | ")})`);
      typoTsq = sql`to_tsquery('simple', ${either.join(" & ")})`;
      typo = sql`${catalogPacks.searchName} @@ ${typoTsq}`;
    }
  }
  // With typos, the few packs the words as typed match, by id: later statements test a row against this list
  // (a walk in name order cannot use the GIN index, and would read every row's out-of-line vector instead).
  const typedIds = typo
    ? (
        (await db.execute(sql`SELECT id FROM ${catalogPacks} WHERE ${wordsIndexed(undefined)}`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((r) => r.id)
    : [];
  // With typos, the words as typed are that id list: a page, its count and its facets then test each row's id and
  // in-row vector, never its out-of-line one (a walk in name order over "paymnt" read thousands of them: 96 ms).
  const match = typo ? (typedIds.length ? (or(typo, typedIn(typedIds)) as SQL) : typo) : fullText;
  /**
   * The match under the filters for a bitmap scan (the GIN indexes hold the words and the facets; the words as
   * typed in a typo search are ids, tested with the filters' own conditions, `rows`). A walk tests `match` instead.
   */
  const indexed = (facets: string | undefined, rows: SQL | undefined): SQL =>
    typoTsq
      ? typedIds.length
        ? (or(nameIndexed(typoTsq, facets), and(typedIn(typedIds), rows)) as SQL)
        : nameIndexed(typoTsq, facets)
      : wordsIndexed(facets);
  return { words, text, tsq, typo, alternatives, fullText, match, indexed, typedCount, typedIds };
}

export type WordsMatch = NonNullable<Awaited<ReturnType<typeof wordsMatch>>>;

/** What wordsMatch counts besides deciding on typos: the words under the filters (`facets`), up to `upTo`. */
export interface Counting {
  upTo?: number | undefined;
  /** The filters as facet lexemes (catalog-facet-lexemes.ts). */
  facets?: string | undefined;
  /** Where counts made before at this catalog generation may be reused (catalog-count.ts). */
  scope?: CountScope | undefined;
}

/** withWordsMatch's counting, whose scope may be "read": the catalog generation read in the transaction's first
 * statement (one statement fewer a search, about 1 ms on PGlite) and handed to `fn` too. */
export type WordsCounting = Omit<Counting, "scope"> & { scope?: CountScope | "read" | undefined };

/**
 * Run `fn` with the words' match. With words, in a transaction where only the GIN indexes may answer the match
 * (a bitmap scan: exact, no row's long vector read); left alone, for a common word the planner walks the name
 * index, and for a rare one scans the table, reading each row's out-of-line vector: several times slower.
 */
export async function withWordsMatch<T>(
  db: Db,
  q: string | undefined,
  fn: (tx: Db, m: WordsMatch | undefined, scope: CountScope | undefined) => Promise<T>,
  counting: WordsCounting = {},
): Promise<T> {
  if (!queryWords(q ?? "").length)
    return fn(db, undefined, counting.scope === "read" ? await countScope(db) : counting.scope);
  return db.transaction(async (tx) => {
    const first = (await tx.execute(
      // No JIT: a disabled plan node costs 10^10, past any JIT threshold, and compiling took 150 ms a statement.
      // No parallel workers: starting them costs more than a page of 21 rows.
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
        (SELECT n::text FROM catalog_generation) AS generation`,
    )) as unknown as { rows: { generation: string | null }[] };
    const scope = counting.scope === "read" ? { db, generation: first.rows[0]?.generation ?? "" } : counting.scope;
    return fn(tx, await wordsMatch(tx, q, { ...counting, scope }), scope);
  });
}
