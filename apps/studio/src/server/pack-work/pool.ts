// A pool of worker threads running pack tasks: up to a fixed number of workers, started as tasks need them and
// stopped when idle, a bounded queue, and a deadline per task after which its worker is terminated (V8 stops it
// mid-loop) and replaced.
import { Worker } from "node:worker_threads";
import type { HttpRequestData, HttpResponseData } from "./http-task";
import type { TaskInput, TaskName, TaskOutput } from "./tasks";
import type { AnswerMessage, ReadyMessage, TaskMessage, WorkName } from "./worker-entry";

export interface PoolOptions {
  /** The bundled worker (worker-file.ts). */
  file: string;
  /** How many workers run tasks at once. */
  size: number;
  /** How many tasks may wait for a worker; one more is refused as busy. */
  queueLimit: number;
  /** The old-generation heap of a worker in MiB: a task needing more ends its worker (reason "memory"). */
  memoryMb: number;
  /** A worker without a task this long (ms) is stopped, not replaced: each holds 15-60 MiB, and an idle studio
   * should give them back (issue 30). The next task starts a worker again. Omitted: workers stay. */
  idleMs?: number;
}

export type PoolFailure = "deadline" | "busy" | "memory" | "crashed" | "task" | "closed";

/** Why a task has no answer. `deadline`: it ran past its deadline; `busy`: it never got a worker in time. */
export class PoolError extends Error {
  constructor(
    readonly reason: PoolFailure,
    message: string,
    readonly detail: { deadlineMs?: number; waitMs?: number; queued?: number } = {},
  ) {
    super(message);
    this.name = "PoolError";
  }
}

/** Whether `error` is a PoolError by its name: the server's bundles each hold a copy of this module (the pool on
 * globalThis may be made by instrumentation's warm-up, its errors caught by a route's copy), so instanceof fails. */
export function isPoolError(error: unknown): error is PoolError {
  return error instanceof Error && error.name === "PoolError" && "reason" in error;
}

export interface RunOptions {
  /** How long the task may run in a worker. */
  deadlineMs: number;
  /** How long it may wait for a worker (default: its deadline). */
  waitMs?: number;
  /** Buffers of `input` moved to the worker rather than copied (they are unusable here afterwards). */
  transfer?: ArrayBuffer[];
}

interface Job extends RunOptions {
  id: number;
  task: WorkName;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: PoolError) => void;
  /** While queued: refuses the job as busy when no worker takes it within its deadline. */
  waiting?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** Loaded (its ReadyMessage came): only then does it take a task. */
  ready: boolean;
  /** Its kernel thread id, from its ReadyMessage (Linux). */
  tid?: number | null;
  /** Settles when it has loaded, or failed to. */
  loaded: Promise<void>;
  settle: (error?: PoolError) => void;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** While it waits for a task: stops it after `idleMs`. */
  idle?: NodeJS.Timeout;
  /** Terminated or exited: its later events are ignored. */
  gone: boolean;
}

export class PackPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers terminated at a deadline or lost to a crash, each replaced. */
  replaced = 0;

  constructor(readonly options: PoolOptions) {}

  /** Run `task` in a worker; rejects with a PoolError when it gets no worker within `waitMs` or runs past `deadlineMs`. */
  run<T extends TaskName>(task: T, input: TaskInput<T>, options: RunOptions): Promise<TaskOutput<T>>;
  run(task: "http", input: HttpRequestData, options: RunOptions): Promise<HttpResponseData>;
  run(task: WorkName, input: unknown, { deadlineMs, waitMs = deadlineMs, transfer }: RunOptions): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      if (this.closed) return reject(new PoolError("closed", "The pack pool is closed."));
      const job: Job = { id: this.nextId++, task, input, deadlineMs, transfer, resolve, reject };
      const idle = this.slots.find((s) => s.ready && !s.job);
      if (idle) return this.start(idle, job);
      // A task may also wait for a worker it starts (after idle ones were stopped): one a missing worker.
      const room = this.options.queueLimit + this.options.size - this.slots.length;
      if (this.queue.length >= room) {
        const queued = this.queue.length;
        return reject(new PoolError("busy", `${queued} tasks are waiting for a worker`, { queued }));
      }
      job.waiting = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at === -1) return;
        this.queue.splice(at, 1);
        const queued = this.queue.length;
        job.reject(new PoolError("busy", `no worker was free within ${waitMs} ms`, { waitMs, queued }));
      }, waitMs);
      this.queue.push(job);
      this.grow();
    });
  }

  /** Start the workers and wait until each has loaded (a server warms its pool before its first request). */
  async warm(): Promise<void> {
    if (this.closed) throw new PoolError("closed", "The pack pool is closed.");
    this.fill();
    await Promise.all(this.slots.map((s) => s.loaded));
  }

  /** The workers' thread ids (Node's, and the kernel's once loaded), and how many tasks run and wait. */
  stats(): { threadIds: number[]; tids: (number | null)[]; running: number; queued: number; replaced: number } {
    return {
      threadIds: this.slots.map((s) => s.worker.threadId),
      tids: this.slots.map((s) => s.tid ?? null),
      running: this.slots.filter((s) => s.job).length,
      queued: this.queue.length,
      replaced: this.replaced,
    };
  }

  /** Terminate every worker; running and queued tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waiting);
      job.reject(new PoolError("closed", "The pack pool is closed."));
    }
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map((slot) => {
        slot.gone = true;
        clearTimeout(slot.timer);
        clearTimeout(slot.idle);
        slot.job?.reject(new PoolError("closed", "The pack pool is closed."));
        return slot.worker.terminate();
      }),
    );
  }

  private fill(): void {
    while (this.slots.length < this.options.size) this.slots.push(this.spawn());
  }

  /** A worker more for the waiting tasks, while fewer are loading than wait and the pool is not full. */
  private grow(): void {
    const loading = this.slots.filter((s) => !s.ready).length;
    if (loading < this.queue.length && this.slots.length < this.options.size) this.slots.push(this.spawn());
  }

  /** The slot waits for a task: stop its worker if none comes within `idleMs`. */
  private rest(slot: Slot): void {
    const { idleMs } = this.options;
    if (idleMs === undefined || slot.gone || slot.job) return;
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => this.retire(slot), idleMs);
    slot.idle.unref();
  }

  /** Stop an idle worker for good: not lost, not replaced (the next task starts one). */
  private retire(slot: Slot): void {
    if (slot.gone || slot.job) return;
    slot.gone = true;
    const at = this.slots.indexOf(slot);
    if (at !== -1) this.slots.splice(at, 1);
    void slot.worker.terminate();
  }

  private spawn(): Slot {
    const worker = new Worker(this.options.file, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    // An idle worker keeps no process alive (a test run, a script); a busy one is ref'd while it works.
    worker.unref();
    let settle: Slot["settle"] = () => {};
    const loaded = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    loaded.catch(() => {}); // a failure to load reaches the tasks; warm() callers see it too
    const slot: Slot = { worker, ready: false, gone: false, loaded, settle };
    worker.on("message", (message: AnswerMessage | ReadyMessage) => {
      if ("ready" in message) {
        slot.ready = true;
        slot.tid = message.tid;
        slot.settle();
        if (!slot.gone) this.takeNext(slot);
      } else this.answered(slot, message);
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.lost(
        slot,
        memory
          ? new PoolError("memory", `the task needed more than ${this.options.memoryMb} MiB of memory`)
          : new PoolError("crashed", `the worker failed: ${error.message}`),
      );
    });
    worker.on("exit", (code) => this.lost(slot, new PoolError("crashed", `the worker exited (code ${code})`)));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      const message = `the task ran past its deadline of ${job.deadlineMs} ms and was stopped`;
      this.lost(slot, new PoolError("deadline", message, { deadlineMs: job.deadlineMs }));
    }, job.deadlineMs);
    try {
      slot.worker.postMessage({ id: job.id, task: job.task, input: job.input } satisfies TaskMessage, job.transfer);
    } catch (error) {
      // Input a worker cannot receive (never from JSON): the worker itself is fine.
      this.free(slot);
      job.reject(new PoolError("task", `the input cannot be sent to a worker: ${(error as Error).message}`));
    }
  }

  private answered(slot: Slot, answer: AnswerMessage): void {
    const job = slot.job;
    if (slot.gone || !job || answer.id !== job.id) return;
    this.free(slot);
    if (answer.ok) job.resolve(answer.value);
    else job.reject(new PoolError("task", answer.message));
  }

  /** The slot's task is done: the worker takes the next queued one, or idles. */
  private free(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.worker.unref();
    this.takeNext(slot);
  }

  private takeNext(slot: Slot): void {
    const job = this.queue.shift();
    if (!job) {
      this.rest(slot);
      return;
    }
    clearTimeout(job.waiting);
    this.start(slot, job);
  }

  /** The slot's worker is lost (deadline, memory, crash): its task gets `error`, and a new worker takes its place. */
  private lost(slot: Slot, error: PoolError): void {
    if (slot.gone) return;
    slot.gone = true;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    void slot.worker.terminate();
    slot.job?.reject(error);
    const at = this.slots.indexOf(slot);
    if (at === -1 || this.closed) return;
    slot.settle(error);
    if (!slot.ready) {
      // It died loading (a broken or missing bundle): the waiting tasks say why, and the next task tries a
      // new worker, rather than a loop of workers that cannot start.
      this.slots.splice(at, 1);
      for (const job of this.queue.splice(0)) {
        clearTimeout(job.waiting);
        job.reject(error);
      }
      return;
    }
    this.replaced++;
    this.slots[at] = this.spawn();
  }
}
