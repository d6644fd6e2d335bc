// Catalog search: full-text search with filters, sort and pages (timed by bench/catalog-search.ts).
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
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
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Words of a query as a prefix tsquery (`led pay` → `led:* & pay:*`); symbols are dropped, never parsed. */
export function prefixQuery(q: string): string | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}_]+/gu)
      ?.slice(0, 12) ?? [];
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

function filters(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.bindingMode) where.push(eq(catalogPacks.bindingMode, query.bindingMode));
  if (query.plane) where.push(eq(catalogPacks.plane, query.plane));
  if (query.kind) where.push(eq(catalogPacks.kind, query.kind));
  if (query.transport) where.push(sql`${query.transport} = ANY(${catalogPacks.transports})`);
  if (query.hasWrite !== undefined) where.push(eq(catalogPacks.hasWrite, query.hasWrite));
  if (query.needsApproval !== undefined) where.push(eq(catalogPacks.needsApproval, query.needsApproval));
  if (query.needsCli !== undefined) where.push(eq(catalogPacks.needsCli, query.needsCli));
  return where;
}

/**
 * The query in both configurations: `simple` keeps ids and names whole, `english` stems prose. When both
 * read the same (most words), one is enough: GIN would otherwise walk the same postings twice.
 */
function tsQuery(ts: string): SQL {
  return sql`(SELECT CASE WHEN s = e OR numnode(e) = 0 THEN s ELSE s || e END FROM (SELECT to_tsquery('simple', ${ts}) AS s, to_tsquery('english', ${ts}) AS e) AS q)`;
}

export async function searchCatalog(db: Db, query: SearchQuery) {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const offset = (page - 1) * pageSize;
  const ts = query.q ? prefixQuery(query.q) : null;
  const where = filters(query);
  const byName = [asc(sql`lower(${catalogPacks.name})`), asc(catalogPacks.id)];
  const byUpdate = [desc(catalogPacks.updatedAt), asc(catalogPacks.id)];
  const count = async (tx: Db, filter: SQL | undefined) =>
    Number((await tx.select({ n: sql<number>`count(*)::int` }).from(catalogPacks).where(filter))[0]?.n ?? 0);

  if (!ts) {
    // Without words: the name or update index gives the page; the count reads the narrow rows once.
    const filter = where.length ? and(...where) : undefined;
    const order = query.sort === "updated" ? byUpdate : byName;
    const items = await db
      .select(columns)
      .from(catalogPacks)
      .where(filter)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
    const total =
      items.length < pageSize && (items.length > 0 || page === 1) ? offset + items.length : await count(db, filter);
    return { items, total, page, pageSize };
  }

  const tsq = tsQuery(ts);
  const filter = and(sql`${catalogPacks.search} @@ ${tsq}`, ...where);
  const sort = query.sort ?? "relevance";
  const order =
    sort === "updated"
      ? byUpdate
      : sort === "name"
        ? byName
        : [
            sql`(${catalogPacks.searchName} @@ ${tsq}) DESC`,
            sql`(${catalogPacks.id} IN (SELECT id FROM ${catalogPacks} WHERE ${catalogPacks.searchDescription} @@ ${tsq})) DESC`,
            ...byName,
          ];
  return db.transaction(async (tx) => {
    // Only the GIN index may answer the match (a bitmap scan: exact, no row's vector read). The planner cannot
    // see that the full vector (HARNESS.md's words) lives out of line: left alone, for a common word it scans
    // every row, or walks the name index, reading each row's vector: several times slower.
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    const rows = await tx
      .select({ ...columns, total: sql<number>`count(*) OVER ()` })
      .from(catalogPacks)
      .where(filter)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset);
    // Past the last page no row carries the total: count alone.
    const total = rows.length > 0 ? Number(rows[0]?.total) : page === 1 ? 0 : await count(tx, filter);
    return { items: rows.map(({ total: _t, ...item }) => item), total, page, pageSize };
  });
}
