// A web process's side of the run queue (DECISIONS.md 15): it asks for a run, then waits for the answer to come
// through the database (NOTIFY on the answer's commit, never a polling loop), gives a run no runner took within the
// wait up as `busy`, and while it waits, watches for runners that died holding one of its runs.
import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  answered,
  doneChannel,
  enqueueRun,
  forgetRun,
  giveUpRun,
  type QueueRefusal,
  queueRefusal,
  takeAnswer,
} from "./dry-run-rows.js";
import { queuePool } from "./queue-pool.js";
import { type QueueHealth, queueHealth, reapDeadRunners } from "./runner-rows.js";

export interface RunClientOptions {
  databaseUrl: string;
  /** How long a run waits for a runner to take it, then fails as busy (PACKSTUDIO_QUEUE_WAIT_MS). */
  waitMs: number;
  /** Runs of one session that may wait behind its running one; past it: busy. */
  queuePerSession: number;
  /** Where the client's warnings go (a failed check for dead runners); default: stderr, at most once a minute. */
  warn?: (line: string) => void;
}

/** A run taken by a live runner answers within its limits; this bound only ends a wait nothing else would. */
const answerBoundMs = 120_000;
/** How often a process with runs out checks for dead runners: a killed runner's run fails within about this. */
const reapEveryMs = 1_000;

interface Waiter {
  resolve: (answer: string) => void;
  timer: NodeJS.Timeout;
}

export class RunQueueClient {
  private readonly pool: pg.Pool;
  private readonly waiting = new Map<string, Waiter>();
  private listener: pg.Client | undefined;
  private reaper: NodeJS.Timeout | undefined;
  private draining = false;
  private closed = false;
  private drained: (() => void) | undefined;

  private constructor(private readonly options: RunClientOptions) {
    this.pool = queuePool(options.databaseUrl, 10);
  }

  /** Connects and starts following answers; rejects when the database cannot be reached. */
  static async open(options: RunClientOptions): Promise<RunQueueClient> {
    const client = new RunQueueClient(options);
    await client.listen();
    return client;
  }

  /** Asks for a run and resolves with its answer (parsed JSON): the runner's, or the queue's own refusal. */
  async submit(request: { session: string; client: string; input: unknown }): Promise<unknown> {
    if (this.draining || this.closed)
      return queueRefusal("busy", "This studio process is stopping: retry, and another process will answer.");
    const id = randomUUID();
    const answer = new Promise<string>((resolve) => {
      const timer = setTimeout(() => void this.waited(id), this.options.waitMs);
      this.waiting.set(id, { resolve, timer });
    });
    try {
      const queued = await enqueueRun(
        this.pool,
        { id, session: request.session, client: request.client, input: JSON.stringify(request.input) },
        this.options.queuePerSession,
      );
      if (queued === "session_full")
        this.settle(id, busy("This session already has runs waiting: wait for them to finish, then retry."));
      if (queued === "no_queue") this.settle(id, busy("No runner was free: none has started on this database yet."));
    } catch {
      // The database's own words may name hosts and users: the answer says only what failed.
      this.settle(
        id,
        JSON.stringify(queueRefusal("sandbox_error", "The run could not be queued: the database failed.")),
      );
    }
    this.watchRunners();
    return JSON.parse(await answer) as unknown;
  }

  /** The queue's state: runs waiting and running, runners seen in the last 30 s; and this process's own. */
  async health(): Promise<QueueHealth & { waitingHere: number; draining: boolean; listening: boolean }> {
    const health = await queueHealth(this.pool);
    return { ...health, waitingHere: this.waiting.size, draining: this.draining, listening: !!this.listener };
  }

  /** Takes no new run; resolves when every run this process waits for has its answer. */
  drain(): Promise<void> {
    this.draining = true;
    if (this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.drained = resolve;
    });
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const id of [...this.waiting.keys()]) this.settle(id, busy("This studio process stopped."));
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  private warnedAt = 0;
  private warn(line: string): void {
    if (Date.now() - this.warnedAt < 60_000) return;
    this.warnedAt = Date.now();
    (this.options.warn ?? ((l: string) => process.stderr.write(`run queue: ${l}\n`)))(line);
  }

  private settle(id: string, answer: string): void {
    const waiter = this.waiting.get(id);
    if (!waiter) return;
    this.waiting.delete(id);
    clearTimeout(waiter.timer);
    waiter.resolve(answer);
    if (this.waiting.size === 0) {
      if (this.reaper) clearInterval(this.reaper);
      this.reaper = undefined;
      this.drained?.();
    }
  }

  /** The wait is over: a run still waiting is given up as busy; one a runner took gets a last bound. */
  private async waited(id: string): Promise<void> {
    const waiter = this.waiting.get(id);
    if (!waiter) return;
    const seconds = Math.round(this.options.waitMs / 100) / 10;
    try {
      if (await giveUpRun(this.pool, id)) {
        this.settle(id, busy(`No runner was free to take this run within ${seconds} s: retry in a few seconds.`));
        return;
      }
    } catch {
      // The database is unreachable: the bound below ends the wait.
    }
    waiter.timer = setTimeout(() => {
      this.settle(id, JSON.stringify(queueRefusal("sandbox_error", "The runner that took this run did not answer.")));
    }, answerBoundMs);
    // An answer that came while the notification feed was down.
    await this.collect([id]);
  }

  /** Reads the answers of these runs that are in (each is read once: the row goes with it). */
  private async collect(ids: string[]): Promise<void> {
    for (const id of ids) {
      if (!this.waiting.has(id)) continue;
      const answer = await takeAnswer(this.pool, id).catch(() => undefined);
      if (answer !== undefined) this.settle(id, answer);
    }
  }

  /** While runs are out: a runner that dies holding one is found within about a second (its lock is gone). */
  private watchRunners(): void {
    if (this.reaper || this.waiting.size === 0) return;
    this.reaper = setInterval(() => {
      reapDeadRunners(this.pool).catch((error: Error) =>
        this.warn(`checking for dead runners failed: ${error.message}`),
      );
    }, reapEveryMs);
    this.reaper.unref();
  }

  /** A connection of its own that LISTENs for answers; reconnects after a loss and then reads what it missed. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), 500).unref();
    };
    client.on("notification", (n) => {
      if (n.channel !== doneChannel || !n.payload) return;
      const space = n.payload.indexOf(" ");
      if (space < 0) {
        void this.collect([n.payload]);
        return;
      }
      // The answer came with the notice: settle now, remove the row after.
      const id = n.payload.slice(0, space);
      if (!this.waiting.has(id)) return;
      this.settle(id, n.payload.slice(space + 1));
      forgetRun(this.pool, id).catch(() => undefined);
    });
    client.on("error", lose);
    client.on("end", lose);
    try {
      await client.connect();
      await client.query(`LISTEN ${doneChannel}`);
    } catch (error) {
      lose();
      throw error;
    }
    this.listener = client;
    const missed = await answered(this.pool, [...this.waiting.keys()]).catch(() => []);
    await this.collect(missed);
  }
}

const busy = (message: string) => JSON.stringify(queueRefusal("busy", message));

export type { QueueRefusal };
