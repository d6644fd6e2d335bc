// Load benchmark on loopback: `/api/health` latency while 8 clients send the largest pack the limits allow (the
// lint bomb) to pack.lint in a loop; target p99 under 50 ms (issue 10). Needs a production build
// (`npm run build -w @packstudio/studio`). The lint clients run in a child process (autocannon's CLI), so this
// process only measures the health route.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { utf8Length } from "@packstudio/core";
import autocannon from "autocannon";
import { bombCommands, lintBomb } from "../src/testing/lint-bomb";
import { catalogSettled, up } from "./server-ready";

// Knobs: BENCH_PORT, BENCH_SECONDS (default 30), BENCH_CLIENTS (default 8); BENCH_JSON names a file for the
// figures as JSON (the benchmark report at the repository root reads it).
const port = Number(process.env.BENCH_PORT ?? 3144);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const targetP99Ms = 50;
/** Lint load before the health route is measured: the pool's workers started and busy. */
const warmupSeconds = 3;

const files = lintBomb();
const body = JSON.stringify({ files });
const lintUrl = `${base}/api/trpc/pack.lint`;

type Result = autocannon.Result;

function row(key: string, title: string, r: Result) {
  const { p50, p97_5, p99, max } = r.latency;
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
  return { key, title, reqPerSec: r.requests.average, p50, p97_5, p99, max, errors: r.errors + r.non2xx, statuses };
}

function print(r: ReturnType<typeof row>): void {
  const codes = Object.entries(r.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(", ");
  console.log(
    `${r.title.padEnd(40)} ${r.reqPerSec.toFixed(1).padStart(7)} req/s  p50 ${r.p50} ms  p97.5 ${r.p97_5} ms  p99 ${r.p99} ms  max ${r.max} ms  (${codes})`,
  );
}

/** The lint clients: autocannon's CLI in a child process, its result as JSON on stdout. */
function lintLoad(bodyFile: string, duration: number): { child: ChildProcess; result: Promise<Result> } {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [cli, "-c", String(clients), "-d", String(duration), "-t", "30", "-m", "POST"];
  args.push("-H", "content-type=application/json", "-i", bodyFile, "-j", lintUrl);
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const result = new Promise<Result>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        resolve(JSON.parse(out) as Result);
      } catch {
        reject(new Error(`the lint clients (autocannon) exited ${code} without their figures`));
      }
    });
  });
  return { child, result };
}

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
      PACKSTUDIO_RATE_LIMITS: "off",
      PACKSTUDIO_DATA_DIR: `/tmp/packstudio-lint-bomb-load-${port}-${Date.now()}`,
    },
  });
const dir = mkdtempSync(join(tmpdir(), "packstudio-lint-bomb-"));
try {
  for (let i = 0; i < 120 && !(await up(base)); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await up(base))) throw new Error(`The studio did not start at ${base}: is it built (npm run build)?`);
  await catalogSettled(base);
  const bytes = Object.values(files).reduce((n, text) => n + utf8Length(text), 0);
  const bomb = { commands: bombCommands, files: Object.keys(files).length, bytes };
  console.log(
    `lint bomb: ${bomb.commands} commands, ${bomb.files} files, ${bytes} bytes (${body.length} bytes as JSON)`,
  );
  // One lint first: the answer the clients will get (and the pool's workers started).
  const started = performance.now();
  const first = await fetch(lintUrl, { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = (await first.json()) as { result?: { data?: { findings: unknown[] } }; error?: { message: string } };
  const firstMs = performance.now() - started;
  console.log(
    `first pack.lint of the bomb: HTTP ${first.status} in ${firstMs.toFixed(0)} ms, ${
      answer.result?.data ? `${answer.result.data.findings.length} findings` : answer.error?.message
    }`,
  );

  const healthIdle = row(
    "health-idle",
    "/api/health, idle",
    await autocannon({ url: `${base}/api/health`, connections: 1, duration: 5 }),
  );
  print(healthIdle);
  const bodyFile = join(dir, "bomb.json");
  writeFileSync(bodyFile, body);
  const load = lintLoad(bodyFile, warmupSeconds + seconds);
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  const healthRun = await autocannon({ url: `${base}/api/health`, connections: 1, duration: seconds });
  const health = row("health-under-lint-bomb", `/api/health while ${clients} clients lint the bomb`, healthRun);
  const lint = row("pack.lint-bomb", `pack.lint (lint bomb), ${clients} clients`, await load.result);
  print(health);
  print(lint);
  console.log(
    `/api/health p99 under ${targetP99Ms} ms while ${clients} clients lint the bomb: ${health.p99} ms, ${health.p99 < targetP99Ms ? "met" : "MISSED"}`,
  );
  if (process.env.BENCH_JSON) {
    const figures = { clients, seconds, targetP99Ms, bomb, firstLint: { status: first.status, ms: firstMs } };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ ...figures, healthIdle, health, lint }, null, 2)}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (server?.pid) process.kill(-server.pid);
}
