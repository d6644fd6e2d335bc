// Benchmark (issue 30): how warm the studio starts and how light it rests. For PGlite and, given a server, PostgreSQL
// (a fresh database): `next start` of the build, the time until /api/health says ready (warm), the first request
// after that (`/`) beside later ones, five page loads, then the server's resident memory at rest; then a soak-like
// load (soak-load.ts: hostile dry-runs, lint bombs, ReDoS renders; and a reader of pages and searches) and the
// memory at rest again. Floor: node's own RSS at start. Targets (BENCHMARKS.md): at rest under 300 MiB on PGlite,
// under 200 MiB on PostgreSQL, after the load within 10% of rest; the first request under 300 ms.
// Knobs: BENCH_PORT (3145), BENCH_SECONDS (load, 60), BENCH_REST_SECONDS (quiet before each reading, 40: past the
// pack pool's 30 s idle stop), BENCH_NODE_OPTIONS (node options for the server alone), BENCH_DATABASE_URL or PACKSTUDIO_TEST_DATABASE_URL, BENCH_JSON (figures as JSON),
// BENCH_STUDIO_DIR (another copy of apps/studio with its own build; default: this one).
import { writeFileSync } from "node:fs";
import { freshPostgres } from "@packstudio/db/testing/databases";
import { catalogSettled } from "./server-ready";
import { soakLike } from "./soak-load";
import {
  nodeFloorMiB,
  type Reading,
  reading,
  ready,
  type Studio,
  sleep,
  startStudio,
  timeToFirstByte,
} from "./studio-process";

const port = Number(process.env.BENCH_PORT ?? 3145);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 60);
const restSeconds = Number(process.env.BENCH_REST_SECONDS ?? 40);
const postgres = process.env.BENCH_DATABASE_URL || process.env.PACKSTUDIO_TEST_DATABASE_URL;
// Runs use host uids 64500 + slot: a range no other bench or test file uses.
const uidBase = 64500;

/** The five page loads after start: the catalog, a pack, the editor, then the first two again. */
const pages = ["/", "/packs/ledger", "/editor", "/", "/packs/ledger"];
const search = `/api/trpc/catalog.search?input=${encodeURIComponent('{"q":"led","pageSize":20}')}`;

/** The lowest of three readings a second apart: a run ending or a timer firing does not count as held. */
async function atRest(studio: Studio): Promise<Reading> {
  await sleep(restSeconds * 1000);
  const readings: Reading[] = [];
  for (let i = 0; i < 3; i++) {
    readings.push(reading(studio.pid));
    await sleep(1000);
  }
  // A server that has ended reads 0 MiB: a failure to report with its output, never a figure.
  if (readings.some((r) => r.server === 0))
    throw new Error(`the studio ended while at rest. Its output:\n${studio.log()}`);
  return readings.sort((a, b) => a.server - b.server)[0] as Reading;
}

async function measure(driver: "PGlite" | "PostgreSQL", databaseUrl: string | undefined) {
  const floor = nodeFloorMiB();
  const studio = startStudio(port, databaseUrl, uidBase);
  try {
    await ready(studio);
    const readyMs = performance.now() - studio.spawnedAt;
    const atReady = reading(studio.pid);
    const loads: number[] = [];
    for (const page of pages) loads.push(await timeToFirstByte(`${studio.base}${page}`));
    // The example catalog's dry-run badges run in the background after start: rest begins once they are done.
    await catalogSettled(studio.base);
    const rest = await atRest(studio);
    const load = await soakLike(studio.base, [...pages, search], loadSeconds);
    const after = await atRest(studio);
    for (const failure of load.seen) console.log(`  failed: ${failure}`);
    const figures = { driver, floorMiB: floor, readyMs, firstMs: loads[0] ?? 0, loadsMs: loads, atReady, rest, after };
    const mib = (n: number) => `${n.toFixed(0)} MiB`;
    console.log(
      `${driver.padEnd(10)} ready after ${(readyMs / 1000).toFixed(1)} s; first request ${loads[0]?.toFixed(0)} ms ` +
        `(then ${loads
          .slice(1)
          .map((ms) => ms.toFixed(0))
          .join(", ")} ms)`,
    );
    console.log(
      `${"".padEnd(10)} server at rest ${mib(rest.server)} (processes below it ${mib(rest.children)}); at ready ` +
        `${mib(atReady.server)}; node's floor ${mib(floor)}`,
    );
    console.log(
      `${"".padEnd(10)} after ${loadSeconds} s of load (${load.requests} requests, ${load.failures} failed): ` +
        `${mib(after.server)} (${((after.server / rest.server - 1) * 100).toFixed(1)}% over rest; below it ${mib(after.children)})`,
    );
    return { ...figures, load: { seconds: loadSeconds, requests: load.requests, failures: load.failures } };
  } finally {
    await studio.stop();
  }
}

async function main() {
  console.log(`node ${process.version}; at rest = the lowest of 3 readings after ${restSeconds} s without requests`);
  const drivers = [await measure("PGlite", undefined)];
  if (postgres) {
    const url = await freshPostgres(postgres);
    drivers.push(await measure("PostgreSQL", url));
  } else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL or PACKSTUDIO_TEST_DATABASE_URL");
  const result = { node: process.version, restSeconds, drivers };
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
}

await main();
