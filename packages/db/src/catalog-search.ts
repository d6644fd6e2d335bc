// Catalog search: prefix full-text and typo-tolerant (trigram) matching, ranked, with filters and keyset pages.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { type CountScope, countScope, countUpTo } from "./catalog-count.js";
import { type Cursor, decodeCursor, encodeCursor } from "./catalog-cursor.js";
import { facetTsQuery, fullIndexed, nameIndexed } from "./catalog-facet-lexemes.js";
import { matchRanges, queryWords } from "./catalog-highlight.js";
import { pageKeys, relevancePageKeys, relevanceTier, searchTuning, typedIn, walkInOrder } from "./catalog-page-keys.js";
import { suggestQuery, typoAlternatives } from "./catalog-suggest.js";
import { countTotal } from "./catalog-total.js";
import { prefixTsQuery } from "./catalog-tsquery.js";
import type { Db } from "./connect.js";
import { catalogPacks } from "./schema.js";

export interface SearchQuery {
  q?: string | undefined;
  bindingMode?: string | undefined;
  plane?: string | undefined;
  kind?: string | undefined;
  transport?: string | undefined;
  hasWrite?: boolean | undefined;
  needsApproval?: boolean | undefined;
  needsCli?: boolean | undefined;
  sort?: "name" | "updated" | "relevance" | undefined;
  /** The page's number, for display; without a cursor, pages past 1 are read by OFFSET (old links). */
  page?: number | undefined;
  pageSize?: number | undefined;
  /** Where the page starts (a previous answer's `next` or `prev`): the keyset, never an OFFSET. */
  cursor?: string | undefined;
}

/** Totals are counted up to this; above it, the answer says "10,000+" (`totalExact` false). */
export const totalLimit = 10_000;

/** Words of a query as a prefix tsquery (`led pay` → `led:* & pay:*`); symbols are dropped, never parsed. */
export function prefixQuery(q: string): string | null {
  const words = queryWords(q);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

const columns = {
  id: catalogPacks.id,
  name: catalogPacks.name,
  description: catalogPacks.description,
  summary: catalogPacks.summary,
  kind: catalogPacks.kind,
  bindingMode: catalogPacks.bindingMode,
  plane: catalogPacks.plane,
  transports: catalogPacks.transports,
  hasWrite: catalogPacks.hasWrite,
  needsApproval: catalogPacks.needsApproval,
  needsCli: catalogPacks.needsCli,
  commandCount: catalogPacks.commandCount,
  latestVersion: catalogPacks.latestVersion,
  dryRunOk: catalogPacks.dryRunOk,
  updatedAt: catalogPacks.updatedAt,
};

export type FilterName = "bindingMode" | "plane" | "kind" | "transport" | "hasWrite" | "needsApproval" | "needsCli";

/** Each set filter as SQL, by name (facet counts leave one out at a time). */
export function filterConditions(query: SearchQuery): [FilterName, SQL][] {
  const where: [FilterName, SQL | undefined][] = [
    ["bindingMode", query.bindingMode ? eq(catalogPacks.bindingMode, query.bindingMode) : undefined],
    ["plane", query.plane ? eq(catalogPacks.plane, query.plane) : undefined],
    ["kind", query.kind ? eq(catalogPacks.kind, query.kind) : undefined],
    ["transport", query.transport ? sql`${query.transport} = ANY(${catalogPacks.transports})` : undefined],
    ["hasWrite", query.hasWrite === undefined ? undefined : eq(catalogPacks.hasWrite, query.hasWrite)],
    [
      "needsApproval",
      query.needsApproval === undefined ? undefined : eq(catalogPacks.needsApproval, query.needsApproval),
    ],
    ["needsCli", query.needsCli === undefined ? undefined : eq(catalogPacks.needsCli, query.needsCli)],
  ];
  return where.filter((w): w is [FilterName, SQL] => w[1] !== undefined);
}

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

/** Each sort's full key (unique: the id closes it) and its one direction. */
function sortKey(sort: Cursor["s"], m: WordsMatch | undefined): { keys: SQL[]; casts: string[]; dir: "asc" | "desc" } {
  const name = sql`lower(${catalogPacks.name})`;
  if (sort === "updated")
    return {
      keys: [sql`${catalogPacks.updatedAt}`, sql`${catalogPacks.id}`],
      casts: ["timestamptz", "text"],
      dir: "desc",
    };
  if (sort === "relevance" && m)
    return { keys: [relevanceTier(m), name, sql`${catalogPacks.id}`], casts: ["int", "text", "text"], dir: "asc" };
  return { keys: [name, sql`${catalogPacks.id}`], casts: ["text", "text"], dir: "asc" };
}

export async function searchCatalog(db: Db, query: SearchQuery) {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  // The filters, which wordsMatch counts the words under as far as totals go (that count is then the total).
  const conditions = filterConditions(query).map(([, c]) => c);
  // With words, the filters are read with them from the words' indexes (as facet lexemes), and tested in a walked
  // row; never through their own indexes (IS TRUE hides them from the planner): misjudging a prefix's matches, the
  // planner read every public pack and each one's out-of-line vector to test "budget" (98,000 buffers, 90-1,000 ms
  // at 100,000 packs).
  const other = and(...(queryWords(query.q ?? "").length ? conditions.map((c) => sql`(${c}) IS TRUE`) : conditions));
  const facets = facetTsQuery(query);
  // Page 2 of a search, or the same search again, reuses the totals counted for it while the catalog is unchanged.
  return withWordsMatch(
    db,
    query.q,
    async (tx, m, scope) => {
      const sort: Cursor["s"] =
        !m && (query.sort ?? "relevance") === "relevance" ? "name" : (query.sort ?? "relevance");
      const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
      const { keys, casts, dir } = sortKey(sort, m);
      // A walked row's test: the filters first, cheap and in the row, before the words' (whose vector a walked row
      // may hold out of line). Read from the indexes (a bitmap scan), the words and filters are one lookup.
      const filter = and(other, ...(m ? [m.match] : []));
      const indexed = m ? m.indexed(facets, other) : other;
      // Before a cursor: the rows just ahead of it, read backwards, then turned round.
      const backwards = cursor?.d === "b";
      const forward = (dir === "asc") !== backwards;
      const after = cursor
        ? sql`(${sql.join(keys, sql`, `)}) ${sql.raw(forward ? ">" : "<")} (${sql.join(
            cursor.k.map((v, i) => sql`${String(v)}::${sql.raw(casts[i] ?? "text")}`),
            sql`, `,
          )})`
        : undefined;
      const order = keys.map((k) => (forward ? asc(k) : desc(k)));
      const offset = cursor ? 0 : (page - 1) * pageSize;

      const count =
        m && !m.typo && m.typedCount !== undefined
          ? m.typedCount
          : m && !m.typo
            ? await countTotal(tx, m.words, m.indexed(facets, other), facets, totalLimit + 1, scope)
            : await countUpTo(tx, indexed, totalLimit + 1, scope);
      const read = { tx, filter, facets, keys, order, limit: pageSize + 1, offset, matches: count, scope };
      // Few matches are read from the indexes (a bitmap scan) and sorted: the words and filters in one lookup.
      const sorted = { ...read, filter: indexed };
      // The page's sort keys first (short in-row columns), then the columns of its rows alone. Many matches (a
      // common word): the sort's index is walked in order, up to the page; few: the matches are sorted.
      const dense = m !== undefined && count > searchTuning.denseFrom;
      // A page past the last (an old OFFSET link): nothing to read, and a walk would read the whole index for it.
      const keyed =
        offset >= count && count <= totalLimit
          ? []
          : !dense
            ? await pageKeys(sorted, after)
            : sort !== "relevance"
              ? await walkInOrder(tx, () => pageKeys(read, after))
              : !offset
                ? await relevancePageKeys(read, m, cursor, forward)
                : await pageKeys(sorted, after);
      const byId = new Map(
        keyed.length
          ? (
              await tx
                .select(columns)
                .from(catalogPacks)
                .where(
                  inArray(
                    catalogPacks.id,
                    keyed.map((r) => r.id),
                  ),
                )
            ).map((r) => [r.id, r])
          : [],
      );
      const rows = keyed.flatMap((k) => {
        const row = byId.get(k.id);
        return row ? [{ ...k, ...row }] : [];
      });

      const more = rows.length > pageSize;
      const pageRows = rows.slice(0, pageSize);
      if (backwards) pageRows.reverse();
      const keyOf = (row: Record<string, unknown> | undefined): Cursor["k"] =>
        keys.map((_, i) => {
          const v = String(row?.[`k${i}`] ?? "");
          return casts[i] === "int" ? Number(v) : v;
        });
      const edge = (d: "a" | "b", row: Record<string, unknown> | undefined) =>
        row ? encodeCursor({ s: sort, d, k: keyOf(row) }) : null;
      const first = pageRows[0];
      const last = pageRows[pageRows.length - 1];
      const next = backwards ? edge("a", last) : more ? edge("a", last) : null;
      const prev = backwards ? (more ? edge("b", first) : null) : cursor || page > 1 ? edge("b", first) : null;
      const items = pageRows.map((row) => {
        const { k0: _0, k1: _1, k2: _2, ...item } = row as typeof row & Record<`k${number}`, unknown>;
        return {
          ...item,
          highlights: {
            name: matchRanges(item.name, query.q ?? ""),
            id: matchRanges(item.id, query.q ?? ""),
            summary: matchRanges(item.summary, query.q ?? ""),
            description: matchRanges(item.description, query.q ?? ""),
          },
        };
      });
      // Nothing found for the words: the nearest known words, from the trigram index of ids and names.
      const suggestion = m && count === 0 ? await suggestQuery(tx, m.words) : null;
      return {
        items,
        suggestion,
        total: Math.min(count, totalLimit),
        totalExact: count <= totalLimit,
        page,
        pageSize,
        sort,
        next,
        prev,
      };
    },
    { upTo: totalLimit + 1, facets, scope: "read" },
  );
}
