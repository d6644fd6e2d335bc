// Bulk loading (the import script and the benchmark): the rows publishPack writes (snapshot, pack, version 1), a batch a statement.
import { sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { snapshotFacts } from "../snapshots/snapshots.js";
import { catalogFacts } from "./catalog.js";

/** From this many packs on, the catalog's GIN indexes are dropped for the load and built again once after it. */
export const rebuildIndexesFrom = 1000;

/** One pack's rows as plain data (a worker can build it and post it): the snapshot, the pack's facts, version 1. */
export type BulkRow = Omit<ReturnType<typeof catalogFacts>, "harness"> & {
  /** Null when it is the files' HARNESS.md whole (or none): the database takes it from there. */
  harness: string | null;
  sha256: string;
  files: Record<string, string>;
  size: number;
  fileCount: number;
  warnings: number;
  /** ISO time of the publish: the update sort's key. */
  updatedAt: string;
};

/** The rows publishPack would write for `files`, published at `updatedAt` with `warnings` lint warnings. */
export function bulkRow(files: Record<string, string>, updatedAt: Date, warnings = 0): BulkRow {
  const facts = catalogFacts(files);
  return {
    ...facts,
    // The database reads HARNESS.md from the files (the same text, sent once) unless the facts cut it.
    harness: facts.harness === (files["HARNESS.md"] ?? "") ? null : facts.harness,
    ...snapshotFacts(files),
    files,
    warnings,
    updatedAt: updatedAt.toISOString(),
  };
}

// One statement a batch: the rows travel as one JSON text that the database parses once (as jsonb, so the files
// are not parsed twice) and unpacks, so the client builds no per-value SQL; while the database stores a batch,
// the caller prepares the next (the statement is on the wire before the caller's synchronous work starts).
// Foreign keys are checked at the statement's end, after all three inserts.
const insertBatch = (json: string) => sql`
  WITH rows AS (
    SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS r(
      sha256 text, files jsonb, size int, "fileCount" int, warnings int, "updatedAt" timestamptz,
      id text, name text, description text, kind text, "bindingMode" text, plane text, transports text[],
      "hasWrite" boolean, "needsApproval" boolean, "needsCli" boolean, "commandCount" int, harness text,
      summary text)
  ), snapshot AS (
    INSERT INTO snapshots (sha256, files, size, file_count)
    SELECT sha256, files, size, "fileCount" FROM rows ON CONFLICT DO NOTHING
  ), pack AS (
    INSERT INTO catalog_packs (id, name, description, kind, binding_mode, plane, transports, has_write,
      needs_approval, needs_cli, command_count, harness, summary, latest_version, updated_at)
    SELECT id, name, description, kind, "bindingMode", plane, transports, "hasWrite", "needsApproval",
      "needsCli", "commandCount", coalesce(harness, files->>'HARNESS.md', ''), summary, 1, "updatedAt" FROM rows
  )
  INSERT INTO catalog_versions (pack_id, version, snapshot_sha256, warnings, published_at)
  SELECT id, 1, sha256, warnings, "updatedAt" FROM rows`;

/**
 * Load batches of rows as first published versions, in one transaction: all the packs or none. `expected`
 * (the count the caller will send) decides whether the GIN indexes of catalog_packs are dropped and built once
 * at the end (a sorted build: minutes faster at 100,000 packs than one index insertion per word per row); the
 * generated columns and the words trigger still run on each row, so the database keeps the search index, as on
 * a publish. The next batch is awaited while the database stores the one before: a producer that lints packs
 * works beside the database, not after it. With `refuse`, a batch the database rejects is stored again a row at a
 * time (each in a savepoint): the rows it rejects are handed to `refuse` and left out, the others loaded.
 */
export async function bulkLoadRows(
  db: Db,
  batches: AsyncIterable<BulkRow[]>,
  expected: number,
  refuse?: (row: BulkRow, error: unknown) => void,
): Promise<number> {
  let loaded = 0;
  await db.transaction(async (tx) => {
    const rebuild = expected >= rebuildIndexesFrom ? await dropGinIndexes(tx) : [];
    let storing: Promise<unknown> = Promise.resolve();
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      const json = JSON.stringify(batch);
      await storing; // one statement in flight: the transaction's connection runs one at a time anyway
      storing = (refuse ? storeOrSplit(tx, batch, json, refuse) : tx.execute(insertBatch(json))).then((n) => {
        loaded += typeof n === "number" ? n : batch.length;
      });
      // A rejected statement must not be left unobserved while the producer works on the next batch.
      storing.catch(() => undefined);
    }
    await storing;
    // The definitions as the database printed them (options included): the migrations stay their one source.
    // A GIN build sorts in maintenance_work_mem: more of it, fewer merges (this transaction's builds only).
    if (rebuild.length) await tx.execute(sql`SELECT set_config('maintenance_work_mem', '256MB', true)`);
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
  });
  // Statistics for the planner at once: PostgreSQL's autovacuum would get there later, PGlite runs none.
  await db.execute(sql`ANALYZE catalog_packs`);
  await db.execute(sql`ANALYZE catalog_words`);
  return loaded;
}

/** Runs `statement` in a savepoint: true when it stood, false (and rolled back to before it) when it failed. */
async function inSavepoint(tx: Db, statement: () => Promise<unknown>, onError: (error: unknown) => void) {
  await tx.execute(sql`SAVEPOINT bulk_load`);
  try {
    await statement();
    await tx.execute(sql`RELEASE SAVEPOINT bulk_load`);
    return true;
  } catch (error) {
    await tx.execute(sql`ROLLBACK TO SAVEPOINT bulk_load`);
    await tx.execute(sql`RELEASE SAVEPOINT bulk_load`);
    onError(error);
    return false;
  }
}

/** A batch in one statement; when the database rejects it, its rows one at a time. The rows stored. */
async function storeOrSplit(tx: Db, batch: BulkRow[], json: string, refuse: (row: BulkRow, error: unknown) => void) {
  if (
    await inSavepoint(
      tx,
      () => tx.execute(insertBatch(json)),
      () => undefined,
    )
  )
    return batch.length;
  let stored = 0;
  for (const row of batch) {
    const one = () => tx.execute(insertBatch(JSON.stringify([row])));
    if (await inSavepoint(tx, one, (error) => refuse(row, error))) stored++;
  }
  return stored;
}

/** Insert packs as their first published version; `updatedAt(i)` spreads the publish times for the update sort. */
export async function bulkLoad(
  db: Db,
  packs: Record<string, string>[],
  updatedAt: (i: number) => Date,
  batch = 500,
): Promise<void> {
  async function* batches(): AsyncGenerator<BulkRow[]> {
    for (let start = 0; start < packs.length; start += batch)
      yield packs.slice(start, start + batch).map((files, i) => bulkRow(files, updatedAt(start + i)));
  }
  await bulkLoadRows(db, batches(), packs.length);
}

/** Drop the GIN indexes of catalog_packs (in the load's transaction) and return how to create them again. */
async function dropGinIndexes(tx: Db): Promise<string[]> {
  const found = (await tx.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'catalog_packs' AND indexdef LIKE '% USING gin %'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname } of found.rows) await tx.execute(sql.raw(`DROP INDEX "${indexname}"`));
  return found.rows.map((r) => r.indexdef);
}
