// A runner's side of the run queue (DECISIONS.md 15): graphile-worker hands it jobs (LISTEN/NOTIFY, at once);
// for each it takes the run, locks the run's session for the whole run, runs it, and writes the answer and the
// session's changes in that one transaction. Liveness: an advisory lock on a connection of its own, and a heartbeat.
import { EventEmitter } from "node:events";
import {
  Logger,
  makeWorkerUtils,
  type Runner,
  run,
  runMigrations,
  type WorkerEvents,
  type WorkerUtils,
} from "graphile-worker";
import pg from "pg";
import { connect } from "../connect.js";
import { migrate } from "../migrate.js";
import { answerRun, claimRun, failRun, pruneRuns, queueRefusal, runTask } from "./dry-run-rows.js";
import { queuePool } from "./queue-pool.js";
import {
  expireSessions,
  type LoadedSession,
  lockSession,
  type SessionWrites,
  type WorkspaceBudgets,
  writeSession,
} from "./run-sessions.js";
import { beat, type RunnerInfo, reapDeadRunners, registerRunner, removeRunner } from "./runner-rows.js";

/** What a runner does with a run: the studio's sandbox, against the session loaded for it. */
export interface RunExecutor {
  /** The workspace a run will use (loaded before it), from its input; undefined: none. */
  workspaceKey(input: unknown): string | undefined;
  /** Runs it. A failure of the run itself is its answer; a rejection is the runner's own failure. */
  run(input: unknown, session: LoadedSession): Promise<{ answer: unknown; writes: SessionWrites }>;
}

export interface RunWorkerOptions {
  databaseUrl: string;
  /** Runs at once (graphile-worker's concurrency). */
  concurrency: number;
  budgets: WorkspaceBudgets;
  info: Omit<RunnerInfo, "concurrency">;
  executor: RunExecutor;
  /** Where the runner's warnings go (default: stderr). */
  warn?: (line: string) => void;
}

const beatEveryMs = 2_000;
const tidyEveryMs = 30_000;

export class RunWorker {
  readonly id: string;
  private running = 0;
  private draining = false;
  private readonly workerIds: string[] = [];
  private runner: Runner | undefined;
  private utils: WorkerUtils | undefined;
  private timers: NodeJS.Timeout[] = [];
  private stopping: Promise<void> | undefined;
  /** Resolves when the worker has stopped, with why when it was not asked to (its liveness was lost). */
  readonly stopped: Promise<string | undefined>;
  private resolveStopped!: (why: string | undefined) => void;

  private constructor(
    private readonly options: RunWorkerOptions,
    private readonly liveness: pg.Client,
    private readonly pool: pg.Pool,
    /** graphile-worker's own: its LISTEN connection and each worker's job fetches. */
    private readonly jobPool: pg.Pool,
  ) {
    this.id = `${options.info.host}-${options.info.pid}-${Math.random().toString(36).slice(2, 8)}`;
    this.stopped = new Promise((resolve) => {
      this.resolveStopped = resolve;
    });
  }

  /** Brings the studio's tables and graphile-worker's schema up to date (whichever process starts first), registers
   * the runner and starts taking runs. */
  static async start(options: RunWorkerOptions): Promise<RunWorker> {
    const conn = await connect({ databaseUrl: options.databaseUrl });
    try {
      await migrate(conn);
    } finally {
      await conn.close();
    }
    await runMigrations({ connectionString: options.databaseUrl, logger: quietLogger(options.warn) });
    const liveness = new pg.Client({ connectionString: options.databaseUrl });
    await liveness.connect();
    const pool = queuePool(options.databaseUrl, options.concurrency + 2);
    const worker = new RunWorker(options, liveness, pool, queuePool(options.databaseUrl, options.concurrency + 3));
    try {
      await worker.begin();
    } catch (error) {
      await worker.closeConnections();
      throw error;
    }
    return worker;
  }

  private async begin(): Promise<void> {
    const { options } = this;
    await registerRunner(this.liveness, this.id, { ...options.info, concurrency: options.concurrency });
    // Losing this connection loses the lock: the web processes will fail this runner's runs, so it stops.
    const lost = () => void this.stop("its database connection was lost");
    this.liveness.on("error", lost);
    this.liveness.on("end", lost);
    const events: WorkerEvents = new EventEmitter();
    events.on("worker:create", ({ worker }) => this.workerIds.push(worker.workerId));
    this.utils = await makeWorkerUtils({ pgPool: this.pool, logger: quietLogger(options.warn) });
    this.runner = await run({
      pgPool: this.jobPool,
      concurrency: options.concurrency,
      noHandleSignals: true,
      // LISTEN/NOTIFY hands a new job to an idle worker at once; polling is only the fallback.
      pollInterval: 2_000,
      // A run finishes within its own limits; graceful shutdown waits for it, never aborts it.
      gracefulShutdownAbortTimeout: 120_000,
      logger: quietLogger(options.warn),
      events,
      taskList: { [runTask]: (payload, helpers) => this.task(payload, helpers.job.locked_by) },
    });
    await this.heartbeat();
    this.timers.push(setInterval(() => void this.heartbeat(), beatEveryMs));
    this.timers.push(setInterval(() => void this.tidy(), tidyEveryMs));
  }

  /** Runs being run now. */
  get busy(): number {
    return this.running;
  }

  /** Takes no new run, finishes those it holds, then leaves (SIGTERM). `why`: it was not asked to. */
  stop(why?: string): Promise<void> {
    this.stopping ??= (async () => {
      this.draining = true;
      if (why) this.warn(`runner ${this.id} stops: ${why}`);
      await this.heartbeat().catch(() => undefined);
      await this.runner?.stop().catch(() => undefined);
      for (const timer of this.timers) clearInterval(timer);
      await Promise.resolve(this.utils?.release()).catch(() => undefined);
      if (!why) await removeRunner(this.liveness, this.id).catch(() => undefined);
      await this.closeConnections();
      this.resolveStopped(why);
    })();
    return this.stopping;
  }

  private async closeConnections(): Promise<void> {
    await this.liveness.end().catch(() => undefined);
    await Promise.all([this.pool.end(), this.jobPool.end()].map((p) => p.catch(() => undefined)));
  }

  private async heartbeat(): Promise<void> {
    const alive = await beat(this.liveness, this.id, {
      running: this.running,
      draining: this.draining,
      workerIds: this.workerIds,
    }).catch(() => true); // a failed beat is the connection's business: its loss stops the runner
    if (!alive) void this.stop("it was declared dead (its heartbeat was late)");
  }

  /** Every 30 s: dead runners, answers nobody read, idle sessions, graphile-worker's emptied queues. */
  private async tidy(): Promise<void> {
    try {
      await reapDeadRunners(this.pool);
      await pruneRuns(this.pool);
      await expireSessions(this.pool);
      // A queue per session: emptied ones go. Failed jobs (a run whose runner could not even take it) go too.
      await this.utils?.cleanup({ tasks: ["GC_JOB_QUEUES", "DELETE_PERMAFAILED_JOBS"] });
    } catch (error) {
      this.warn(`runner ${this.id}: tidying the queue failed: ${(error as Error).message}`);
    }
  }

  private async task(payload: unknown, workerId: string | null): Promise<void> {
    const id = (payload as { run?: unknown } | null)?.run;
    if (typeof id !== "string") return;
    this.running++;
    try {
      const claimed = await claimRun(this.pool, id, this.id, workerId);
      // Given up as busy a moment ago, or already taken: never run twice.
      if (!claimed) return;
      await this.runClaimed(id, claimed.session, claimed.client, claimed.input);
    } finally {
      this.running--;
    }
  }

  private async runClaimed(id: string, session: string, client: string, text: string): Promise<void> {
    const c = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await c.query("BEGIN");
      const input = JSON.parse(text) as unknown;
      const loaded = await lockSession(c, session, client, this.options.executor.workspaceKey(input));
      const { answer, writes } = await this.options.executor.run(input, loaded);
      if (await answerRun(c, id, JSON.stringify(answer), this.id)) {
        await writeSession(c, { id: session, client: loaded.client }, writes, this.options.budgets);
        await c.query("COMMIT");
      } else await c.query("ROLLBACK"); // declared dead meanwhile: the run has its answer, the session its files
    } catch (error) {
      broken = error as Error;
      await c.query("ROLLBACK").catch(() => undefined);
      this.warn(`runner ${this.id}: run ${id} failed: ${broken.message}`);
      await failRun(
        this.pool,
        id,
        this.id,
        queueRefusal(
          "sandbox_error",
          "The sandbox could not run the command: the runner failed; its changes are not kept.",
        ),
      ).catch(() => undefined);
    } finally {
      c.release(broken);
    }
  }

  private warn(line: string): void {
    (this.options.warn ?? ((l: string) => process.stderr.write(`${l}\n`)))(line);
  }
}

/** graphile-worker's log, warnings and errors only (its info lines would be one per job). */
function quietLogger(warn: ((line: string) => void) | undefined): Logger {
  const write = warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  return new Logger(() => (level, message) => {
    if (level === "error" || level === "warning") write(`graphile-worker ${level}: ${message}`);
  });
}
