// Facet counts: for each filter option, how many packs the search would leave with that option chosen.
import { and, type SQL, sql } from "drizzle-orm";
import { type FilterName, filterConditions, type SearchQuery, withWordsMatch } from "./catalog-search.js";
import type { Db } from "./connect.js";
import { catalogPacks } from "./schema.js";

/** The closed option sets of each filter (the studio's filters are the spec's sets; core's schemas). */
export interface FacetOptions {
  bindingMode: readonly string[];
  plane: readonly string[];
  kind: readonly string[];
  transport: readonly string[];
}

export type FacetCounts = Record<FilterName, Record<string, number>>;

/** One pass over the rows the words match: each option counted under every other filter but its own. */
export async function catalogFacets(db: Db, query: SearchQuery, options: FacetOptions): Promise<FacetCounts> {
  const set = filterConditions(query);
  const others = (name: FilterName): SQL => and(sql`true`, ...set.filter(([n]) => n !== name).map(([, c]) => c)) as SQL;
  const cells: [FilterName, string, SQL][] = [];
  const column = {
    bindingMode: catalogPacks.bindingMode,
    plane: catalogPacks.plane,
    kind: catalogPacks.kind,
  } as const;
  for (const name of ["bindingMode", "plane", "kind"] as const)
    for (const v of options[name]) cells.push([name, v, sql`${column[name]} = ${v}`]);
  for (const v of options.transport) cells.push(["transport", v, sql`${v} = ANY(${catalogPacks.transports})`]);
  const flags = {
    hasWrite: catalogPacks.hasWrite,
    needsApproval: catalogPacks.needsApproval,
    needsCli: catalogPacks.needsCli,
  };
  for (const [name, col] of Object.entries(flags) as [FilterName, typeof catalogPacks.hasWrite][]) {
    cells.push([name, "yes", sql`${col}`]);
    cells.push([name, "no", sql`NOT ${col}`]);
  }
  const select = sql.join(
    cells.map(
      ([name, , cond], i) => sql`count(*) FILTER (WHERE ${others(name)} AND ${cond})::int AS ${sql.raw(`c${i}`)}`,
    ),
    sql`, `,
  );
  const result = await withWordsMatch(db, query.q, async (tx, m) => {
    const statement = sql`SELECT ${select} FROM ${catalogPacks} WHERE ${m?.match ?? sql`true`}`;
    return (await tx.execute<Record<string, number>>(statement)) as unknown as { rows: Record<string, number>[] };
  });
  const row = result.rows[0] ?? {};
  const counts = Object.fromEntries(
    ["bindingMode", "plane", "kind", "transport", "hasWrite", "needsApproval", "needsCli"].map((n) => [n, {}]),
  ) as FacetCounts;
  cells.forEach(([name, value], i) => {
    counts[name][value] = Number(row[`c${i}`] ?? 0);
  });
  return counts;
}
