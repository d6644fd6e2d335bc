// Benchmark: a sandbox run of `ledger status` next to the same script started plainly from Node (the floor).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Sandbox } from "../src/index.js";
import { ledgerDir, ledgerPack } from "../src/test-support.js";

// Run with `npm run bench -w @packstudio/sandbox`. The sandbox side runs in workspace mode after setup.apply,
// so both sides print the balance; BENCH_RUNS sets the number of measured runs (default 60).

const runs = Number(process.env.BENCH_RUNS ?? 60);
const warmup = 10;
const example = ledgerDir;

/** The floor: `env -i HOME=<a set-up store> node bin/ledger.mjs status`, so both sides print the balance. */
function plainRun(home: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      "/usr/bin/env",
      ["-i", `HOME=${home}`, process.execPath, join(example, "bin/ledger.mjs"), "status"],
      {
        env: {},
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.stderr.resume();
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0 || !out.includes('"balance"')) reject(new Error(`floor run failed: ${code} ${out}`));
      else resolve(performance.now() - started);
    });
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const root = `/dev/shm/packstudio-bench-${process.pid}`;
const home = join(root, "floor-home");
mkdirSync(home, { recursive: true });
writeFileSync(join(home, ".ledger.json"), JSON.stringify({ balance: "120.00", currency: "EUR", entries: [] }));
const sandbox = new Sandbox({ root, concurrency: 1 });
const files = ledgerPack("workspace");
const session = "bench";

async function sandboxRun(): Promise<{ total: number; spawn: number }> {
  const started = performance.now();
  const result = await sandbox.dryRun({ files, verbKey: "status", session });
  const total = performance.now() - started;
  if (!result.ok || result.run.exitCode !== 0 || !result.run.stdout.includes('"balance"'))
    throw new Error(`sandbox run failed: ${JSON.stringify(result)}`);
  return { total, spawn: result.run.durationMs };
}

try {
  const setup = await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session });
  if (!setup.ok || setup.run.exitCode !== 0) throw new Error(`setup.apply failed: ${JSON.stringify(setup)}`);
  for (let i = 0; i < warmup; i++) {
    await plainRun(home);
    await sandboxRun();
  }
  const floor: number[] = [];
  const boxed: number[] = [];
  const spawnOnly: number[] = [];
  const paired: number[] = [];
  // Interleaved, so drift on a busy machine falls on both sides alike.
  for (let i = 0; i < runs; i++) {
    const f = await plainRun(home);
    const s = await sandboxRun();
    floor.push(f);
    boxed.push(s.total);
    spawnOnly.push(s.spawn);
    paired.push(s.total - f);
  }
  const overhead = quantile(boxed, 0.5) - quantile(floor, 0.5);
  console.log(`ledger status, ${runs} runs each after ${warmup} warm-up runs (node ${process.version})`);
  console.log(
    `  floor   env -i node bin/ledger.mjs status   median ${ms(quantile(floor, 0.5))}  p95 ${ms(quantile(floor, 0.95))}`,
  );
  console.log(
    `  sandbox dryRun, workspace mode, set up      median ${ms(quantile(boxed, 0.5))}  p95 ${ms(quantile(boxed, 0.95))}`,
  );
  console.log(`          of which prlimit+bwrap+node          median ${ms(quantile(spawnOnly, 0.5))}`);
  console.log(
    `  overhead (median difference)                ${ms(overhead)}  (median of paired differences ${ms(quantile(paired, 0.5))})`,
  );
  console.log(`  target under 10 ms: ${overhead < 10 ? "met" : "missed"}`);
  // Machine-readable figures for the benchmark report (bench-report/ at the repository root).
  if (process.env.BENCH_JSON) {
    const figures = (values: number[]) => ({
      median: quantile(values, 0.5),
      p95: quantile(values, 0.95),
      n: values.length,
    });
    const result = {
      node: process.version,
      runs,
      warmup,
      floor: figures(floor),
      sandbox: figures(boxed),
      spawn: figures(spawnOnly),
      paired: figures(paired),
      overheadMs: overhead,
    };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
