// Benchmark: a sandbox run of `ledger status` next to the same script started plainly from Node (the floor).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { type RunSteps, Sandbox } from "../src/index.js";
import { childrenOf } from "../src/runs/spawn-run.js";
import { ledgerDir, ledgerPack } from "../src/test-support.js";

// Run with `npm run bench -w @packstudio/sandbox`. The sandbox side runs in workspace mode after setup.apply,
// so both sides print the balance; BENCH_RUNS sets the number of measured runs (default 60).

const runs = Number(process.env.BENCH_RUNS ?? 60);
const warmup = 10;
const example = ledgerDir;

/** CPU time of a process (ms): its own, and that of the children it has waited for (/proc/<pid>/stat, in ticks
 * of 10 ms: summed over many runs, then divided). */
function cpuOf(pid: number | "self"): { own: number; children: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const f = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .map(Number);
    return { own: ((f[11] ?? 0) + (f[12] ?? 0)) * 10, children: ((f[13] ?? 0) + (f[14] ?? 0)) * 10 };
  } catch {
    return { own: 0, children: 0 };
  }
}

/** Microseconds of CPU this process used, as process.cpuUsage() counts them, in ms. */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

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

async function sandboxRun(): Promise<{ total: number; spawn: number; steps: RunSteps | undefined }> {
  const started = performance.now();
  const result = await sandbox.dryRun({ files, verbKey: "status", session, timing: true });
  const total = performance.now() - started;
  if (!result.ok || result.run.exitCode !== 0 || !result.run.stdout.includes('"balance"'))
    throw new Error(`sandbox run failed: ${JSON.stringify(result)}`);
  return { total, spawn: result.run.durationMs, steps: result.run.steps };
}

/** `bwrap --unshare-all --ro-bind / / /bin/true`: bubblewrap's own floor on this machine, for the breakdown. */
function bwrapFloor(bwrap: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(bwrap, ["--unshare-all", "--die-with-parent", "--ro-bind", "/", "/", "/bin/true"], {
      env: {},
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`bwrap floor failed: ${code}`)),
    );
  });
}

/** The steps of a run, in the order they happen (run-steps.ts). */
const stepNames: [keyof RunSteps, string][] = [
  ["prepare", "host: plan, checks, pack folder, workspace archive"],
  ["cgroup", "host: the run's cgroup (reset, outcome)"],
  ["hop", "to the run process and back"],
  ["spawn", "spawn of the chain (fork, exec)"],
  ["bwrap", "cgroup join, limits, bubblewrap up to PID 1"],
  ["restore", "archive in before the command (a node script's is beside its start)"],
  ["program", "the command (node and the ledger script)"],
  ["archive", "archive out (tar -c), sandbox exit"],
  ["parse", "read back: status, archive, side effects"],
  ["finish", "host: judge, keep the workspace, clean up"],
];

try {
  const loadStart = loadavg()[0] ?? 0;
  const setup = await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session });
  if (!setup.ok || setup.run.exitCode !== 0) throw new Error(`setup.apply failed: ${JSON.stringify(setup)}`);
  const bwrap = sandbox.status().bwrap ?? "bwrap";
  for (let i = 0; i < warmup; i++) {
    await plainRun(home);
    await sandboxRun();
    await bwrapFloor(bwrap);
  }
  // The run process: this process's child started as `node -e <bundle>` (run-process.ts), once a run has started it.
  const runProcess = childrenOf(process.pid).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "latin1").split("\0")[1] === "-e";
    } catch {
      return false;
    }
  });
  const floor: number[] = [];
  const boxed: number[] = [];
  const spawnOnly: number[] = [];
  const paired: number[] = [];
  const bwrapOnly: number[] = [];
  const steps = new Map<keyof RunSteps, number[]>(stepNames.map(([key]) => [key, []]));
  // CPU by who spent it: the floor's node is this process's child, reaped before plainRun settles; a run's
  // processes are the run process and what it started, reaped there, maybe after the run was answered, so they
  // are summed over the whole loop; this process's own time goes to the side it was spent on.
  let floorCpu = 0;
  let boxedCpu = 0;
  const runs0 = runProcess === undefined ? { own: 0, children: 0 } : cpuOf(runProcess);
  // Interleaved, so drift on a busy machine falls on both sides alike.
  for (let i = 0; i < runs; i++) {
    const c0 = ownCpu();
    const k0 = cpuOf("self").children;
    const f = await plainRun(home);
    const c1 = ownCpu();
    floorCpu += c1 - c0 + cpuOf("self").children - k0; // the floor's node was reaped before plainRun settled
    const s = await sandboxRun();
    boxedCpu += ownCpu() - c1;
    floor.push(f);
    boxed.push(s.total);
    spawnOnly.push(s.spawn);
    paired.push(s.total - f);
    for (const [key] of stepNames) steps.get(key)?.push(s.steps?.[key] ?? Number.NaN);
    bwrapOnly.push(await bwrapFloor(bwrap));
  }
  const runs1 = runProcess === undefined ? { own: 0, children: 0 } : cpuOf(runProcess);
  boxedCpu += runs1.own + runs1.children - runs0.own - runs0.children;
  const loadEnd = loadavg()[0] ?? 0;
  const overhead = quantile(boxed, 0.5) - quantile(floor, 0.5);
  const programStart = quantile(steps.get("program") ?? [], 0.5) - quantile(floor, 0.5);
  console.log(`ledger status, ${runs} runs each after ${warmup} warm-up runs (node ${process.version})`);
  console.log(`  load average ${loadStart.toFixed(2)} at start, ${loadEnd.toFixed(2)} at end`);
  console.log(
    `  floor   env -i node bin/ledger.mjs status   median ${ms(quantile(floor, 0.5))}  p95 ${ms(quantile(floor, 0.95))}`,
  );
  console.log(
    `  sandbox dryRun, workspace mode, set up      median ${ms(quantile(boxed, 0.5))}  p95 ${ms(quantile(boxed, 0.95))}`,
  );
  console.log(`          of which spawn to the sandbox's end   median ${ms(quantile(spawnOnly, 0.5))}`);
  console.log(
    `  overhead (median difference)                ${ms(overhead)}  (median of paired differences ${ms(quantile(paired, 0.5))})`,
  );
  console.log(`  target under 10 ms: ${overhead < 10 ? "met" : "missed"}`);
  console.log(
    `  CPU a run (mean)    floor ${ms(floorCpu / runs)}   sandbox ${ms(boxedCpu / runs)}   (this process, the run process and what they started)`,
  );
  console.log("  steps of a sandbox run (medians):");
  for (const [key, name] of stepNames)
    console.log(`    ${key.padEnd(8)} ${ms(quantile(steps.get(key) ?? [], 0.5)).padStart(9)}  ${name}`);
  console.log(`    (program minus the floor's median: ${ms(programStart)}, node's start in the sandbox)`);
  console.log(`  bwrap --unshare-all --ro-bind / / /bin/true  median ${ms(quantile(bwrapOnly, 0.5))}`);
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
      // The breakdown (issue 30): each step's figures, bubblewrap's own floor, CPU a run and the load around it.
      steps: Object.fromEntries(stepNames.map(([key]) => [key, figures(steps.get(key) ?? [])])),
      programStartMs: programStart,
      bwrapFloor: figures(bwrapOnly),
      cpu: { floorMs: floorCpu / runs, sandboxMs: boxedCpu / runs },
      load: { start: loadStart, end: loadEnd },
    };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
