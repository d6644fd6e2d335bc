// Bulk import into the catalog: `npm run import -w @packstudio/db -- <dir|file.tar> | --generate N`.
// Each sub-folder of <dir> (or of the tar, unpacked by the system's tar) is a pack. New ids are loaded in batched
// inserts (the rows publishPack writes); ids already in the catalog are published one by one, as new versions.
// The database keeps the search index (generated columns, GIN indexes, the words trigger) as rows land.
// Each pack is linted first, as a publish is (DECISIONS.md 11: a pack with lint errors is not published): one with
// an error is refused and named, the others are loaded. Links and other non-regular files are never followed.
// Target: DATABASE_URL (PostgreSQL) or PACKSTUDIO_DATA_DIR (PGlite).
import { execFileSync } from "node:child_process";
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lintPack, packLimits, passes } from "@packstudio/core";
import { generatedPack } from "../bench/generated-catalog.js";
import { catalogFacts, publishPack } from "../src/catalog.js";
import { bulkLoad } from "../src/catalog-bulk-load.js";
import { connect } from "../src/connect.js";
import { migrate } from "../src/migrate.js";

const usage = "usage: npm run import -w @packstudio/db -- <dir|file.tar> | --generate N";

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

/**
 * The packs that lint without an error; the others are named with their first errors. In this thread: lint
 * workers measured slower here (1,200 packs: 3.3 ms a pack in the main thread, 6 ms in one worker, 14 ms in two,
 * on the shared 2-core machine), so the import's cost is core's lint itself (docs/decisions.md).
 */
async function linted(
  packs: { name: string; files?: Record<string, string>; error?: string }[],
): Promise<Record<string, string>[]> {
  const ok: Record<string, string>[] = [];
  const refused: string[] = [];
  for (const { name, files, error } of packs) {
    const findings = files ? lintPack(files) : [];
    if (files && passes(findings)) {
      ok.push(files);
      continue;
    }
    const errors = findings.filter((f) => f.severity === "error").slice(0, 3);
    refused.push(
      `${name}: ${error ?? errors.map((f) => `${f.code} ${f.file}:${f.range.start.line} ${f.message}`).join("; ")}`,
    );
  }
  if (refused.length > 0) {
    console.error(`refused ${refused.length} pack(s), not imported:`);
    for (const line of refused.slice(0, 20)) console.error(`  ${line}`);
    if (refused.length > 20) console.error(`  … and ${refused.length - 20} more`);
    process.exitCode = 1;
  }
  return ok;
}

async function readPacks(arg: string): Promise<Record<string, string>[]> {
  const generate = process.argv.indexOf("--generate");
  if (generate >= 0) {
    const n = Number(process.argv[generate + 1]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--generate takes a number of packs. ${usage}`);
    return linted(Array.from({ length: n }, (_, i) => ({ name: `generated ${i + 1}`, files: generatedPack(i + 1) })));
  }
  let dir = arg;
  let unpacked: string | undefined;
  if (statSync(arg).isFile()) {
    unpacked = mkdtempSync(join(tmpdir(), "packstudio-import-"));
    execFileSync("tar", ["-xf", arg, "-C", unpacked]);
    dir = unpacked;
  }
  try {
    const folders = readdirSync(dir).filter((name) => lstatSync(join(dir, name)).isDirectory());
    return await linted(
      folders.map((name) => {
        try {
          return { name, files: readFolder(join(dir, name)) };
        } catch (error) {
          return { name, error: (error as Error).message };
        }
      }),
    );
  } finally {
    if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  }
}

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error(usage);
  const read = performance.now();
  const packs = await readPacks(arg);
  const lintSeconds = ((performance.now() - read) / 1000).toFixed(1);
  const conn = await connect({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.PACKSTUDIO_DATA_DIR });
  try {
    await migrate(conn);
    const t0 = performance.now();
    const known = new Set(
      (await conn.session((s) => s.query<{ id: string }>("SELECT id FROM catalog_packs"))).map((r) => r.id),
    );
    const fresh: Record<string, string>[] = [];
    const seen = new Set<string>();
    let versions = 0;
    for (const files of packs) {
      const id = catalogFacts(files).id;
      // An id already stored, or twice in the import: a new version through the publish path.
      if (known.has(id) || seen.has(id)) versions += (await publishPack(conn.db, files)).created ? 1 : 0;
      else {
        seen.add(id);
        fresh.push(files);
      }
    }
    const now = Date.now();
    // GIN indexes take the rows into their pending lists during the load and merge them once at the end: far
    // cheaper than one index insertion per word per row. Searches keep no pending list afterwards (0002). (From
    // 1,000 packs on, bulkLoad builds catalog_packs' GIN indexes once after the rows instead.)
    const gin = [
      "catalog_packs_search",
      "catalog_packs_search_name",
      "catalog_packs_search_description",
      "catalog_packs_search_key",
      "catalog_words_trgm",
    ];
    const pending = (on: boolean) =>
      conn.session((s) =>
        s.exec(gin.map((i) => `ALTER INDEX ${i} SET (fastupdate = ${on ? "on" : "off"});`).join("\n")),
      );
    await pending(true);
    try {
      await bulkLoad(conn.db, fresh, (i) => new Date(now - i));
    } finally {
      await conn.session((s) => s.exec(gin.map((i) => `SELECT gin_clean_pending_list('${i}');`).join("\n")));
      await pending(false);
    }
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `imported ${fresh.length} new packs and ${versions} new versions in ${seconds} s (${conn.driver}), after ${lintSeconds} s reading and linting`,
    );
  } finally {
    await conn.close();
  }
}

await main();
