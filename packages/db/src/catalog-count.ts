// Counting catalog packs no further than needed (totals stop at 10,001, typo checks at 20), kept per catalog generation.
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./connect.js";
import { catalogPacks } from "./schema.js";

/**
 * Where counts may be kept: one database (its Db object) at one catalog generation (migrations/0012). A count is
 * a pure function of its condition and the catalog's rows, and every write to the rows moves the generation on.
 */
export interface CountScope {
  db: object;
  generation: string;
}

/** Kept counts a database, in use order; the oldest go past this many. */
const keptCounts = 2000;
const kept = new WeakMap<object, Map<string, number>>();
const dialect = new PgDialect();

/** The scope of the counts a search makes now: read once, at its start. */
export async function countScope(db: Db): Promise<CountScope> {
  const rows = (await db.execute(sql`SELECT n::text AS n FROM catalog_generation`)) as unknown as {
    rows: { n: string }[];
  };
  return { db, generation: rows.rows[0]?.n ?? "" };
}

/** How many packs `where` holds, counted no further than `limit` (the index's bitmap, then at most `limit` rows). */
export async function countUpTo(db: Db, where: SQL | undefined, limit: number, scope?: CountScope): Promise<number> {
  const condition = where ?? sql`true`;
  let key: string | undefined;
  let counts: Map<string, number> | undefined;
  if (scope) {
    const { sql: text, params } = dialect.sqlToQuery(condition);
    key = JSON.stringify([scope.generation, limit, text, params]);
    counts = kept.get(scope.db) ?? new Map();
    kept.set(scope.db, counts);
    const known = counts.get(key);
    if (known !== undefined) {
      counts.delete(key); // most recently used last
      counts.set(key, known);
      return known;
    }
  }
  const found = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(SELECT 1 FROM ${catalogPacks} WHERE ${condition} LIMIT ${limit}) AS found`);
  const n = Number(found[0]?.n ?? 0);
  if (counts && key !== undefined) {
    counts.set(key, n);
    if (counts.size > keptCounts) counts.delete(counts.keys().next().value as string);
  }
  return n;
}
