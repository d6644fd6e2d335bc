// Bulk import into the catalog: `npm run import -w @packstudio/db -- <dir|file.tar> | --generate N [--jobs N]`.
// Each sub-folder of <dir> (or of the tar, unpacked by the system's tar) is a pack. Each is linted as a publish is
// (DECISIONS.md 11: a pack with lint errors is not published), in worker threads (--jobs; 0: this thread) while
// the database stores the batches before it: new ids are loaded a batch a statement (the rows publishPack
// writes); ids already in the catalog, or met twice, are published one by one after the load, as new versions.
// The database keeps the search index (generated columns, GIN indexes, the words trigger) as rows land.
// Links and other non-regular files are never followed. Target: DATABASE_URL (PostgreSQL) or PACKSTUDIO_DATA_DIR (PGlite).
import { execFileSync } from "node:child_process";
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packLimits } from "@packstudio/core";
import { publishPack } from "../src/catalog.js";
import { type BulkRow, bulkLoadRows } from "../src/catalog-bulk-load.js";
import { connect } from "../src/connect.js";
import { migrate } from "../src/migrate.js";
import { defaultJobs, lintBatches } from "./import-lint-pool.js";
import type { ImportItem } from "./import-lint-worker.js";

const usage = "usage: npm run import -w @packstudio/db -- <dir|file.tar> | --generate N [--jobs N]";

/** A pack folder's files. Throws, naming the path, for a link, a special file or a file past the pack's size. */
function readFolder(dir: string, rel = "", out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(join(dir, rel))) {
    const path = rel ? `${rel}/${name}` : name;
    const stat = lstatSync(join(dir, path));
    if (stat.isDirectory()) readFolder(dir, path, out);
    else if (!stat.isFile()) throw new Error(`${path} is not a regular file (links are not followed)`);
    else if (stat.size > packLimits.maxTotalBytes)
      throw new Error(`${path} is over the ${packLimits.maxTotalBytes} bytes a pack may hold`);
    else out[path] = readFileSync(join(dir, path), "utf8");
  }
  return out;
}

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

/** The packs of `arg` (a folder of pack folders, a tar of them, or --generate N) as items to lint, and their count. */
function readSource(arg: string, unpackInto: () => string): { count: number; items: Iterable<ImportItem> } {
  const generate = process.argv.indexOf("--generate");
  if (generate >= 0) {
    const n = Number(process.argv[generate + 1]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--generate takes a number of packs. ${usage}`);
    return {
      count: n,
      items: (function* () {
        for (let i = 1; i <= n; i++) yield { generate: i };
      })(),
    };
  }
  let dir = arg;
  if (statSync(arg).isFile()) {
    dir = unpackInto();
    execFileSync("tar", ["-xf", arg, "-C", dir]);
  }
  // In name order: when an id comes twice, the first folder is its version 1, the next one version 2.
  const folders = readdirSync(dir)
    .filter((name) => lstatSync(join(dir, name)).isDirectory())
    .sort();
  // Read as the lint workers ask for more: a large import holds a few batches of files, not the catalog.
  const items = (function* (): Generator<ImportItem> {
    for (const name of folders) {
      try {
        yield { name, files: readFolder(join(dir, name)) };
      } catch (error) {
        yield { name, error: (error as Error).message };
      }
    }
  })();
  return { count: folders.length, items };
}

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error(usage);
  const jobsAt = process.argv.indexOf("--jobs");
  const jobs = jobsAt >= 0 ? Number(process.argv[jobsAt + 1]) : defaultJobs;
  if (!Number.isInteger(jobs) || jobs < 0 || jobs > 16)
    throw new Error(`--jobs takes 0 to 16 worker threads. ${usage}`);
  let unpacked: string | undefined;
  const conn = await connect({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.PACKSTUDIO_DATA_DIR });
  try {
    const t0 = performance.now();
    const source = readSource(arg, () => {
      unpacked = mkdtempSync(join(tmpdir(), "packstudio-import-"));
      return unpacked;
    });
    await migrate(conn);
    const known = new Set(
      (await conn.session((s) => s.query<{ id: string }>("SELECT id FROM catalog_packs"))).map((r) => r.id),
    );
    const refused: string[] = [];
    // An id already stored, or twice in the import: a new version through the publish path, after the load.
    const versionsLater: { files: Record<string, string>; warnings: number }[] = [];
    const seen = new Set<string>();
    async function* fresh(): AsyncGenerator<BulkRow[]> {
      for await (const results of lintBatches(chunks(source.items), jobs)) {
        const rows: BulkRow[] = [];
        for (const result of results) {
          if ("refused" in result) refused.push(`${result.name}: ${result.refused}`);
          else if (known.has(result.row.id) || seen.has(result.row.id))
            versionsLater.push({ files: result.row.files, warnings: result.row.warnings });
          else {
            seen.add(result.row.id);
            rows.push(result.row);
          }
        }
        yield rows;
      }
    }
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
      conn.session((s) =>
        s.exec(gin.map((i) => `ALTER INDEX ${i} SET (fastupdate = ${on ? "on" : "off"});`).join("\n")),
      );
    await pending(true);
    let loaded: number;
    try {
      loaded = await bulkLoadRows(conn.db, fresh(), source.count);
    } finally {
      await conn.session((s) => s.exec(gin.map((i) => `SELECT gin_clean_pending_list('${i}');`).join("\n")));
      await pending(false);
    }
    let versions = 0;
    for (const { files, warnings } of versionsLater)
      versions += (await publishPack(conn.db, files, warnings)).created ? 1 : 0;
    if (refused.length > 0) {
      console.error(`refused ${refused.length} pack(s), not imported:`);
      for (const line of refused.slice(0, 20)) console.error(`  ${line}`);
      if (refused.length > 20) console.error(`  … and ${refused.length - 20} more`);
      process.exitCode = 1;
    }
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    const linting = jobs === 0 ? "in this thread" : `in ${jobs} worker thread${jobs === 1 ? "" : "s"}`;
    console.log(
      `imported ${loaded} new packs and ${versions} new versions in ${seconds} s (${conn.driver}; read and linted ${linting} beside the load)`,
    );
  } finally {
    await conn.close();
    if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  }
}

await main();
