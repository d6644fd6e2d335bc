// Benchmark: catalog search at 10,000 generated packs on PGlite and, given a URL, PostgreSQL (a fresh database in it).
// Prints median and p95 per driver against the 30 ms p95 target; BENCH_JSON names a file for the figures as JSON.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { catalogFacts, publishPack, type SearchQuery, searchCatalog } from "../src/catalog.js";
import { type Connection, connect } from "../src/connect.js";
import { migrate } from "../src/migrate.js";
import { bulkLoad } from "./bulk-load.js";
import { generatedPack, nouns, random } from "./generated-catalog.js";

const PACKS = Number(process.env.BENCH_PACKS ?? 10_000);
const SEARCHES = 240;
const TARGET_P95_MS = 30;

/** The mix a catalog sees: words, prefixes, two words, misses, each with and without filters, sorts and pages. */
function queries(): SearchQuery[] {
  const rnd = random(4242);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const words = [
    ...nouns.slice(0, 12),
    ...nouns.slice(-12),
    "list",
    "send",
    "refund",
    "led",
    "pay",
    "cal",
    "de",
    "payment refund",
    "weekly report",
    "zzqx",
  ];
  const filters: SearchQuery[] = [
    {},
    {},
    { bindingMode: "public" },
    { bindingMode: "user" },
    { plane: "control" },
    { kind: "openapi" },
    { transport: "mcp" },
    { hasWrite: true },
    { needsApproval: false },
    { needsCli: true },
    { bindingMode: "local", hasWrite: true, needsApproval: true },
  ];
  const out: SearchQuery[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const withQ = rnd() < 0.65;
    const sort = withQ
      ? pick(["relevance", "relevance", "name", "updated"] as const)
      : pick(["name", "updated"] as const);
    // Mostly the first pages, sometimes deep ones (a person paging far, or a crawler).
    const page = rnd() < 0.8 ? 1 + Math.floor(rnd() * 3) : 1 + Math.floor(rnd() * 200);
    out.push({ ...(withQ && { q: pick(words) }), ...pick(filters), sort, page, pageSize: 20 });
  }
  return out;
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(conn: Connection, list: SearchQuery[]) {
  for (const q of list.slice(0, 30)) await searchCatalog(conn.db, q); // warm-up: plans and caches
  const times: { ms: number; q: SearchQuery }[] = [];
  for (const q of list) {
    const t0 = performance.now();
    await searchCatalog(conn.db, q);
    times.push({ ms: performance.now() - t0, q });
  }
  const figures = (list: typeof times) => {
    const sorted = list.map((t) => t.ms).sort((a, b) => a - b);
    return { median: at(sorted, 0.5), p95: at(sorted, 0.95), max: sorted[sorted.length - 1] ?? 0, n: list.length };
  };
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return {
    ...figures(times),
    words: figures(times.filter((t) => t.q.q)),
    noWords: figures(times.filter((t) => !t.q.q)),
    slowest,
  };
}

/** The bulk path writes what publishPack writes: compare the rows of a few packs loaded both ways. */
async function checkBulkRows(packs: Record<string, string>[]): Promise<void> {
  const rows = async (load: (conn: Connection) => Promise<void>) => {
    const conn = await connect({});
    await migrate(conn);
    await load(conn);
    const read = (sql: string) => conn.session((s) => s.query(sql));
    const out = JSON.stringify([
      await read("SELECT sha256, files, size, file_count FROM snapshots ORDER BY sha256"),
      await read("SELECT * FROM catalog_packs ORDER BY id").then((r) => r.map(({ updated_at: _u, ...x }) => x)),
      await read("SELECT pack_id, version, snapshot_sha256, warnings FROM catalog_versions ORDER BY pack_id"),
    ]);
    await conn.close();
    return out;
  };
  const bulk = await rows((c) => bulkLoad(c.db, packs, () => new Date()));
  const published = await rows(async (c) => {
    for (const files of packs) await publishPack(c.db, files);
  });
  if (bulk !== published) throw new Error("The bulk loader writes different rows from publishPack.");
}

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `packstudio_bench_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}

type DriverFigures = Awaited<ReturnType<typeof measure>> & { driver: string; loadSeconds: number };

async function run(driver: string, conn: Connection, packs: Record<string, string>[]): Promise<DriverFigures> {
  await migrate(conn);
  const t0 = performance.now();
  const now = Date.now();
  await bulkLoad(conn.db, packs, (i) => new Date(now - i * 60_000));
  // PostgreSQL's autovacuum gathers statistics after such growth; PGlite runs none, so it searches without.
  if (conn.driver === "postgres") await conn.session((s) => s.exec("ANALYZE"));
  const loadMs = performance.now() - t0;
  const publicCount = packs.filter((f) => catalogFacts(f).bindingMode === "public").length;
  const got = await searchCatalog(conn.db, { bindingMode: "public" });
  if (got.total !== publicCount) throw new Error(`public packs: search says ${got.total}, the data ${publicCount}`);
  const r = await measure(conn, queries());
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  console.log(
    `${driver.padEnd(11)} load ${(loadMs / 1000).toFixed(1).padStart(5)} s   median ${ms(r.median).padStart(9)}   p95 ${ms(r.p95).padStart(9)}   max ${ms(r.max).padStart(9)}   ${r.p95 < TARGET_P95_MS ? "met" : "MISSED"} (p95 < ${TARGET_P95_MS} ms)`,
  );
  for (const [label, f] of [
    ["with words", r.words],
    ["filters only", r.noWords],
  ] as const)
    console.log(`${"".padEnd(11)} ${label.padEnd(12)} (${f.n}): median ${ms(f.median)}, p95 ${ms(f.p95)}`);
  for (const s of r.slowest) console.log(`${"".padEnd(11)} slow: ${ms(s.ms)} ${JSON.stringify(s.q)}`);
  return { driver, loadSeconds: loadMs / 1000, ...r };
}

async function main() {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}; ${PACKS} packs, ${SEARCHES} searches`);
  const packs = Array.from({ length: PACKS }, (_, i) => generatedPack(i + 1));
  await checkBulkRows(packs.slice(0, 5));
  const drivers: DriverFigures[] = [];
  const dir = mkdtempSync(join(tmpdir(), "packstudio-bench-"));
  try {
    const lite = await connect({ dataDir: dir });
    drivers.push(await run("PGlite", lite, packs));
    await lite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.PACKSTUDIO_BENCH_DATABASE_URL || process.env.PACKSTUDIO_TEST_DATABASE_URL;
  if (url) {
    const db = await freshPostgres(url);
    try {
      const conn = await connect({ databaseUrl: db.url });
      drivers.push(await run("PostgreSQL", conn, packs));
      await conn.close();
    } finally {
      await db.drop();
    }
  } else console.log("PostgreSQL  skipped: set PACKSTUDIO_BENCH_DATABASE_URL or PACKSTUDIO_TEST_DATABASE_URL");
  if (process.env.BENCH_JSON) {
    const result = { node: process.version, packs: PACKS, searches: SEARCHES, targetP95Ms: TARGET_P95_MS, drivers };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
  }
  process.exitCode = drivers.every((d) => d.p95 < TARGET_P95_MS) ? 0 : 1;
}

await main();
