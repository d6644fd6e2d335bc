// Catalog search: prefix full-text and typo-tolerant (trigram) matching, ranked, with filters and keyset pages.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { catalogPacks } from "../schema.js";
import { countUpTo } from "./catalog-count.js";
import { type Cursor, decodeCursor, encodeCursor } from "./catalog-cursor.js";
import { facetTsQuery } from "./catalog-facet-lexemes.js";
import { matchRanges, queryWords, type Range } from "./catalog-highlight.js";
import { pageKeys, relevancePageKeys, relevanceTier, searchTuning, walkInOrder } from "./catalog-page-keys.js";
import { cardShows, matchSnippet, type Snippet, shows, snippetReach } from "./catalog-snippet.js";
import { suggestQuery } from "./catalog-suggest.js";
import { countTotal } from "./catalog-total.js";
import { type WordsMatch, withWordsMatch } from "./catalog-words-match.js";

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

type Marked<T> = T & { id: string; summary: string; description: string; highlights: Record<string, Range[]> };

/**
 * A snippet for each result whose card would show nothing marked (issue 29: ranked first, nothing to see why):
 * the first match in the commands' descriptions when the card shows the summary, else in HARNESS.md (its first
 * `snippetReach` characters, read for those rows alone).
 */
async function withSnippets<T>(db: Db, items: Marked<T>[], q: string) {
  const shown = (i: Marked<T>) =>
    shows(i.highlights.name ?? [], Infinity) ||
    shows(i.highlights.id ?? [], Infinity) ||
    shows((i.summary ? i.highlights.summary : i.highlights.description) ?? [], cardShows);
  const unmarked = items.filter((i) => !shown(i)).map((i) => i.id);
  const harness = new Map(
    unmarked.length
      ? (
          await db
            .select({ id: catalogPacks.id, harness: sql<string>`left(${catalogPacks.harness}, ${snippetReach})` })
            .from(catalogPacks)
            .where(inArray(catalogPacks.id, unmarked))
        ).map((r) => [r.id, r.harness])
      : [],
  );
  return items.map((i) => {
    if (shown(i)) return { ...i, snippet: null };
    const fromCommands = i.summary ? matchSnippet(i.description, q) : null;
    const fromSkill = fromCommands ? null : matchSnippet(harness.get(i.id) ?? "", q);
    const snippet: Snippet | null = fromCommands
      ? { source: "commands", ...fromCommands }
      : fromSkill
        ? { source: "HARNESS.md", ...fromSkill }
        : null;
    return { ...i, snippet };
  });
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
      const marked = pageRows.map((row) => {
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
      const items = m ? await withSnippets(tx, marked, query.q ?? "") : marked.map((i) => ({ ...i, snippet: null }));
      // Nothing found for the words: the nearest known words, from the trigram index of ids and names.
      const suggestion = m && count === 0 ? await suggestQuery(tx, m.words) : null;
      // Words read as typos of known ones (ledgr → ledger) are said so, with the words as corrected.
      const corrected = m?.typo
        ? {
            q: m.words.map((w, i) => m.alternatives[i]?.[0] ?? w).join(" "),
            alsoAsTyped: m.typedIds.length > 0,
          }
        : null;
      return {
        items,
        suggestion,
        corrected,
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
