// The rows of dry-runs handed to runners (DECISIONS.md 15): asked (with their job in graphile-worker's queue),
// taken by a runner, answered, or given up as busy. Every change of status is guarded by the status it changes
// from, so a run is taken once, answered once, and never both given up and run.
import type pg from "pg";
import type { Queryable } from "./run-sessions.js";

/** The channel a run's id is sent on when its answer is in the table (at the commit that wrote it); an answer
 * short enough rides along after a space (`<id> <answer>`), so its web process need not read the row first. */
export const doneChannel = "packstudio_dry_run_done";
/** NOTIFY payloads must stay under 8000 bytes: an answer longer than this is read from its row. */
const maxAnswerInNotice = 7_000;
/** graphile-worker's task name for a dry-run; its payload is `{ run: <id> }` and its job key is the run's id. */
export const runTask = "packstudio_dry_run";

/** An answer the queue itself gives, in the shape of a dry-run's refusal. */
export interface QueueRefusal {
  ok: false;
  error: { code: "busy" | "sandbox_error"; names: string[]; message: string };
}

export const queueRefusal = (code: QueueRefusal["error"]["code"], message: string): QueueRefusal => ({
  ok: false,
  error: { code, names: [], message },
});

/** The answer of a run whose runner died under it. */
export const runnerStopped = queueRefusal(
  "sandbox_error",
  "The sandbox could not run the command: the runner stopped during the run. Its changes are not kept; run it again.",
);

/** graphile-worker's queue of a session: its jobs run one at a time, in the order they were added. */
export const sessionQueue = (session: string) => `packstudio-session:${session}`;

/** PostgreSQL's codes for a schema or function that does not exist: no runner ever made graphile-worker's. */
const noQueueCodes = new Set(["3F000", "42883", "42P01"]);
export const isNoQueue = (error: unknown) => noQueueCodes.has((error as { code?: string } | undefined)?.code ?? "");

export interface RunRequest {
  id: string;
  session: string;
  client: string;
  /** The request as JSON text. */
  input: string;
}

/**
 * Asks for a run: its row and its job in one transaction. "session_full" when `queuePerSession` runs of the
 * session already wait behind its running one; "no_queue" when graphile-worker's schema is not there yet.
 */
export async function enqueueRun(
  pool: pg.Pool,
  run: RunRequest,
  queuePerSession: number,
): Promise<"queued" | "session_full" | "no_queue"> {
  const c = await pool.connect();
  try {
    await c.query("BEGIN");
    // Counting and inserting under one lock per session: two asks at once cannot both take the last place.
    await c.query("SELECT pg_advisory_xact_lock(7351204, hashtext($1))", [run.session]);
    const inserted = await c.query(
      `INSERT INTO dry_runs (id, session_id, client, input) SELECT $1, $2, $3, $4
       WHERE (SELECT count(*) FROM dry_runs WHERE session_id = $2 AND status IN ('queued', 'running')) <= $5`,
      [run.id, run.session, run.client, run.input, queuePerSession],
    );
    if (inserted.rowCount !== 1) {
      await c.query("ROLLBACK");
      return "session_full";
    }
    await c.query(
      `SELECT FROM graphile_worker.add_job($1, json_build_object('run', $2::text), queue_name := $3,
         max_attempts := 1, job_key := $2::text)`,
      [runTask, run.id, sessionQueue(run.session)],
    );
    await c.query("COMMIT");
    return "queued";
  } catch (error) {
    await c.query("ROLLBACK").catch(() => undefined);
    if (isNoQueue(error)) return "no_queue";
    throw error;
  } finally {
    c.release();
  }
}

export interface ClaimedRun {
  session: string;
  client: string;
  input: string;
}

/** A runner takes the run: only a run still waiting (not given up as busy, not taken before). */
export async function claimRun(
  q: Queryable,
  id: string,
  runnerId: string,
  workerId: string | null,
): Promise<ClaimedRun | undefined> {
  const taken = await q.query<{ session_id: string; client: string; input: string }>(
    `UPDATE dry_runs SET status = 'running', runner_id = $2, worker_id = $3, started_at = now()
     WHERE id = $1 AND status = 'queued' RETURNING session_id, client, input`,
    [id, runnerId, workerId],
  );
  const row = taken.rows[0];
  return row && { session: row.session_id, client: row.client, input: row.input };
}

/** Writes a running run's answer and announces it at commit; false when the run is no longer this runner's (it
 * was declared dead meanwhile): the caller then rolls back, and the session's files stay as they were. */
export async function answerRun(q: Queryable, id: string, result: string, runnerId: string): Promise<boolean> {
  const done = await q.query(
    `WITH done AS (
       UPDATE dry_runs SET status = 'done', result = $2, finished_at = now()
       WHERE id = $1 AND status = 'running' AND runner_id = $3 RETURNING id)
     SELECT pg_notify($4, CASE WHEN octet_length($2) <= $5 THEN id::text || ' ' || $2 ELSE id::text END) FROM done`,
    [id, result, runnerId, doneChannel, maxAnswerInNotice],
  );
  return done.rows.length === 1;
}

/** A running run's answer when its runner could not finish it (the database failed under it, say). */
export async function failRun(q: Queryable, id: string, runnerId: string, answer: QueueRefusal): Promise<void> {
  await q.query(
    `WITH failed AS (
       UPDATE dry_runs SET status = 'failed', result = $2, finished_at = now()
       WHERE id = $1 AND status = 'running' AND runner_id = $3 RETURNING id)
     SELECT pg_notify($4, id::text) FROM failed`,
    [id, JSON.stringify(answer), runnerId, doneChannel],
  );
}

/** Gives up a run no runner took: true when it was still waiting (its job is then removed from the queue). */
export async function giveUpRun(pool: pg.Pool, id: string): Promise<boolean> {
  const given = await pool.query(
    "UPDATE dry_runs SET status = 'busy', finished_at = now() WHERE id = $1 AND status = 'queued' RETURNING id",
    [id],
  );
  if (given.rowCount !== 1) return false;
  // A job a runner locked a moment ago stays; its runner finds the run given up and does nothing.
  await pool.query("SELECT FROM graphile_worker.remove_job($1)", [id]).catch(() => undefined);
  await pool.query("DELETE FROM dry_runs WHERE id = $1", [id]);
  return true;
}

/** Removes the row of a run whose answer came with its notice. */
export async function forgetRun(pool: pg.Pool, id: string): Promise<void> {
  await pool.query("DELETE FROM dry_runs WHERE id = $1 AND status IN ('done', 'failed')", [id]);
}

/** The answer of a run, read once: the row goes with it. Undefined while the run waits or runs. */
export async function takeAnswer(pool: pg.Pool, id: string): Promise<string | undefined> {
  const taken = await pool.query<{ result: string | null; status: string }>(
    "DELETE FROM dry_runs WHERE id = $1 AND status IN ('done', 'failed') RETURNING status, result",
    [id],
  );
  const row = taken.rows[0];
  if (!row) return undefined;
  return row.result ?? JSON.stringify(runnerStopped);
}

/** Which of these runs have an answer waiting (after a lost notification feed comes back). */
export async function answered(pool: pg.Pool, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await pool.query<{ id: string }>(
    "SELECT id FROM dry_runs WHERE id = ANY($1::uuid[]) AND status IN ('done', 'failed')",
    [ids],
  );
  return found.rows.map((r) => r.id);
}

/** Removes what nobody will read: answers older than 10 minutes (their asker died), and runs asked that long ago
 * that no runner took (their jobs too). */
export async function pruneRuns(pool: pg.Pool): Promise<void> {
  await pool.query(
    "DELETE FROM dry_runs WHERE status IN ('done', 'failed', 'busy') AND finished_at < now() - interval '10 minutes'",
  );
  const stale = await pool.query<{ id: string }>(
    `UPDATE dry_runs SET status = 'busy', finished_at = now()
     WHERE status = 'queued' AND created_at < now() - interval '10 minutes' RETURNING id`,
  );
  for (const { id } of stale.rows)
    await pool.query("SELECT FROM graphile_worker.remove_job($1)", [id]).catch(() => undefined);
}
