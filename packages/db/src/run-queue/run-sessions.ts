// Dry-run sessions in PostgreSQL (DECISIONS.md 9, 10, 15): a session's row is locked for the whole of a run, its
// workspace and approvals are read at the start, and what the run changed is written with its result.
import type pg from "pg";

/** pg's Pool or one of its clients: what these statements run on. */
export type Queryable = Pick<pg.PoolClient, "query">;

/** Section 10's budgets of workspace bytes, as the in-process sessions count them. */
export interface WorkspaceBudgets {
  /** Workspace bytes kept for all sessions of one client address. */
  perClientBytes: number;
  /** Workspace bytes kept in all. */
  totalBytes: number;
}

export interface LoadedSession {
  /** The client address the session's workspaces count against (the first that used it). */
  client: string;
  approvals: string[];
  /** The workspace the run asked for, when the session has one. */
  workspace: { key: string; archive: Buffer } | undefined;
}

/** A run's changes, as the sandbox's SessionSnapshot reports them. */
export interface SessionWrites {
  approved: readonly string[];
  workspaces: ReadonlyMap<string, { archive: Buffer; bytes: number } | null>;
}

/** A key as stored: approval keys hold a NUL (`<pack hash>\0<command>`), which PostgreSQL's text refuses, so keys are
 * kept as JSON strings (NUL becomes `\u0000`), and read back with JSON.parse. */
const stored = (key: string) => JSON.stringify(key);
const unstored = (text: string) => JSON.parse(text) as string;

/** Approvals a session remembers; the oldest give way (each approved run may add one). */
export const maxApprovalsPerSession = 1000;
/** A session unused this long is removed, as the in-process sessions are. */
export const sessionIdleMs = 60 * 60 * 1000;
/** The advisory lock every budget check takes, held to the end of its transaction: two runs finishing at once
 * cannot both find room that is there only once. */
const budgetLock = 7_351_203;

/**
 * Inside a transaction: creates the session or marks it used, and locks its row until the transaction ends (a
 * second run of the session waits here); then reads its approvals and the workspace `key`.
 */
export async function lockSession(
  q: Queryable,
  id: string,
  client: string,
  key: string | undefined,
): Promise<LoadedSession> {
  // An upsert locks the row it inserts or updates, like SELECT … FOR UPDATE.
  const session = await q.query<{ client: string }>(
    `INSERT INTO run_sessions (id, client) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET used_at = now() RETURNING client`,
    [id, client],
  );
  // One round trip for the rest: a run waits for every one.
  const found = await q.query<{ approvals: string[] | null; archive: Buffer | null }>(
    `SELECT (SELECT array_agg(key) FROM (SELECT key FROM run_approvals WHERE session_id = $1
               ORDER BY approved_at DESC LIMIT $2) a) AS approvals,
            (SELECT archive FROM run_workspaces WHERE session_id = $1 AND key = $3) AS archive`,
    [id, maxApprovalsPerSession, key === undefined ? null : stored(key)],
  );
  const row = found.rows[0];
  return {
    client: session.rows[0]?.client ?? client,
    approvals: (row?.approvals ?? []).map(unstored),
    workspace: key !== undefined && row?.archive ? { key, archive: row.archive } : undefined,
  };
}

/**
 * Inside the transaction that locked the session: writes what its run changed, then makes room within the
 * budgets, the least recently used workspaces of the same client first, then anyone's. A session that another
 * run holds right now is skipped (never waited for: two runs evicting each other's workspaces would deadlock).
 */
export async function writeSession(
  q: Queryable,
  session: { id: string; client: string },
  writes: SessionWrites,
  budgets: WorkspaceBudgets,
): Promise<void> {
  const { id, client } = session;
  if (writes.approved.length > 0) {
    await q.query(`INSERT INTO run_approvals (session_id, key) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
      id,
      writes.approved.map((key) => stored(key)),
    ]);
    await q.query(
      `DELETE FROM run_approvals WHERE session_id = $1 AND key NOT IN
         (SELECT key FROM run_approvals WHERE session_id = $1 ORDER BY approved_at DESC LIMIT $2)`,
      [id, maxApprovalsPerSession],
    );
  }
  if (writes.workspaces.size === 0) return;
  for (const [key, held] of writes.workspaces) {
    if (held)
      await q.query(
        `INSERT INTO run_workspaces (session_id, key, client, archive, bytes) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (session_id, key) DO UPDATE
           SET archive = excluded.archive, bytes = excluded.bytes, used_at = now()`,
        [id, stored(key), client, held.archive, held.bytes],
      );
    else await q.query("DELETE FROM run_workspaces WHERE session_id = $1 AND key = $2", [id, stored(key)]);
  }
  // The lock first, then the sums in a statement of their own: its snapshot sees what a save that held the
  // lock before committed. Most saves find room and stop here.
  await q.query("SELECT pg_advisory_xact_lock($1)", [budgetLock]);
  const totals = await q.query<{ client: string; total: string }>(
    `SELECT coalesce(sum(bytes) FILTER (WHERE client = $1), 0)::bigint AS client,
            coalesce(sum(bytes), 0)::bigint AS total
     FROM run_workspaces`,
    [client],
  );
  const clientBytes = Number(totals.rows[0]?.client ?? 0);
  const totalBytes = Number(totals.rows[0]?.total ?? 0);
  if (clientBytes > budgets.perClientBytes) await evict(q, id, clientBytes - budgets.perClientBytes, client);
  const afterClient = totalBytes - Math.max(0, clientBytes - budgets.perClientBytes);
  if (afterClient > budgets.totalBytes) await evict(q, id, afterClient - budgets.totalBytes, undefined);
}

/** Drops the least recently used workspaces of other sessions (of `client`, or anyone's) until `over` bytes went. */
async function evict(q: Queryable, keepId: string, over: number, client: string | undefined) {
  let left = over;
  while (left > 0) {
    const oldest = await q.query<{ session_id: string; key: string; bytes: number }>(
      `SELECT w.session_id, w.key, w.bytes FROM run_workspaces w JOIN run_sessions s ON s.id = w.session_id
       WHERE w.session_id <> $1 AND ($2::text IS NULL OR w.client = $2)
       ORDER BY w.used_at LIMIT 32 FOR UPDATE OF s SKIP LOCKED`,
      [keepId, client ?? null],
    );
    if (oldest.rows.length === 0) return; // only sessions in use are left: they give way at their own save
    for (const row of oldest.rows) {
      if (left <= 0) return;
      await q.query("DELETE FROM run_workspaces WHERE session_id = $1 AND key = $2", [row.session_id, row.key]);
      left -= row.bytes;
    }
  }
}

/** Removes sessions unused for an hour (with their workspaces and approvals), skipping any a run holds. */
export async function expireSessions(q: Queryable, idleMs = sessionIdleMs): Promise<number> {
  const gone = await q.query(
    `DELETE FROM run_sessions WHERE id IN (
       SELECT id FROM run_sessions WHERE used_at < now() - make_interval(secs => $1)
       LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
    [idleMs / 1000],
  );
  return gone.rowCount ?? 0;
}
