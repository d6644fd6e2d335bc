// The runners' rows (DECISIONS.md 15): each live runner holds an advisory lock on its own connection and beats a
// heartbeat; a runner whose lock is gone (its process or connection died) or whose heartbeat stopped is dead, and
// whoever notices first fails its running runs (`sandbox_error`, never run again) and frees its queue jobs.
import type pg from "pg";
import { doneChannel, isNoQueue, runnerStopped } from "./dry-run-rows.js";

/** The first key of every runner's liveness lock (the second is its lock_id). */
const livenessLock = 7_351_202;
/** A runner beats every 2 s; one silent this long is dead even if its lock still shows (a frozen machine). */
export const runnerStaleMs = 8_000;
/** A queue job locked by a worker no live runner names, this long: its runner died before naming it. */
const orphanLockMs = 30_000;
/** Runners seen this recently count as reachable (the web process's health). */
export const runnerSeenMs = 30_000;

export interface RunnerInfo {
  host: string;
  pid: number;
  concurrency: number;
  /** What the runner's machine offers for sandbox runs, as JSON text. */
  sandbox: string;
}

/** On the runner's own connection, kept open while it lives: takes its liveness lock, then adds its row. */
export async function registerRunner(c: pg.Client, id: string, info: RunnerInfo): Promise<void> {
  const next = await c.query<{ lock_id: number }>("SELECT nextval('runner_lock_ids')::integer AS lock_id");
  const lockId = next.rows[0]?.lock_id;
  if (lockId === undefined) throw new Error("no runner lock id");
  await c.query("SELECT pg_advisory_lock($1, $2)", [livenessLock, lockId]);
  await c.query(`INSERT INTO runners (id, lock_id, host, pid, concurrency, sandbox) VALUES ($1, $2, $3, $4, $5, $6)`, [
    id,
    lockId,
    info.host,
    info.pid,
    info.concurrency,
    info.sandbox,
  ]);
}

/** The heartbeat; false when the runner's row is gone (it was declared dead: it must stop). */
export async function beat(
  c: pg.Client,
  id: string,
  state: { running: number; draining: boolean; workerIds: string[] },
): Promise<boolean> {
  const updated = await c.query(
    "UPDATE runners SET seen_at = now(), running = $2, draining = $3, worker_ids = $4 WHERE id = $1",
    [id, state.running, state.draining, state.workerIds],
  );
  return updated.rowCount === 1;
}

export async function removeRunner(c: pg.Client, id: string): Promise<void> {
  await c.query("DELETE FROM runners WHERE id = $1", [id]);
}

/**
 * Finds dead runners and ends what they held, in one transaction: their rows go (so only one reaper acts), their
 * running runs fail as sandbox_error (announced at commit), and the queue jobs their workers held are unlocked and
 * removed (a job is never handed to another runner: max_attempts is 1). Also frees jobs held by workers no runner
 * names (a runner that died before writing its workers' ids). Returns the dead runners' ids.
 */
export async function reapDeadRunners(pool: pg.Pool, staleMs = runnerStaleMs): Promise<string[]> {
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    const dead = await c.query<{ id: string; worker_ids: string[] }>(
      `DELETE FROM runners WHERE id IN (
         SELECT r.id FROM runners r
         WHERE r.seen_at < now() - make_interval(secs => $1)
            OR NOT EXISTS (
              SELECT 1 FROM pg_locks l
              WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                AND l.classid = $2::oid AND l.objid = r.lock_id::oid
                AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))
         FOR UPDATE SKIP LOCKED)
       RETURNING id, worker_ids`,
      [staleMs / 1000, livenessLock],
    );
    const ids = dead.rows.map((r) => r.id);
    const workers = dead.rows.flatMap((r) => r.worker_ids);
    const failed = JSON.stringify(runnerStopped);
    if (ids.length > 0)
      await c.query(
        `WITH failed AS (
           UPDATE dry_runs SET status = 'failed', result = $2, finished_at = now()
           WHERE status = 'running' AND runner_id = ANY($1) RETURNING id)
         SELECT pg_notify($3, id::text) FROM failed`,
        [ids, failed, doneChannel],
      );
    await c.query("SAVEPOINT queue");
    try {
      const orphans = await c.query<{ locked_by: string }>(
        `SELECT DISTINCT j.locked_by FROM graphile_worker.jobs j
         WHERE j.locked_by IS NOT NULL AND j.locked_at < now() - make_interval(secs => $1)
           AND NOT EXISTS (SELECT 1 FROM runners r WHERE j.locked_by = ANY(r.worker_ids))`,
        [orphanLockMs / 1000],
      );
      workers.push(...orphans.rows.map((r) => r.locked_by));
      if (workers.length > 0) {
        const held = await c.query<{ key: string | null }>(
          "SELECT key FROM graphile_worker.jobs WHERE locked_by = ANY($1)",
          [workers],
        );
        const keys = held.rows.flatMap((r) => (r.key ? [r.key] : []));
        await c.query("SELECT graphile_worker.force_unlock_workers($1)", [workers]);
        await c.query("SELECT j.id FROM unnest($1::text[]) AS k, graphile_worker.remove_job(k) AS j", [keys]);
        // A run whose job a dead worker had locked but not yet marked as running: it never ran, and never will.
        await c.query(
          `WITH failed AS (
             UPDATE dry_runs SET status = 'failed', result = $2, finished_at = now()
             WHERE id::text = ANY($1) AND status = 'queued' RETURNING id)
           SELECT pg_notify($3, id::text) FROM failed`,
          [keys, failed, doneChannel],
        );
      }
      await c.query("RELEASE SAVEPOINT queue");
    } catch (error) {
      if (!isNoQueue(error)) throw error;
      await c.query("ROLLBACK TO SAVEPOINT queue");
    }
    await c.query("COMMIT");
    return ids;
  } catch (error) {
    await c.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    c.release();
  }
}

export interface RunnerSeen {
  id: string;
  host: string;
  pid: number;
  concurrency: number;
  running: number;
  draining: boolean;
  /** What the runner reported of its machine (JSON). */
  sandbox: unknown;
  /** How long ago its last heartbeat was. */
  seenMsAgo: number;
}

export interface QueueHealth {
  /** Runs waiting for a runner. */
  queued: number;
  running: number;
  /** Runners whose heartbeat came in the last 30 s. */
  runners: RunnerSeen[];
}

export async function queueHealth(pool: pg.Pool): Promise<QueueHealth> {
  const [runs, seen] = await Promise.all([
    pool.query<{ queued: number; running: number }>(
      `SELECT count(*) FILTER (WHERE status = 'queued')::integer AS queued,
              count(*) FILTER (WHERE status = 'running')::integer AS running
       FROM dry_runs WHERE status IN ('queued', 'running')`,
    ),
    pool.query<{
      id: string;
      host: string;
      pid: number;
      concurrency: number;
      running: number;
      draining: boolean;
      sandbox: string;
      seen_ms_ago: number;
    }>(
      `SELECT id, host, pid, concurrency, running, draining, sandbox,
              (extract(epoch FROM now() - seen_at) * 1000)::integer AS seen_ms_ago
       FROM runners WHERE seen_at > now() - make_interval(secs => $1) ORDER BY started_at`,
      [runnerSeenMs / 1000],
    ),
  ]);
  return {
    queued: runs.rows[0]?.queued ?? 0,
    running: runs.rows[0]?.running ?? 0,
    runners: seen.rows.map((r) => ({
      id: r.id,
      host: r.host,
      pid: r.pid,
      concurrency: r.concurrency,
      running: r.running,
      draining: r.draining,
      sandbox: JSON.parse(r.sandbox) as unknown,
      seenMsAgo: r.seen_ms_ago,
    })),
  };
}
