// `npm run bench`: runs every package's benchmark in turn, each writing its figures as JSON, then BENCHMARKS.md.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchJson } from "./bench-output";
import { loadAverage, readMachine } from "./machine";
import { renderReport } from "./render-report";
import { type BenchKey, benchKeys, type Outcome, type Report, type Results, readResult } from "./results";

// Knobs (all optional):
//   BENCH_QUICK=1         shortened runs to check the pipeline (the report says so)
//   BENCH_ONLY=core,lcp   run only these benches (keys: bundle core sandbox faces lsp search searchScale keystroke lcp shareLoad
//                         routeLoad lintBombLoad openapiLint openapiRender openapiDryRun queue memory; `openapi` stands
//                         for the three OpenAPI benches)
//   BENCH_OUT=<file>      where the report goes (default: BENCHMARKS.md at the repository root)
//   BENCH_PORT_BASE=3140  the studio servers the benches start listen on this port and the next five
//   PACKSTUDIO_BENCH_DATABASE_URL or DATABASE_URL (or PACKSTUDIO_TEST_DATABASE_URL): PostgreSQL for catalog search
//                         and the run queue (without one, the queue bench is not measured), and the memory bench's
//                         PostgreSQL half (a fresh database on it)
// and each bench's own: BENCH_RUNS (sandbox, faces), BENCH_PACKS (search), SAMPLES (keystroke), BENCH_LOADS (lcp),
// BENCH_SECONDS and BENCH_CONNECTIONS (share and route load), BENCH_ROUNDS (share load), BENCH_CLIENTS (lint bombs),
// BENCH_MEMORY_SECONDS and BENCH_REST_SECONDS (memory: its load, and the quiet before each reading),
// BENCH_SETTLE_SECONDS (180: the longest wait before each bench for the load average to fall to the cores).

const root = new URL("../..", import.meta.url).pathname;
const out = process.env.BENCH_OUT ?? join(root, "BENCHMARKS.md");
const quick = process.env.BENCH_QUICK === "1";
const openapiKeys = ["openapiLint", "openapiRender", "openapiDryRun"];
const only = process.env.BENCH_ONLY?.split(",").flatMap((k) => (k.trim() === "openapi" ? openapiKeys : [k.trim()]));
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3140);
const postgresUrl =
  process.env.PACKSTUDIO_BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.PACKSTUDIO_TEST_DATABASE_URL;

const quickKnobs = {
  BENCH_RUNS: "10",
  BENCH_PACKS: "1000",
  SAMPLES: "20",
  BENCH_LOADS: "5",
  BENCH_SECONDS: "3",
  BENCH_ROUNDS: "1",
};

interface Step {
  key: BenchKey;
  workspace: string;
  script: string;
  env?: Record<string, string>;
  /** It loads the machine itself (results.ts BenchLoad.ownLoad): judged by the load at its start alone. */
  ownLoad?: true;
}

const steps: Step[] = [
  { key: "bundle", workspace: "@packstudio/studio", script: "bench:bundle" },
  { key: "core", workspace: "@packstudio/core", script: "bench" },
  { key: "sandbox", workspace: "@packstudio/sandbox", script: "bench" },
  { key: "faces", workspace: "@packstudio/faces", script: "bench" },
  { key: "lsp", workspace: "@packstudio/lsp", script: "bench" },
  { key: "openapiLint", workspace: "@packstudio/core", script: "bench:openapi-lint" },
  { key: "openapiRender", workspace: "@packstudio/core", script: "bench:openapi-render" },
  { key: "openapiDryRun", workspace: "@packstudio/core", script: "bench:openapi-dry-run" },
  {
    key: "search",
    workspace: "@packstudio/db",
    ownLoad: true,
    script: "bench",
    env: postgresUrl ? { PACKSTUDIO_BENCH_DATABASE_URL: postgresUrl } : {},
  },
  {
    key: "searchScale",
    workspace: "@packstudio/db",
    ownLoad: true,
    script: "bench",
    env: { BENCH_PACKS: "100000", ...(postgresUrl ? { PACKSTUDIO_BENCH_DATABASE_URL: postgresUrl } : {}) },
  },
  {
    key: "keystroke",
    workspace: "@packstudio/e2e",
    script: "bench",
    env: { E2E_PORT: String(portBase) },
    ownLoad: true,
  },
  {
    key: "lcp",
    workspace: "@packstudio/e2e",
    script: "bench:lcp",
    env: { E2E_PORT: String(portBase + 1) },
    ownLoad: true,
  },
  {
    key: "shareLoad",
    workspace: "@packstudio/studio",
    script: "bench",
    env: { BENCH_PORT: String(portBase + 2) },
    ownLoad: true,
  },
  {
    key: "routeLoad",
    workspace: "@packstudio/studio",
    ownLoad: true,
    script: "bench:routes",
    env: { BENCH_PORT: String(portBase + 3) },
  },
  {
    key: "lintBombLoad",
    workspace: "@packstudio/studio",
    ownLoad: true,
    script: "bench:lint-bomb",
    env: { BENCH_PORT: String(portBase + 4) },
  },
  // Issue 28: the queue lives in PostgreSQL only; without a server the bench has nothing to measure.
  {
    key: "queue",
    workspace: "@packstudio/studio",
    ownLoad: true,
    script: "bench:queue",
    env: postgresUrl ? { BENCH_DATABASE_URL: postgresUrl } : {},
  },
  // Issue 30: memory at rest and the first request after start; its PostgreSQL half only with a server.
  {
    key: "memory",
    workspace: "@packstudio/studio",
    ownLoad: true,
    script: "bench:memory",
    env: {
      BENCH_PORT: String(portBase + 5),
      BENCH_SECONDS: process.env.BENCH_MEMORY_SECONDS ?? (quick ? "10" : "60"),
      ...(postgresUrl ? { BENCH_DATABASE_URL: postgresUrl } : {}),
    },
  },
];

/** The environment of every bench: the studio servers they start use a fresh PGlite and no rate limits. */
function benchEnv(step: Step, json: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PACKSTUDIO_RATE_LIMITS: "off" };
  if (quick) for (const [k, v] of Object.entries(quickKnobs)) env[k] ??= v;
  // PostgreSQL is for the search bench only, and only through its own variable.
  delete env.DATABASE_URL;
  delete env.PACKSTUDIO_BENCH_DATABASE_URL;
  delete env.PACKSTUDIO_TEST_DATABASE_URL;
  return { ...env, ...step.env, BENCH_JSON: json };
}

interface Ran {
  code: number | null;
  stdout: string;
  /** The output's last lines, for the report when the bench fails. */
  tail: string[];
}

/** Run an npm script with its output shown as it comes, and kept. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let all = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      stdout += chunk.toString("utf8");
      all += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      all += chunk.toString("utf8");
    });
    const done = (code: number | null) => resolve({ code, stdout, tail: all.trimEnd().split("\n").slice(-15) });
    child.on("error", (error) => {
      all += `\n${error.message}`;
      done(null);
    });
    child.on("close", done);
  });
}

function hasScript(workspace: string, script: string): boolean {
  const dir = { "@packstudio/studio": "apps/studio", "@packstudio/core": "packages/core" }[workspace] ?? "";
  if (!dir) return true;
  const pkg = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as { scripts?: object };
  return script in (pkg.scripts ?? {});
}

/** Longest wait for the last bench's load to pass before the next starts (BENCH_SETTLE_SECONDS; quick: none). */
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? (quick ? 0 : 180));

/**
 * The load average once the 1-minute figure is at most the cores, or `settleSeconds` passed: a bench's start then
 * says whether other work runs, not what the bench before it did (a soak leaves the 1-minute average at 3 to 4 on
 * 2 cores for a minute after it ends).
 */
async function settledLoad(): Promise<number[]> {
  const cores = readMachine().cores;
  const until = performance.now() + settleSeconds * 1000;
  let load = loadAverage();
  if ((load[0] ?? 0) > cores)
    console.log(`   waiting for the 1-minute load average (${load[0]?.toFixed(2)}) to fall to ${cores}`);
  while ((load[0] ?? 0) > cores && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load = loadAverage();
  }
  return load;
}

async function runStep(step: Step, dir: string): Promise<Outcome<unknown>> {
  if (only && !only.includes(step.key)) return { status: "skipped", reason: "not in BENCH_ONLY" };
  if (step.key === "queue" && !postgresUrl)
    return { status: "skipped", reason: "no PostgreSQL server given (PACKSTUDIO_BENCH_DATABASE_URL or DATABASE_URL)" };
  if (!hasScript(step.workspace, step.script))
    return { status: "skipped", reason: `no \`${step.script}\` script in ${step.workspace}` };
  const file = join(dir, `${step.key}.json`);
  const npmArgs = ["run", step.script, "-w", step.workspace];
  console.log(`\n== ${step.key}: npm ${npmArgs.join(" ")}`);
  const loadAtStart = await settledLoad();
  // The bundle script takes `--json` and prints or writes its JSON; the others read BENCH_JSON.
  const extra = step.key === "bundle" ? ["--", "--json", file] : [];
  let ran = await run([...npmArgs, ...extra], benchEnv(step, file));
  let json = benchJson(file, ran.stdout);
  if (json === undefined && step.key === "bundle" && ran.code !== 0) {
    ran = await run([...npmArgs, "--", "--json"], benchEnv(step, file));
    json = benchJson(file, ran.stdout);
  }
  if (json === undefined) {
    const how = ran.code === null ? "did not start" : `exited ${ran.code}`;
    return { status: "failed", reason: `the bench ${how} without writing its figures`, log: ran.tail };
  }
  const outcome = readResult(step.key, json);
  if (outcome.status !== "ok") return outcome.status === "failed" ? { ...outcome, log: ran.tail } : outcome;
  // This bench's own load, which judges its targets (a whole run's start and end say little of one bench).
  return { ...outcome, load: { start: loadAtStart, end: loadAverage(), ...(step.ownLoad ? { ownLoad: true } : {}) } };
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const loadAtStart = loadAverage();
  const machine = readMachine();
  const dir = mkdtempSync(join(tmpdir(), "packstudio-bench-report-"));
  const results = {} as Record<BenchKey, Outcome<unknown>>;
  try {
    for (const step of steps) results[step.key] = await runStep(step, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const key of benchKeys) results[key] ??= { status: "skipped", reason: "no such bench step" };
  const report: Report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine,
    loadAtStart,
    loadAtEnd: loadAverage(),
    quick,
    results: results as Results,
  };
  writeFileSync(out, renderReport(report));
  const failed = benchKeys.filter((k) => results[k].status === "failed");
  console.log(`\nWrote ${out}${failed.length > 0 ? `; failed: ${failed.join(", ")}` : ""}.`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();
