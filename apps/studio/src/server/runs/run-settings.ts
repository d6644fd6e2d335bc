// How this studio process runs dry-runs (DECISIONS.md 15): here, in its own sandbox (the default), or handed to
// runners through the job queue in PostgreSQL (PACKSTUDIO_RUNS=queue, which needs DATABASE_URL); and a runner's own
// settings. A value that cannot be read stops the start with what to write instead.
import { availableParallelism } from "node:os";

export interface RunSettings {
  mode: "here" | "queue";
  /** How long a run waits for a runner to take it before it fails as busy. */
  waitMs: number;
}

export const defaultQueueWaitMs = 20_000;

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name}=${JSON.stringify(text)} is not a whole number of at least 1 (unset: ${fallback}).`);
  return value;
}

export function runSettings(env: Record<string, string | undefined>): RunSettings {
  const mode = env.PACKSTUDIO_RUNS?.trim() || "here";
  if (mode !== "here" && mode !== "queue")
    throw new Error(
      `PACKSTUDIO_RUNS=${JSON.stringify(mode)} is neither "here" (dry-runs in this process's sandbox, the default) nor "queue" (handed to runners).`,
    );
  if (mode === "queue" && !env.DATABASE_URL)
    throw new Error(
      "PACKSTUDIO_RUNS=queue hands dry-runs to runners through PostgreSQL: set DATABASE_URL too (the embedded database is one process's).",
    );
  return { mode, waitMs: positiveInteger(env, "PACKSTUDIO_QUEUE_WAIT_MS", defaultQueueWaitMs) };
}

export interface RunnerSettings {
  databaseUrl: string;
  /** Runs at once: the machine's cores unless PACKSTUDIO_RUNNER_CONCURRENCY says otherwise. */
  concurrency: number;
}

export function runnerSettings(
  env: Record<string, string | undefined>,
  cores = availableParallelism(),
): RunnerSettings {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error("A runner takes dry-runs from the queue in PostgreSQL: set DATABASE_URL to the studio's database.");
  return { databaseUrl, concurrency: positiveInteger(env, "PACKSTUDIO_RUNNER_CONCURRENCY", Math.max(1, cores)) };
}
