// Bulk import into the catalog: `npm run import -w @packstudio/db -- <dir|file.tar> | --generate N`.
// Each sub-folder of <dir> (or of the tar, unpacked by the system's tar) is a pack. New ids are loaded in batched
// inserts (the rows publishPack writes); ids already in the catalog are published one by one, as new versions.
// The database keeps the search index (generated columns, GIN indexes, the words trigger) as rows land.
// The packs are not linted here: this is the operator's tool, for packs already checked (packstudio check).
// Target: DATABASE_URL (PostgreSQL) or PACKSTUDIO_DATA_DIR (PGlite).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generatedPack } from "../bench/generated-catalog.js";
import { catalogFacts, publishPack } from "../src/catalog.js";
import { bulkLoad } from "../src/catalog-bulk-load.js";
import { connect } from "../src/connect.js";
import { migrate } from "../src/migrate.js";

const usage = "usage: npm run import -w @packstudio/db -- <dir|file.tar> | --generate N";

function readFolder(dir: string, rel = "", out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(join(dir, rel))) {
    const path = rel ? `${rel}/${name}` : name;
    if (statSync(join(dir, path)).isDirectory()) readFolder(dir, path, out);
    else out[path] = readFileSync(join(dir, path), "utf8");
  }
  return out;
}

function readPacks(arg: string): Record<string, string>[] {
  const generate = process.argv.indexOf("--generate");
  if (generate >= 0) {
    const n = Number(process.argv[generate + 1]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--generate takes a number of packs. ${usage}`);
    return Array.from({ length: n }, (_, i) => generatedPack(i + 1));
  }
  let dir = arg;
  let unpacked: string | undefined;
  if (statSync(arg).isFile()) {
    unpacked = mkdtempSync(join(tmpdir(), "packstudio-import-"));
    execFileSync("tar", ["-xf", arg, "-C", unpacked]);
    dir = unpacked;
  }
  try {
    return readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isDirectory())
      .map((name) => readFolder(join(dir, name)));
  } finally {
    if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  }
}

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error(usage);
  const packs = readPacks(arg);
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
    // cheaper than one index insertion per word per row. Searches keep no pending list afterwards (0002).
    const gin = [
      "catalog_packs_search",
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
    // Statistics for the planner at once (PostgreSQL's autovacuum would get there later).
    await conn.session((s) => s.exec("ANALYZE catalog_packs; ANALYZE catalog_words"));
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`imported ${fresh.length} new packs and ${versions} new versions in ${seconds} s (${conn.driver})`);
  } finally {
    await conn.close();
  }
}

await main();
