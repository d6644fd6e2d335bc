// Dry-run sessions in the database (DECISIONS.md 9, 10, 15): the row lock that keeps runs of a session apart,
// workspaces and approvals written with a run, section 10's budgets, idle expiry; and the Drizzle tables in step
// with migration 0015 on both drivers.
import { getTableConfig } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect } from "../connect.js";
import { migrate } from "../migrate.js";
import { connectionDrivers, freshPostgres, postgresUrl } from "../testing/test-databases.js";
import { dryRuns, runApprovals, runners, runSessions, runWorkspaces } from "./run-schema.js";
import { expireSessions, lockSession, writeSession } from "./run-sessions.js";

if (!postgresUrl)
  console.info("run-sessions: PACKSTUDIO_TEST_DATABASE_URL is unset, so the PostgreSQL cases are skipped");

describe.each(connectionDrivers)("migration 0015 on %s", (_name, open) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    await migrate(conn);
  });
  afterAll(() => conn.close());

  const tables = [runSessions, runWorkspaces, runApprovals, dryRuns, runners].map(
    (t) => [getTableConfig(t).name, t] as const,
  );
  it.each(tables)("the Drizzle table %s matches the DDL", async (_table, table) => {
    const { name, columns } = getTableConfig(table);
    const rows = await conn.session((s) =>
      s.query<{ column_name: string; is_nullable: string }>(
        "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = $1 ORDER BY column_name",
        [name],
      ),
    );
    const drizzle = columns.map((c) => ({ column_name: c.name, is_nullable: c.notNull ? "NO" : "YES" }));
    expect(rows).toEqual(drizzle.sort((a, b) => a.column_name.localeCompare(b.column_name)));
  });
});

const archive = (text: string) => ({ archive: Buffer.from(text), bytes: text.length });
const budgets = { perClientBytes: 100, totalBytes: 250 };

describe.skipIf(!postgresUrl)("sessions on PostgreSQL", () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const databaseUrl = await freshPostgres(postgresUrl as string);
    const conn = await connect({ databaseUrl });
    await migrate(conn);
    await conn.close();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });
  });
  afterAll(() => pool.end());

  /** One run's transaction: lock the session, read it, write what `changes` says, commit. */
  async function runOf(id: string, client: string, key: string, change: (text: string) => string | null) {
    const c = await pool.connect();
    try {
      await c.query("BEGIN");
      const loaded = await lockSession(c, id, client, key);
      const next = change(loaded.workspace?.archive.toString() ?? "");
      const workspaces = new Map([[key, next === null ? null : archive(next)]]);
      await writeSession(c, { id, client: loaded.client }, { approved: [], workspaces }, budgets);
      await c.query("COMMIT");
      return loaded;
    } finally {
      c.release();
    }
  }

  it("holds a session's row for the whole of a run: a second run waits, then starts from the first's files", async () => {
    const first = await pool.connect();
    await first.query("BEGIN");
    const loaded = await lockSession(first, "s-lock", "c1", "workspace:p");
    expect(loaded).toEqual({ client: "c1", approvals: [], workspace: undefined });
    let secondSaw: string | undefined;
    const second = runOf("s-lock", "c1", "workspace:p", (text) => {
      secondSaw = text;
      return `${text}b`;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(secondSaw).toBeUndefined(); // still waiting for the lock
    await writeSession(
      first,
      { id: "s-lock", client: "c1" },
      { approved: ["pack\u0000verb"], workspaces: new Map([["workspace:p", archive("a")]]) },
      budgets,
    );
    await first.query("COMMIT");
    first.release();
    await second;
    expect(secondSaw).toBe("a");
    const after = await runOf("s-lock", "c1", "workspace:p", (text) => text);
    expect(after.workspace?.archive.toString()).toBe("ab");
    expect(after.approvals).toEqual(["pack\u0000verb"]);
  });

  it("keeps nothing of a run that rolled back", async () => {
    await runOf("s-roll", "c1", "workspace:p", () => "before");
    const c = await pool.connect();
    await c.query("BEGIN");
    await lockSession(c, "s-roll", "c1", "workspace:p");
    await writeSession(
      c,
      { id: "s-roll", client: "c1" },
      { approved: ["x"], workspaces: new Map([["workspace:p", archive("after")]]) },
      budgets,
    );
    await c.query("ROLLBACK");
    c.release();
    const seen = await runOf("s-roll", "c1", "workspace:p", (text) => text);
    expect(seen.workspace?.archive.toString()).toBe("before");
    expect(seen.approvals).toEqual([]);
  });

  it("keeps a client within its budget, its least recently used sessions giving way, never one a run holds", async () => {
    const bytes = async (client: string) =>
      Number(
        (await pool.query("SELECT coalesce(sum(bytes), 0) AS n FROM run_workspaces WHERE client = $1", [client]))
          .rows[0].n,
      );
    await runOf("b-1", "c2", "workspace:p", () => "x".repeat(40));
    await runOf("b-2", "c2", "workspace:p", () => "x".repeat(40));
    // b-1 is held by a run: the next save must not wait for it, nor drop it.
    const holder = await pool.connect();
    await holder.query("BEGIN");
    await lockSession(holder, "b-1", "c2", "workspace:p");
    await runOf("b-3", "c2", "workspace:p", () => "x".repeat(40));
    const left = await pool.query("SELECT session_id FROM run_workspaces WHERE client = 'c2' ORDER BY session_id");
    expect(left.rows.map((r) => r.session_id)).toEqual(["b-1", "b-3"]);
    await holder.query("COMMIT");
    holder.release();
    expect(await bytes("c2")).toBeLessThanOrEqual(budgets.perClientBytes);
    // Another client's workspaces count toward the total: the oldest of anyone's go.
    await runOf("o-1", "c3", "workspace:p", () => "y".repeat(90));
    await runOf("o-2", "c4", "workspace:p", () => "y".repeat(90));
    const total = Number((await pool.query("SELECT sum(bytes) AS n FROM run_workspaces")).rows[0].n);
    expect(total).toBeLessThanOrEqual(budgets.totalBytes);
  });

  it("drops a workspace the run dropped (null)", async () => {
    await runOf("s-drop", "c5", "workspace:p", () => "kept");
    await runOf("s-drop", "c5", "workspace:p", () => null);
    const seen = await runOf("s-drop", "c5", "workspace:p", (text) => text);
    expect(seen.workspace).toBeUndefined();
  });

  it("expires idle sessions with their files, but not one a run holds", async () => {
    await runOf("idle-1", "c6", "workspace:p", () => "old");
    await runOf("idle-2", "c6", "workspace:p", () => "old");
    await pool.query("UPDATE run_sessions SET used_at = now() - interval '2 hours' WHERE id LIKE 'idle-%'");
    const holder = await pool.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT 1 FROM run_sessions WHERE id = 'idle-2' FOR UPDATE");
    expect(await expireSessions(pool)).toBe(1);
    await holder.query("COMMIT");
    holder.release();
    const left = await pool.query("SELECT session_id FROM run_workspaces WHERE client = 'c6'");
    expect(left.rows).toEqual([{ session_id: "idle-2" }]);
  });
});
