// Counting catalog packs no further than needed: totals stop at 10,001, typo checks at 20.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./connect.js";
import { catalogPacks } from "./schema.js";

/** How many packs `where` holds, counted no further than `limit` (the index's bitmap, then at most `limit` rows). */
export async function countUpTo(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const found = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(SELECT 1 FROM ${catalogPacks} WHERE ${where ?? sql`true`} LIMIT ${limit}) AS found`);
  return Number(found[0]?.n ?? 0);
}
