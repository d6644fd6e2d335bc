// Facet counts: for each filter option, how many packs the search would leave with that option chosen.
import { sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { catalogPacks } from "../schema.js";
import { countScope, keptFor, Shelf } from "./catalog-count.js";
import { queryWords } from "./catalog-highlight.js";
import { type FilterName, type SearchQuery, totalLimit } from "./catalog-search.js";
import { withWordsMatch } from "./catalog-words-match.js";

/** The closed option sets of each filter (the studio's filters are the spec's sets; core's schemas). */
export interface FacetOptions {
  bindingMode: readonly string[];
  plane: readonly string[];
  kind: readonly string[];
  transport: readonly string[];
}

export type FacetCounts = Record<FilterName, Record<string, number>>;

/** Packs alike in every filter's column, and how many there are. `bindingMode` is "" for none. */
export type FacetGroup = {
  bindingMode: string;
  plane: string;
  kind: string;
  transports: string[];
  hasWrite: boolean;
  needsApproval: boolean;
  needsCli: boolean;
  packs: number;
};

const filterNames: FilterName[] = [
  "bindingMode",
  "plane",
  "kind",
  "transport",
  "hasWrite",
  "needsApproval",
  "needsCli",
];

/** Whether a group passes filter `name` set to `value` (the query's own, or an option being counted). */
function passes(group: FacetGroup, name: FilterName, value: string | boolean | undefined): boolean {
  if (value === undefined || value === "") return true;
  switch (name) {
    case "bindingMode":
      return group.bindingMode === value;
    case "plane":
      return group.plane === value;
    case "kind":
      return group.kind === value;
    case "transport":
      return group.transports.includes(value as string);
    default:
      return group[name] === value;
  }
}

/**
 * Each option counted under every other filter of the query but its own (what choosing it would leave), from
 * the groups the query's words match. The same conditions as filterConditions in catalog-search.ts.
 */
export function countFacets(groups: FacetGroup[], query: SearchQuery, options: FacetOptions): FacetCounts {
  const set: Record<FilterName, string | boolean | undefined> = {
    bindingMode: query.bindingMode,
    plane: query.plane,
    kind: query.kind,
    transport: query.transport,
    hasWrite: query.hasWrite,
    needsApproval: query.needsApproval,
    needsCli: query.needsCli,
  };
  const cells: Record<FilterName, [string, string | boolean][]> = {
    bindingMode: options.bindingMode.map((v) => [v, v]),
    plane: options.plane.map((v) => [v, v]),
    kind: options.kind.map((v) => [v, v]),
    transport: options.transport.map((v) => [v, v]),
    hasWrite: [],
    needsApproval: [],
    needsCli: [],
  };
  for (const name of ["hasWrite", "needsApproval", "needsCli"] as const)
    cells[name] = [
      ["yes", true],
      ["no", false],
    ];
  const counts = Object.fromEntries(filterNames.map((n) => [n, {}])) as FacetCounts;
  for (const name of filterNames) {
    const others = groups.filter((g) => filterNames.every((o) => o === name || passes(g, o, set[o])));
    for (const [label, value] of cells[name])
      counts[name][label] = others.reduce((n, g) => (passes(g, name, value) ? n + g.packs : n), 0);
  }
  return counts;
}

/** A search's groups are up to a few hundred rows (tens of KiB): fewer of them are kept than counts. */
const facetShelf = new Shelf(200);

/**
 * The groups of the packs a search's words match; without words, the groups the database keeps (no pack read).
 * Null when the words match more packs than totals count exactly ("10,000+": a letter or two as they are typed):
 * counting all of them would read most of the catalog, so their options show no counts, as the total shows none.
 */
export async function facetGroups(db: Db, query: SearchQuery): Promise<FacetGroup[] | null> {
  const columns = sql`binding_mode AS "bindingMode", plane, kind, transports, has_write AS "hasWrite",
    needs_approval AS "needsApproval", needs_cli AS "needsCli"`;
  // The groups of a search's words, kept while the catalog is unchanged (catalog-count.ts), as its totals are.
  const typed = queryWords(query.q ?? "");
  const scope = typed.length ? await countScope(db) : undefined;
  const { rows, words } = await keptFor(
    scope,
    ["facets", typed],
    () =>
      withWordsMatch(db, query.q, async (tx, m) => {
        const statement = m
          ? sql`SELECT ${columns}, count(*)::int AS packs
        FROM (SELECT coalesce(binding_mode, '') AS binding_mode, plane, kind, transports, has_write, needs_approval,
            needs_cli FROM ${catalogPacks} WHERE ${m.indexed(undefined, undefined)} LIMIT ${totalLimit + 1}) AS matched
        GROUP BY 1, 2, 3, 4, 5, 6, 7`
          : sql`SELECT ${columns}, packs FROM catalog_facet_groups WHERE packs > 0`;
        const result = (await tx.execute<FacetGroup>(statement)) as unknown as { rows: FacetGroup[] };
        return { rows: result.rows, words: m !== undefined };
      }),
    facetShelf,
  );
  const groups = rows.map((g) => ({ ...g, packs: Number(g.packs) }));
  // Only matches are capped: a query of symbols alone has no words, and counts the whole catalog as no query does.
  return words && groups.reduce((n, g) => n + g.packs, 0) > totalLimit ? null : groups;
}

/** Each option's count, or null past the exact totals (see facetGroups). */
export async function catalogFacets(db: Db, query: SearchQuery, options: FacetOptions): Promise<FacetCounts | null> {
  const groups = await facetGroups(db, query);
  return groups && countFacets(groups, query, options);
}
