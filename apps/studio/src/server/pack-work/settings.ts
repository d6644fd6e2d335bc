// The pack pool's settings from the environment, each with a default that suits the machine.
import { availableParallelism } from "node:os";

export interface PackWorkSettings {
  /** Workers running tasks at once (PACKSTUDIO_PACK_WORKERS). */
  size: number;
  /** The most one task may run before its worker is stopped, in ms (PACKSTUDIO_PACK_DEADLINE_MS). */
  deadlineMs: number;
  /** The most a task may wait for a free worker before it is refused as busy, in ms (PACKSTUDIO_PACK_WAIT_MS). */
  waitMs: number;
  /** Tasks that may wait for a worker before more are refused as busy (PACKSTUDIO_PACK_QUEUE). */
  queueLimit: number;
  /** A worker's heap in MiB (PACKSTUDIO_PACK_WORKER_MB). */
  memoryMb: number;
  /** How long a worker may wait for a task before it is stopped, in ms (PACKSTUDIO_PACK_IDLE_MS). */
  idleMs: number;
}

/** The variables read (process.env, or a plain object in tests). */
type Environment = Readonly<Record<string, string | undefined>>;

function whole(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} is "${raw}": give a whole number from ${min} to ${max}, or leave it unset (${fallback}).`);
  return n;
}

/**
 * Defaults: as many workers as cores, 2 to 4 (one may run a costly pack while the other serves the rest;
 * the main thread only waits), a 2 s deadline, 5 s of waiting for a worker, 128 waiting tasks (a load of
 * 50 cheap calls at once never waits its way to "busy"), 512 MiB a worker, stopped after 30 s without a task (an
 * idle studio gives their memory back; the next task starts one, in 0.1-0.3 s on an idle 2-core machine).
 */
export function packWorkSettings(env: Environment = process.env): PackWorkSettings {
  return {
    size: whole(env, "PACKSTUDIO_PACK_WORKERS", Math.min(4, Math.max(2, availableParallelism())), 1, 64),
    deadlineMs: whole(env, "PACKSTUDIO_PACK_DEADLINE_MS", 2000, 1, 600_000),
    waitMs: whole(env, "PACKSTUDIO_PACK_WAIT_MS", 5000, 1, 600_000),
    queueLimit: whole(env, "PACKSTUDIO_PACK_QUEUE", 128, 0, 10_000),
    memoryMb: whole(env, "PACKSTUDIO_PACK_WORKER_MB", 512, 32, 16_384),
    idleMs: whole(env, "PACKSTUDIO_PACK_IDLE_MS", 30_000, 1000, 86_400_000),
  };
}
