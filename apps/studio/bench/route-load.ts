// Load test on loopback (autocannon): pack.lint, command.render and catalog.search at 50 connections for 30 s
// each, beside the trivial route of the same server. Needs a production build (`npm run build -w @packstudio/studio`).
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { specExample } from "@packstudio/core/testing";
import autocannon from "autocannon";
import { catalogSettled, up } from "./server-ready";

// Knobs: BENCH_PORT, BENCH_SECONDS (default 30), BENCH_CONNECTIONS (default 50); BENCH_JSON names a file for
// the figures as JSON (the benchmark report at the repository root reads it).
const port = Number(process.env.BENCH_PORT ?? 3141);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const files = specExample("ledger");

// A mix of catalog searches (words, a prefix, a miss, filters, sorts, a second page), taken in turn.
const searches = [
  { q: "ledger" },
  { q: "cal" },
  { q: "mail send" },
  { q: "zzqx" },
  { bindingMode: "local", sort: "name" },
  { hasWrite: true, needsApproval: true },
  { kind: "openapi" },
  { sort: "updated", page: 2, pageSize: 5 },
];
const searchPath = (input: object) => `/api/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify(input))}`;

interface Route {
  key: string;
  title: string;
  opts: Partial<autocannon.Options> & { url: string };
  /** One request before the load, checked, so the load never measures refusals. */
  check: () => Promise<string | undefined>;
}

const json = { "content-type": "application/json" };
const post = (path: string, input: object) =>
  fetch(`${base}${path}`, { method: "POST", headers: json, body: JSON.stringify(input) });
// tRPC queries travel as POST here, as the studio's own client sends them (packs are too large for a URL).
const lintInput = { files };
const renderInput = { files, verb: "transfer", args: { amount: "2.80", payee: "demo-transit", memo: "lunch" } };

async function data(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as { result?: { data?: Record<string, unknown> } };
  if (!response.ok || !body.result?.data) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body.result.data;
}

const routes: Route[] = [
  {
    key: "ceiling",
    title: "trivial route (ceiling)",
    opts: { url: `${base}/api/health` },
    check: async () => ((await fetch(`${base}/api/health`)).ok ? undefined : "/api/health is not 200"),
  },
  {
    key: "pack.lint",
    title: "pack.lint (ledger)",
    opts: { url: `${base}/api/trpc/pack.lint`, method: "POST", headers: json, body: JSON.stringify(lintInput) },
    check: async () => ((await data(await post("/api/trpc/pack.lint", lintInput))).passes ? undefined : "no pass"),
  },
  {
    key: "command.render",
    title: "command.render (transfer)",
    opts: {
      url: `${base}/api/trpc/command.render`,
      method: "POST",
      headers: json,
      body: JSON.stringify(renderInput),
    },
    check: async () => ((await data(await post("/api/trpc/command.render", renderInput))).ok ? undefined : "refused"),
  },
  {
    key: "catalog.search",
    title: `catalog.search (${searches.length} queries)`,
    opts: { url: base, requests: searches.map((s) => ({ method: "GET", path: searchPath(s) })) },
    check: async () => {
      const found = await data(await fetch(`${base}${searchPath({})}`));
      return Number(found.total) > 0 ? undefined : "the catalog is empty";
    },
  },
];

let server: ChildProcess | undefined;
if (await up(base)) console.log(`Using the server already at ${base}: start it with PACKSTUDIO_RATE_LIMITS=off.`);
else
  server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: new URL("..", import.meta.url).pathname,
    stdio: "ignore",
    detached: true,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      // Rate limits would turn most of a load test into 429s.
      PACKSTUDIO_RATE_LIMITS: "off",
      PACKSTUDIO_DATA_DIR: `/tmp/packstudio-route-load-${port}-${Date.now()}`,
    },
  });
try {
  for (let i = 0; i < 120 && !(await up(base)); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await up(base))) throw new Error(`The studio did not start at ${base}: is it built (npm run build)?`);
  await catalogSettled(base);
  for (const route of routes) {
    const problem = await route.check();
    if (problem) throw new Error(`${route.title}: ${problem}; fix the route before load-testing it.`);
  }
  console.log(`autocannon, ${connections} connections, ${seconds} s each, loopback (${base}):`);
  const rows = [];
  let errorsInAll = 0;
  for (const route of routes) {
    const r = await autocannon({ connections, duration: seconds, ...route.opts });
    const errors = r.errors + r.non2xx;
    errorsInAll += errors;
    const { p50, p97_5, p99 } = r.latency;
    rows.push({ key: route.key, title: route.title, reqPerSec: r.requests.average, p50, p97_5, p99, errors });
    console.log(
      `${route.title.padEnd(30)} ${r.requests.average.toFixed(0).padStart(6)} req/s  latency p50 ${p50} ms  p97.5 ${p97_5} ms  p99 ${p99} ms  errors ${errors} (non-2xx ${r.non2xx})`,
    );
  }
  console.log(`no errors (non-2xx counted as errors): ${errorsInAll === 0 ? "met" : "MISSED"}`);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ connections, seconds, routes: rows }, null, 2)}\n`);
  process.exitCode = errorsInAll === 0 ? 0 : 1;
} finally {
  if (server?.pid) process.kill(-server.pid);
}
