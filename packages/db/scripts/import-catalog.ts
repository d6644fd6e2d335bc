// Bulk import into the catalog: `npm run import -w @packstudio/db -- <dir|file.tar> | --generate N [--jobs N]`.
// Each sub-folder of <dir> (or of the tar, unpacked by the system's tar) is a pack. Each is linted as a publish is
// (DECISIONS.md 11: a pack with lint errors is not published), in worker threads (--jobs; 0: this thread) while
// the database stores the batches before it: new ids are loaded a batch a statement (the rows publishPack
// writes); ids already in the catalog, or met twice, are published one by one after the load, as new versions.
// The database keeps the search index (generated columns, GIN indexes, the words trigger) as rows land.
// Links and other non-regular files are never followed. Target: DATABASE_URL (PostgreSQL) or PACKSTUDIO_DATA_DIR (PGlite).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishPack } from "../src/catalog/catalog.js";
import { type BulkRow, bulkLoadRows } from "../src/catalog/catalog-bulk-load.js";
import { connect } from "../src/connect.js";
import { migrate } from "../src/migrate.js";
import { defaultJobs, lintBatches } from "./import-lint-pool.js";
import type { ImportItem } from "./import-lint-worker.js";
import { readSource, type Source } from "./import-source.js";
import { ArchiveRefused, shown } from "./import-tar-format.js";

const usage = "usage: npm run import -w @packstudio/db -- <dir|file.tar> | --generate N [--jobs N]";

/** A mistake in how the command was called: its line ends with the usage. */
class UsageError extends Error {}

/** Packs a batch: the import's unit of linting (in a worker) and of loading (one statement). */
const batchSize = 500;

function* chunks<T>(items: Iterable<T>): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Generated packs, or the packs of `arg` (a folder of pack folders or a tar of them). */
function packsOf(arg: string, unpackInto: () => string): Promise<Source> | Source {
  const generate = process.argv.indexOf("--generate");
  if (generate < 0) return readSource(arg, unpackInto);
  const n = Number(process.argv[generate + 1]);
  if (!Number.isInteger(n) || n < 1) throw new UsageError("--generate takes a number of packs");
  return {
    count: n,
    items: (function* (): Generator<ImportItem> {
      for (let i = 1; i <= n; i++) yield { generate: i };
    })(),
  };
}

/** The one line a failure prints: a database error's own message, not the query drizzle wraps it in. */
function oneLine(error: unknown): string {
  const e = error as Error & { cause?: Error & { detail?: string } };
  const cause = e.cause instanceof Error ? e.cause : undefined;
  const text = cause ? `${cause.message}${cause.detail ? ` (${cause.detail})` : ""}` : e.message;
  const line = shown(String(text).split("\n")[0] ?? "");
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** The import; its exit code: 0 all loaded, 1 some packs refused (the rest loaded). Throws when nothing can be. */
async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg || (arg.startsWith("--") && arg !== "--generate")) throw new UsageError("give a folder or a tar archive");
  const jobsAt = process.argv.indexOf("--jobs");
  const jobs = jobsAt >= 0 ? Number(process.argv[jobsAt + 1]) : defaultJobs;
  if (!Number.isInteger(jobs) || jobs < 0 || jobs > 16) throw new UsageError("--jobs takes 0 to 16 worker threads");
  let unpacked: string | undefined;
  try {
    const t0 = performance.now();
    // The archive first: one refused whole never opens the database.
    const source = await packsOf(arg, () => {
      unpacked = mkdtempSync(join(tmpdir(), "packstudio-import-"));
      return unpacked;
    });
    const conn = await connect({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.PACKSTUDIO_DATA_DIR });
    try {
      return await load(conn, source, jobs, t0);
    } finally {
      await conn.close();
    }
  } finally {
    if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  }
}

async function load(conn: Awaited<ReturnType<typeof connect>>, source: Source, jobs: number, t0: number) {
  await migrate(conn);
  const known = new Set(
    (await conn.session((s) => s.query<{ id: string }>("SELECT id FROM catalog_packs"))).map((r) => r.id),
  );
  const refused: string[] = [];
  const names = new WeakMap<BulkRow, string>();
  // An id already stored, or twice in the import: a new version through the publish path, after the load.
  const versionsLater: { name: string; row: BulkRow }[] = [];
  const seen = new Set<string>();
  async function* fresh(): AsyncGenerator<BulkRow[]> {
    for await (const results of lintBatches(chunks(source.items), jobs)) {
      const rows: BulkRow[] = [];
      for (const result of results) {
        if ("refused" in result) refused.push(`${result.name}: ${result.refused}`);
        else if (known.has(result.row.id) || seen.has(result.row.id))
          versionsLater.push({ name: result.name, row: result.row });
        else {
          seen.add(result.row.id);
          names.set(result.row, result.name);
          rows.push(result.row);
        }
      }
      yield rows;
    }
  }
  // A row the database refuses (a check no lint makes) costs only its own pack: the load goes on without it.
  const refuseRow = (row: BulkRow, error: unknown) =>
    refused.push(`${names.get(row) ?? row.id}: the database refused it: ${oneLine(error)}`);
  // GIN indexes take the rows into their pending lists during the load and merge them once at the end: far
  // cheaper than one index insertion per word per row. Searches keep no pending list afterwards (0002). (From
  // 1,000 packs on, bulkLoadRows builds catalog_packs' GIN indexes once after the rows instead.)
  const gin = [
    "catalog_packs_search_facets",
    "catalog_packs_name_facets",
    "catalog_packs_search_description",
    "catalog_packs_search_key",
    "catalog_words_trgm",
  ];
  const pending = (on: boolean) =>
    conn.session((s) => s.exec(gin.map((i) => `ALTER INDEX ${i} SET (fastupdate = ${on ? "on" : "off"});`).join("\n")));
  await pending(true);
  let loaded: number;
  try {
    loaded = await bulkLoadRows(conn.db, fresh(), source.count, refuseRow);
  } finally {
    await conn.session((s) => s.exec(gin.map((i) => `SELECT gin_clean_pending_list('${i}');`).join("\n")));
    await pending(false);
  }
  let versions = 0;
  for (const { name, row } of versionsLater) {
    try {
      versions += (await publishPack(conn.db, row.files, row.warnings)).created ? 1 : 0;
    } catch (error) {
      refused.push(`${name}: the database refused it: ${oneLine(error)}`);
    }
  }
  if (refused.length > 0) {
    console.error(`refused ${refused.length} pack(s), not imported:`);
    for (const line of refused.slice(0, 20)) console.error(`  ${line}`);
    if (refused.length > 20) console.error(`  … and ${refused.length - 20} more`);
  }
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const linting = jobs === 0 ? "in this thread" : `in ${jobs} worker thread${jobs === 1 ? "" : "s"}`;
  console.log(
    `imported ${loaded} new packs and ${versions} new versions in ${seconds} s (${conn.driver}; read and linted ${linting} beside the load)`,
  );
  return refused.length > 0 ? 1 : 0;
}

// One line and exit code 2 when nothing could be imported: never a stack trace.
try {
  process.exitCode = await main();
} catch (error) {
  const where = process.argv[2] ?? "";
  if (error instanceof ArchiveRefused)
    console.error(`refused ${shown(where)}: ${error.message}. Nothing was imported.`);
  else if (error instanceof UsageError) console.error(`${error.message}. ${usage}`);
  else console.error(`the import failed: ${oneLine(error)}. Nothing was imported.`);
  process.exitCode = 2;
}
