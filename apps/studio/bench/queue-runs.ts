// A dry-run through the queue (DECISIONS.md 15) against one in this process's sandbox, in the same run: the same
// small pack, one run after the other, alternating, so both see the same machine; then runs per second with one and
// with two runners. Runners are real runner processes; the queue's side is the web process's client (no HTTP).
// Needs PostgreSQL: BENCH_DATABASE_URL or PACKSTUDIO_TEST_DATABASE_URL (a fresh database is made on it).
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { RunQueueClient } from "@packstudio/db/run-queue";
import { freshPostgres } from "@packstudio/db/testing/databases";
import { type DryRunInput, type DryRunResult, Sandbox } from "@packstudio/sandbox";
import { raiseRequestThread } from "../src/server/request-thread";

const server = process.env.BENCH_DATABASE_URL ?? process.env.PACKSTUDIO_TEST_DATABASE_URL;
const samples = Number(process.env.BENCH_SAMPLES ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const studio = new URL("..", import.meta.url).pathname;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One command that appends a line to HOME and prints it: a session's workspace goes in and comes back each run. */
const files = {
  "surface.json": JSON.stringify({
    id: "bench-queue",
    kind: "wrap",
    cliBin: "bench",
    wrap: { bin: "./bin/run.sh", json_flag: [], workspace: { mode: "workspace" } },
    verbs: { run: { description: "Append and print.", cli: ["bench", "run"] } },
  }),
  "policy.json": JSON.stringify({ surface_id: "bench-queue", verbs: { run: { effect: "read" } } }),
  "HARNESS.md": "# bench\n\nRun `bench run`.\n",
  "bin/run.sh": '#!/bin/sh\necho run >> "$HOME/log"\nwc -l < "$HOME/log"\n',
};
const input = (session: string): DryRunInput => ({ files, verbKey: "run", session, client: "bench" });

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function startRunner(databaseUrl: string, n: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/runs/runner-main.ts"], {
    cwd: studio,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PACKSTUDIO_SANDBOX_ROOT: `/dev/shm/packstudio-bench-runner-${n}-${process.pid}`,
      PACKSTUDIO_SANDBOX_UID_BASE: String(63400 + n * 100),
    },
  });
  return new Promise((resolve, reject) => {
    let text = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("taking dry-runs")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`runner ${n} exited (${code}): ${text}`)));
  });
}

async function stopRunner(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

function check(result: DryRunResult, where: string): void {
  if (!result.ok || result.run.exitCode !== 0) throw new Error(`${where}: ${JSON.stringify(result).slice(0, 300)}`);
}

/** Runs per second from `clients` clients, each in its own session, for `seconds`. */
async function throughput(client: RunQueueClient): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (Date.now() < until) {
        check(
          (await client.submit({
            session: `bench-tp-${c}`,
            client: "bench",
            input: input(`bench-tp-${c}`),
          })) as DryRunResult,
          "queue",
        );
        done++;
      }
    }),
  );
  return done / seconds;
}

async function main(): Promise<void> {
  if (!server) {
    console.log("queue-runs: set BENCH_DATABASE_URL or PACKSTUDIO_TEST_DATABASE_URL (a PostgreSQL server) to run it");
    process.exitCode = 1;
    return;
  }
  // This process stands for a web process, whose request thread the studio raises the same way.
  raiseRequestThread();
  const databaseUrl = await freshPostgres(server);
  const root = `/dev/shm/packstudio-bench-local-${process.pid}`;
  const local = new Sandbox({ root, uidBase: 63390, concurrency: 2 });
  const runners: ChildProcess[] = [await startRunner(databaseUrl, 0)];
  const client = await RunQueueClient.open({ databaseUrl, waitMs: 60_000, queuePerSession: 4 });
  try {
    // Warm both paths (node, the run process, the database's plans) before timing.
    for (let i = 0; i < 5; i++) {
      check(await local.dryRun(input("bench-local")), "here");
      check(
        (await client.submit({ session: "bench-queue", client: "bench", input: input("bench-queue") })) as DryRunResult,
        "queue",
      );
    }
    const here: number[] = [];
    const queued: number[] = [];
    for (let i = 0; i < samples; i++) {
      let t = performance.now();
      check(await local.dryRun(input("bench-local")), "here");
      here.push(performance.now() - t);
      t = performance.now();
      check(
        (await client.submit({ session: "bench-queue", client: "bench", input: input("bench-queue") })) as DryRunResult,
        "queue",
      );
      queued.push(performance.now() - t);
    }
    const row = (name: string, v: number[]) =>
      `${name.padEnd(28)} median ${quantile(v, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(v, 0.95).toFixed(1).padStart(7)} ms`;
    console.log(`one dry-run, ${samples} of each, alternating (a workspace-mode shell script):`);
    console.log(row("in this process's sandbox", here));
    console.log(row("through the queue, 1 runner", queued));
    const paired = queued.map((q, i) => q - (here[i] ?? 0));
    const added = quantile(queued, 0.5) - quantile(here, 0.5);
    console.log(
      `the queue adds ${added.toFixed(1)} ms at the median (target: under 15 ms)${added < 15 ? "" : " - MISSED"}; median of paired differences ${quantile(paired, 0.5).toFixed(1)} ms`,
    );
    console.log(
      `runs per second, ${clients} clients for ${seconds} s (each runner runs as many at once as the machine has cores):`,
    );
    const oneRunner = await throughput(client);
    console.log(`  1 runner:  ${oneRunner.toFixed(1)}`);
    runners.push(await startRunner(databaseUrl, 1));
    await sleep(2500); // its first heartbeat
    const twoRunners = await throughput(client);
    console.log(`  2 runners: ${twoRunners.toFixed(1)}`);
    // For the benchmark report (bench-report/src/queue-rows.ts).
    const stats = (v: number[]) => ({ median: quantile(v, 0.5), p95: quantile(v, 0.95), n: v.length });
    const json = JSON.stringify({
      node: process.version,
      here: stats(here),
      queued: stats(queued),
      paired: stats(paired),
      addedMs: added,
      clients,
      seconds,
      perSecond: { oneRunner, twoRunners },
    });
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${json}\n`);
  } finally {
    await client.close();
    await Promise.all(runners.map(stopRunner));
    rmSync(root, { recursive: true, force: true });
    for (let n = 0; n < 2; n++)
      rmSync(`/dev/shm/packstudio-bench-runner-${n}-${process.pid}`, { recursive: true, force: true });
  }
  process.exit(0);
}

void main();
