// The run queue on a real PostgreSQL and graphile-worker (DECISIONS.md 15): answers through NOTIFY, a session's
// runs one at a time and in order, busy when no runner takes a run, a runner whose connection vanishes fails its
// run as sandbox_error without keeping its files, and a stopping runner finishes what it holds. The executor here
// appends to a log in the session's workspace; the studio's runner puts the sandbox in its place.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connect } from "../connect.js";
import { migrate } from "../migrate.js";
import { freshPostgres, postgresUrl } from "../testing/test-databases.js";
import { RunQueueClient } from "./run-client.js";
import type { LoadedSession } from "./run-sessions.js";
import { type RunExecutor, RunWorker } from "./run-worker.js";

if (!postgresUrl) console.info("run-queue: PACKSTUDIO_TEST_DATABASE_URL is unset, so the queue's tests are skipped");

const budgets = { perClientBytes: 1 << 20, totalBytes: 4 << 20 };
const key = "workspace:log";

interface Input {
  token: string;
  /** Wait for this gate (by name) before answering. */
  gate?: string;
}

/** Appends the token to the session's log; counts every call, so a run done twice shows. */
class LogExecutor implements RunExecutor {
  readonly calls: string[] = [];
  readonly gates = new Map<
    string,
    { open: () => void; opened: Promise<void>; reached: () => void; arrived: Promise<void> }
  >();

  gate(name: string) {
    let open!: () => void;
    let reached!: () => void;
    const opened = new Promise<void>((r) => {
      open = r;
    });
    const arrived = new Promise<void>((r) => {
      reached = r;
    });
    const gate = { open, opened, reached, arrived };
    this.gates.set(name, gate);
    return gate;
  }

  workspaceKey(): string {
    return key;
  }

  async run(input: unknown, session: LoadedSession) {
    const { token, gate } = input as Input;
    this.calls.push(token);
    const log = `${session.workspace?.archive.toString() ?? ""}${token}\n`;
    const waitFor = gate ? this.gates.get(gate) : undefined;
    if (waitFor) {
      waitFor.reached();
      await waitFor.opened;
    }
    return {
      answer: { ok: true, log: log.trim().split("\n") },
      writes: { approved: [], workspaces: new Map([[key, { archive: Buffer.from(log), bytes: log.length }]]) },
    };
  }
}

const info = (pid: number) => ({ host: "test", pid, sandbox: JSON.stringify({ available: true }) });

describe.skipIf(!postgresUrl)("the run queue on PostgreSQL", () => {
  let databaseUrl: string;
  let admin: pg.Pool;
  const clients: RunQueueClient[] = [];
  const workers: RunWorker[] = [];
  beforeAll(async () => {
    databaseUrl = await freshPostgres(postgresUrl as string);
    const conn = await connect({ databaseUrl });
    await migrate(conn);
    await conn.close();
    admin = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  });
  // Each case has runners of its own: one left from before would take its runs with another executor.
  beforeEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await Promise.all(clients.map((c) => c.close()));
    await admin.end();
  });

  const client = async (waitMs = 20_000, queuePerSession = 4) => {
    const c = await RunQueueClient.open({ databaseUrl, waitMs, queuePerSession });
    clients.push(c);
    return c;
  };
  const worker = async (executor: RunExecutor, pid: number, concurrency = 2) => {
    const w = await RunWorker.start({
      databaseUrl,
      concurrency,
      budgets,
      info: info(pid),
      executor,
      warn: () => undefined,
    });
    workers.push(w);
    return w;
  };
  /** Resolves once `count` runs of the session wait in the queue (checked every 20 ms). */
  const queuedOf = async (session: string, count: number) => {
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        "SELECT count(*)::integer AS n FROM dry_runs WHERE session_id = $1 AND status = 'queued'",
        [session],
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const ask = (c: RunQueueClient, session: string, input: Input) =>
    c.submit({ session, client: "127.0.0.1", input }) as Promise<{
      ok: boolean;
      log?: string[];
      error?: { code: string; message: string };
    }>;

  it("answers, before any runner started, that none has started", async () => {
    const c = await client(1000);
    expect(await ask(c, "early-session", { token: "t" })).toMatchObject({
      ok: false,
      error: { code: "busy", message: expect.stringContaining("none has started") },
    });
  });

  it("runs a session's runs one at a time, in order, each once, whichever runner takes them", async () => {
    const executor = new LogExecutor();
    await worker(executor, 1);
    await worker(executor, 2);
    const [a, b] = [await client(20_000, 100), await client(20_000, 100)];
    const tokens = Array.from({ length: 24 }, (_, i) => `t${i}`);
    const answers = await Promise.all(tokens.map((token, i) => ask(i % 2 ? a : b, "one-session", { token })));
    expect(answers.every((x) => x.ok)).toBe(true);
    expect([...executor.calls].sort()).toEqual([...tokens].sort());
    // No two runs overlapped: the last log holds every token once (an overlap would lose one).
    const logs = answers.map((x) => x.log ?? []);
    const longest = logs.reduce((l, x) => (x.length > l.length ? x : l), []);
    expect([...longest].sort()).toEqual([...tokens].sort());
    // One after another from one client: in the order asked.
    const ordered = [];
    for (const token of ["o1", "o2", "o3"]) ordered.push(await ask(a, "ordered", { token }));
    expect(ordered.at(-1)?.log).toEqual(["o1", "o2", "o3"]);
  });

  it("refuses a sixth run of a session while five are out", async () => {
    const executor = new LogExecutor();
    const gate = executor.gate("full");
    await worker(executor, 3, 1);
    const c = await client(20_000, 4);
    const held = ask(c, "full-session", { token: "held", gate: "full" });
    await gate.arrived;
    const waiting = ["w1", "w2", "w3", "w4"].map((token) => ask(c, "full-session", { token }));
    // The sixth is asked once the four are in the table, however slow the machine (a fixed pause let it in first).
    await queuedOf("full-session", 4);
    expect(await ask(c, "full-session", { token: "w5" })).toMatchObject({ ok: false, error: { code: "busy" } });
    gate.open();
    const answers = await Promise.all([held, ...waiting]);
    // Each ran, and its log ends with its own token (a refusal shows its message instead).
    expect(answers.map((x) => x.error?.message ?? x.log?.at(-1))).toEqual(["held", "w1", "w2", "w3", "w4"]);
  });

  it("fails a run no runner takes within the wait as busy, and never runs it later", async () => {
    const c = await client(600);
    const started = Date.now();
    expect(await ask(c, "lonely", { token: "never" })).toMatchObject({
      ok: false,
      error: { code: "busy", message: expect.stringContaining("No runner was free") },
    });
    // Given up at the wait, not at the 120 s bound on a taken run (bounds loose: CI machines can be very busy).
    expect(Date.now() - started).toBeLessThan(60_000);
    const executor = new LogExecutor();
    await worker(executor, 4);
    expect(await ask(c, "lonely", { token: "later" })).toMatchObject({ ok: true, log: ["later"] });
    expect(executor.calls).toEqual(["later"]);
  });

  it("fails a run as sandbox_error when its runner's connection vanishes, keeps the session's files, runs it once", async () => {
    const executor = new LogExecutor();
    const gate = executor.gate("doomed");
    const doomed = await worker(executor, 5, 1);
    const c = await client();
    expect(await ask(c, "faulty", { token: "before" })).toMatchObject({ ok: true });
    const asked = ask(c, "faulty", { token: "doomed", gate: "doomed" });
    await gate.arrived;
    const started = Date.now();
    // The runner's liveness connection ends as a killed process's would: its lock goes with it.
    await admin.query(
      `SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN runners r ON l.objid = r.lock_id::oid
       WHERE l.locktype = 'advisory' AND l.classid = 7351202 AND r.id = $1`,
      [doomed.id],
    );
    expect(await asked).toMatchObject({
      ok: false,
      error: { code: "sandbox_error", message: expect.stringContaining("runner stopped") },
    });
    // Found by a web process's reaper (about a second), not by the 120 s bound on a taken run.
    expect(Date.now() - started).toBeLessThan(60_000);
    // The runner finishes the run it held (it drains), but its answer and files are not taken: too late.
    gate.open();
    expect(await doomed.stopped).toContain("connection was lost");
    const healthy = await worker(executor, 6);
    expect(await ask(c, "faulty", { token: "after" })).toMatchObject({ ok: true, log: ["before", "after"] });
    expect(executor.calls.filter((t) => t === "doomed")).toHaveLength(1);
    await healthy.stop();
  });

  it("drains: a stopping runner finishes the run it holds and takes no new one", async () => {
    const executor = new LogExecutor();
    const gate = executor.gate("drain");
    const w = await worker(executor, 7, 1);
    const c = await client(1500);
    const held = ask(c, "draining", { token: "held", gate: "drain" });
    await gate.arrived;
    const stopping = w.stop();
    const after = ask(c, "other", { token: "after" });
    gate.open();
    expect(await held).toMatchObject({ ok: true, log: ["held"] });
    await stopping;
    expect(await after).toMatchObject({ ok: false, error: { code: "busy" } });
    expect(executor.calls).toEqual(["held"]);
    const health = await c.health();
    expect(health.runners).toEqual([]);
  });
});
