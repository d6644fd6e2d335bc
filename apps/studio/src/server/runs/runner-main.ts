// `npm run runner -w @packstudio/studio`: a runner (DECISIONS.md 15). It takes dry-runs from the job queue in
// PostgreSQL (DATABASE_URL), runs them in this machine's sandbox exactly as a studio process would (the same
// Sandbox, PACKSTUDIO_SANDBOX_* settings), and reports each answer through the database. SIGTERM or SIGINT: it takes
// no new run, finishes those it holds, and leaves. Not bundled by Next: run with tsx, so no `server-only` here.
import { existsSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { RunWorker } from "@packstudio/db/run-queue/worker";
import { defaultSessionBudgets, Sandbox, settingsFromEnv } from "@packstudio/sandbox";
import { raiseRequestThread } from "../request-thread";
import { runnerSettings } from "./run-settings";
import { sandboxExecutor } from "./sandbox-executor";

const say = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const settings = runnerSettings(process.env);
  // As in a studio process: the thread every run's database round trips wait on runs above the process's other
  // threads (V8's and libuv's), and the run process lowers itself from it (when allowed: root).
  raiseRequestThread();
  const sandboxSettings = settingsFromEnv(process.env);
  // A folder of this runner's own: two runners on one machine need two roots (and two uid ranges).
  const root =
    sandboxSettings.root ?? (existsSync("/dev/shm") ? "/dev/shm/packstudio-runner" : "/tmp/packstudio-runner");
  // Pack folders of runs a killed runner left (only the host ever wrote them; runs see them read-only).
  rmSync(join(root, "runs"), { recursive: true, force: true });
  const sandbox = new Sandbox({
    ...sandboxSettings,
    root,
    concurrency: settings.concurrency,
    queue: settings.concurrency,
  });
  const status = sandbox.status();
  if (!status.available) throw new Error(`this machine cannot run dry-runs: ${status.message}`);
  const worker = await RunWorker.start({
    databaseUrl: settings.databaseUrl,
    concurrency: settings.concurrency,
    budgets: defaultSessionBudgets,
    info: { host: hostname(), pid: process.pid, sandbox: JSON.stringify(status) },
    executor: sandboxExecutor(sandbox, defaultSessionBudgets),
    warn: say,
  });
  say(`Pack Studio runner ${worker.id}: taking dry-runs, ${settings.concurrency} at once (sandbox root ${root}).`);
  const leave = (signal: string) => {
    say(`runner ${worker.id}: ${signal}: finishing the runs it holds, taking no new one`);
    void worker.stop();
  };
  process.once("SIGTERM", () => leave("SIGTERM"));
  process.once("SIGINT", () => leave("SIGINT"));
  const why = await worker.stopped;
  say(`runner ${worker.id}: stopped${why ? ` (${why})` : ""}`);
  process.exit(why ? 1 : 0);
}

main().catch((error: unknown) => {
  say(`Pack Studio runner cannot start: ${(error as Error).message}`);
  process.exit(1);
});
