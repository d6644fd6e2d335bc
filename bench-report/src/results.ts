// The JSON each benchmark writes under BENCH_JSON, as schemas: the report reads nothing it has not checked.
import { z } from "zod";

const ms = z.number().finite();
export const stats = z.object({ median: ms, p95: ms, n: z.number().int().nonnegative() });
export type Stats = z.infer<typeof stats>;

/** packages/core bench/lint-render.ts: keys `floor.<pack>`, `lint.<pack>`, `render.<pack>`. */
export const coreResult = z.object({
  node: z.string(),
  figures: z.array(z.object({ key: z.string(), name: z.string(), median: ms, p95: ms, n: z.number().int() })),
});

/** packages/sandbox bench/sandbox-run.ts. */
export const sandboxResult = z.object({
  node: z.string(),
  runs: z.number().int(),
  warmup: z.number().int(),
  floor: stats,
  sandbox: stats,
  spawn: stats,
  paired: stats,
  overheadMs: ms,
  // Issue 30: a run's steps (run-steps.ts) with bubblewrap's own floor, node's start in the sandbox (the command's
  // step minus the floor), CPU a run (means) and the load average around the bench.
  steps: z.record(z.string(), stats).optional(),
  programStartMs: ms.optional(),
  bwrapFloor: stats.optional(),
  cpu: z.object({ floorMs: ms, sandboxMs: ms }).optional(),
  load: z.object({ start: z.number(), end: z.number() }).optional(),
});

const searchFigures = stats.extend({ max: ms });

/** packages/db bench/catalog-search.ts: one entry a driver measured (PostgreSQL only when given a URL). */
export const searchResult = z.object({
  node: z.string(),
  packs: z.number().int(),
  searches: z.number().int(),
  targetP95Ms: ms,
  drivers: z.array(
    searchFigures.extend({
      driver: z.string(),
      loadSeconds: z.number(),
      words: searchFigures,
      noWords: searchFigures,
      // Issue 16: one-typo words, page 500 by cursor, keystrokes, facet counts, and SELECT 1 on the same connection.
      typo: searchFigures.optional(),
      deep: searchFigures.optional(),
      keystroke: searchFigures.optional(),
      facets: searchFigures.optional(),
      select1: searchFigures.optional(),
    }),
  ),
});

/** e2e bench/keystroke-to-markers.ts. */
export const keystrokeResult = z.object({
  chromium: z.string(),
  packs: z.array(z.object({ key: z.string(), name: z.string(), markers: stats, frame: stats })),
});

/** e2e bench/catalog-lcp.ts. */
export const lcpResult = z.object({
  chromium: z.string(),
  loads: z.number().int(),
  targetMs: ms,
  catalog: z.object({ lcp: stats, fcp: stats, ttfb: stats, element: z.string().optional() }),
  floor: z.object({ lcp: stats, ttfb: stats }),
});

/** One autocannon run: requests per second (mean over the seconds) and latency percentiles in ms. */
export const loadRow = z.object({
  title: z.string(),
  key: z.string().optional(),
  /** share-load: `ceiling` (the trivial route), `read` or `write`. */
  role: z.enum(["ceiling", "read", "write"]).optional(),
  reqPerSec: z.number().nonnegative(),
  p50: ms,
  p97_5: ms,
  p99: ms,
  /** Connection errors, timeouts and non-2xx answers together. */
  errors: z.number().int().nonnegative(),
});
export type LoadRow = z.infer<typeof loadRow>;

/** apps/studio bench/share-load.ts and bench/route-load.ts. */
export const loadResult = z.object({
  connections: z.number().int(),
  seconds: z.number(),
  routes: z.array(loadRow),
});

/** A load row with its slowest answer and the answers counted by HTTP status. */
const statusRow = loadRow.extend({ max: ms, statuses: z.record(z.string(), z.number().int().nonnegative()) });

/** apps/studio bench/lint-bomb-load.ts: the health route idle, and while clients lint the largest pack. */
export const lintBombLoadResult = z.object({
  clients: z.number().int(),
  seconds: z.number(),
  targetP99Ms: ms,
  bomb: z.object({ commands: z.number().int(), files: z.number().int(), bytes: z.number().int() }),
  firstLint: z.object({ status: z.number().int(), ms }),
  healthIdle: statusRow,
  health: statusRow,
  lint: statusRow,
});

/** packages/faces bench/mcp-face.ts: keys `mcp.call`, `dryRun`, `run`, `plain` (ledger status), `mcp.list` (12 commands). */
export const facesResult = z.object({
  node: z.string(),
  runs: z.number().int(),
  warmup: z.number().int(),
  figures: z.array(stats.extend({ key: z.string(), name: z.string() })),
  /** tools/call minus the in-process sandbox run of the same round. */
  paired: stats,
  mcpFaceMs: ms,
});

/** packages/lsp bench/keystroke.ts, on a 12-command pack: keys `lint.keystroke` (lintPack alone),
 * `lsp.keystroke.server` (in process, the change's bytes in to its publishDiagnostics' bytes out: the target's),
 * `lsp.keystroke` and `lsp.keystroke.stdio` (the same as the client sees it, in process and over stdio), `lsp.burst`
 * (keystrokes read at once, to the last one's diagnostics); each with its max. */
export const lspResult = z.object({
  node: z.string(),
  figures: z.array(
    z.object({ key: z.string(), name: z.string(), median: ms, p95: ms, max: ms.optional(), n: z.number().int() }),
  ),
});

/** packages/core bench/openapi-lint.ts, openapi-render.ts, openapi-dry-run.ts (issue 27): figures keyed by what they
 * measure; a `floor.<what>` key is the floor of the figures keyed `<kind>.<what>…` (openapi-rows.ts). */
export const openapiResult = z.object({
  node: z.string(),
  figures: z.array(
    z.object({ key: z.string(), name: z.string(), median: ms, p95: ms, cpu: ms.optional(), n: z.number().int() }),
  ),
});

/** apps/studio bench/queue-runs.ts (issue 28): one run in process and through the queue, alternating; runs per second. */
export const queueResult = z.object({
  node: z.string(),
  here: stats,
  queued: stats,
  paired: stats,
  addedMs: ms,
  clients: z.number().int(),
  seconds: z.number(),
  perSecond: z.object({ oneRunner: z.number(), twoRunners: z.number() }),
});

/** The resident memory of the studio's server process, and of the processes below it, in MiB. */
const memoryReading = z.object({ server: z.number().nonnegative(), children: z.number().nonnegative() });

/** apps/studio bench/rest-memory.ts (issue 30): per driver, memory at ready, at rest and after a soak-like load, the
 * time until ready and the first request after it (then the other four page loads), node's own RSS as the floor. */
export const memoryResult = z.object({
  node: z.string(),
  restSeconds: z.number(),
  drivers: z.array(
    z.object({
      driver: z.enum(["PGlite", "PostgreSQL"]),
      floorMiB: z.number().nonnegative(),
      readyMs: ms,
      firstMs: ms,
      loadsMs: z.array(ms),
      atReady: memoryReading,
      rest: memoryReading,
      after: memoryReading,
      load: z.object({
        seconds: z.number(),
        requests: z.number().int().nonnegative(),
        failures: z.number().int().nonnegative(),
      }),
    }),
  ),
});

/** apps/studio bench/bundle-size.ts (`bench:bundle --json`): read by bundle.ts, which falls back to showing any shape. */
export const bundleResult = z.unknown();

export const benchSchemas = {
  bundle: bundleResult,
  core: coreResult,
  sandbox: sandboxResult,
  search: searchResult,
  /** The same bench at 100,000 packs (issue 16). */
  searchScale: searchResult,
  keystroke: keystrokeResult,
  lcp: lcpResult,
  shareLoad: loadResult,
  routeLoad: loadResult,
  lintBombLoad: lintBombLoadResult,
  faces: facesResult,
  lsp: lspResult,
  openapiLint: openapiResult,
  openapiRender: openapiResult,
  openapiDryRun: openapiResult,
  queue: queueResult,
  memory: memoryResult,
};

export type BenchKey = keyof typeof benchSchemas;
export const benchKeys = Object.keys(benchSchemas) as BenchKey[];

/** The 1, 5 and 15 minute load averages as one bench started and as it ended (issue 30: a figure taken on a busy
 * machine judges no target met). */
export interface BenchLoad {
  start: number[];
  end: number[];
  /**
   * The bench loads the machine itself (servers under load, browsers, imports in workers): its end says its own
   * work, so only its start, taken once the last bench's load has passed, says whether other work ran.
   */
  ownLoad?: boolean;
}

/** A benchmark's outcome: its figures, or why there are none. */
export type Outcome<T> =
  | { status: "ok"; data: T; load?: BenchLoad }
  | { status: "skipped"; reason: string }
  | { status: "failed"; reason: string; log: string[] };

export type Results = { [K in BenchKey]: Outcome<z.infer<(typeof benchSchemas)[K]>> };

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  os: string;
  node: string;
}

export interface Report {
  startedAt: string;
  finishedAt: string;
  machine: Machine;
  /** 1, 5 and 15 minute load averages. */
  loadAtStart: number[];
  loadAtEnd: number[];
  /** BENCH_QUICK: shortened runs, a check of the pipeline rather than figures to quote. */
  quick: boolean;
  results: Results;
}

/** Read a benchmark's JSON text against its schema; a clear message names the bench and the field. */
export function readResult<K extends BenchKey>(key: K, text: string): Outcome<z.infer<(typeof benchSchemas)[K]>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { status: "failed", reason: `${key} wrote JSON that does not parse: ${(error as Error).message}`, log: [] };
  }
  const checked = benchSchemas[key].safeParse(parsed);
  if (!checked.success) {
    const reason = `${key} wrote JSON the report cannot read (has the bench changed?): ${z.prettifyError(checked.error)}`;
    return { status: "failed", reason, log: [] };
  }
  return { status: "ok", data: checked.data as z.infer<(typeof benchSchemas)[K]> };
}
