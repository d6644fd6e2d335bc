// Load benchmark on loopback (autocannon): share creation and share reads next to a trivial route of the
// same server in the same run. Needs a production build (`npm run build -w @packstudio/studio`).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { specExample } from "@packstudio/core/testing";
import autocannon from "autocannon";

const port = Number(process.env.BENCH_PORT ?? 3140);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const files = specExample("ledger");

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

// Machine-readable figures for the benchmark report (bench-report/ at the repository root), written when BENCH_JSON is set.
const rows: object[] = [];

async function load(title: string, opts: Partial<autocannon.Options>): Promise<number> {
  const result = await autocannon({ url: `${base}/api/health`, connections, duration: seconds, ...opts });
  const errors = result.errors + result.non2xx;
  const path = new URL(opts.url ?? `${base}/api/health`).pathname;
  const role = path === "/api/health" ? "ceiling" : opts.method === "POST" ? "write" : "read";
  const { p50, p97_5, p99 } = result.latency;
  rows.push({ title, path, role, reqPerSec: result.requests.average, p50, p97_5, p99, errors });
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
  );
  return result.requests.average;
}

const server = (await up())
  ? undefined
  : spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: new URL("..", import.meta.url).pathname,
      stdio: "ignore",
      detached: true,
      // Rate limits off: the benchmark measures the routes, not the 429s it would otherwise draw.
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        PACKSTUDIO_RATE_LIMITS: "off",
        PACKSTUDIO_DATA_DIR: `/tmp/packstudio-bench-${Date.now()}`,
      },
    });
try {
  for (let i = 0; i < 120 && !(await up()); i++) await new Promise((r) => setTimeout(r, 500));
  const created = await fetch(`${base}/api/trpc/share.create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ files, expiry: "never" }),
  }).then((r) => r.json() as Promise<{ result: { data: { id: string } } }>);
  const id = created.result.data.id;
  const trpcReadUrl = `${base}/api/trpc/share.get?input=${encodeURIComponent(JSON.stringify({ id }))}`;
  console.log(`autocannon, ${connections} connections, ${seconds} s each, loopback, ${rounds} rounds interleaved:`);
  // Interleaved rounds: a burst of load elsewhere on the machine hits both routes alike.
  let ceiling = 0;
  let reads = 0;
  for (let round = 1; round <= rounds; round++) {
    ceiling += await load(`trivial route (ceiling) #${round}`, {});
    reads += await load(`GET /api/shares/<id> #${round}`, { url: `${base}/api/shares/${id}` });
  }
  await load("share.get (tRPC read)", { url: trpcReadUrl });
  await load("share.create (write)", {
    url: `${base}/api/trpc/share.create`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ files, expiry: "1d" }),
  });
  console.log(
    `share reads (GET /api/shares/<id>) at ${((reads / ceiling) * 100).toFixed(0)}% of the ceiling over ${rounds} rounds (target 70% or more): ${reads / ceiling >= 0.7 ? "met" : "MISSED"}`,
  );
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ connections, seconds, routes: rows }, null, 2)}\n`);
} finally {
  if (server?.pid) process.kill(-server.pid);
}
