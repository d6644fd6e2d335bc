// Bulk loading (the import script and the benchmark): the rows publishPack writes (snapshot, pack, version 1), in batched inserts.
import { sql } from "drizzle-orm";
import { snapshotSha256 } from "./canonical.js";
import { catalogFacts } from "./catalog.js";
import type { Db } from "./connect.js";
import { catalogPacks, catalogVersions, snapshots } from "./schema.js";

/** From this many packs on, the catalog's GIN indexes are dropped for the load and built again once after it. */
export const rebuildIndexesFrom = 1000;

/**
 * Insert packs as their first published version; `updatedAt(i)` spreads the publish times for the update sort.
 * One transaction: all the packs or none. A large load builds the GIN indexes of catalog_packs once at the end
 * (a sorted build: minutes faster at 100,000 packs than one index insertion per word per row); the generated
 * columns and the words trigger still run on each row, so the database keeps the search index, as on a publish.
 */
export async function bulkLoad(
  db: Db,
  packs: Record<string, string>[],
  updatedAt: (i: number) => Date,
  batch = 500,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rebuild = packs.length >= rebuildIndexesFrom ? await dropGinIndexes(tx) : [];
    for (let start = 0; start < packs.length; start += batch) {
      const slice = packs.slice(start, start + batch);
      const snaps = slice.map((files) => ({
        sha256: snapshotSha256(files),
        files,
        size: Object.values(files).reduce((n, t) => n + Buffer.byteLength(t, "utf8"), 0),
        fileCount: Object.keys(files).length,
      }));
      const facts = slice.map((files, i) => ({
        ...catalogFacts(files),
        latestVersion: 1,
        updatedAt: updatedAt(start + i),
      }));
      await tx.insert(snapshots).values(snaps).onConflictDoNothing();
      await tx.insert(catalogPacks).values(facts);
      await tx.insert(catalogVersions).values(
        facts.map((f, i) => ({
          packId: f.id,
          version: 1,
          snapshotSha256: snaps[i]?.sha256 ?? "",
          warnings: 0,
          publishedAt: f.updatedAt,
        })),
      );
    }
    // The definitions as the database printed them (options included): the migrations stay their one source.
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
  });
  // Statistics for the planner at once: PostgreSQL's autovacuum would get there later, PGlite runs none.
  await db.execute(sql`ANALYZE catalog_packs`);
  await db.execute(sql`ANALYZE catalog_words`);
}

/** Drop the GIN indexes of catalog_packs (in the load's transaction) and return how to create them again. */
async function dropGinIndexes(tx: Db): Promise<string[]> {
  const found = (await tx.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'catalog_packs' AND indexdef LIKE '% USING gin %'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname } of found.rows) await tx.execute(sql.raw(`DROP INDEX "${indexname}"`));
  return found.rows.map((r) => r.indexdef);
}
