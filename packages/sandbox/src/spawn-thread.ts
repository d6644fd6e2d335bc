// Runs start on a thread of their own: libuv forks the whole server to spawn, and forking a studio of hundreds of
// MiB blocks the calling thread for tens of milliseconds (measured: a 100 ms pause on the main thread, 20 ms
// with the fork on a worker). The worker runs spawnRunWith's own source, which refers to nothing outside itself,
// so no worker file has to survive a bundler.
import { Worker } from "node:worker_threads";
import { childrenOf, type SpawnResult, type SpawnSpec, spawnRun, spawnRunWith } from "./spawn-run.js";

interface Answer {
  id: number;
  result?: SpawnResult;
  error?: string;
}

const workerSource = (): string => `
const { parentPort } = require("node:worker_threads");
const { spawn } = require("node:child_process");
const { readdirSync, readFileSync } = require("node:fs");
const deps = { spawn, readdirSync, readFileSync };
const childrenOf = ${childrenOf.toString()};
const spawnRunWith = ${spawnRunWith.toString()};
parentPort.on("message", ({ id, spec }) => {
  for (const key of ["fd3", "fd4"]) if (spec[key]) spec[key] = Buffer.from(spec[key]);
  spawnRunWith(deps, spec, childrenOf).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error && error.message || error) }),
  );
});
`;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export class SpawnThread {
  private worker: Worker | undefined;
  private broken = false;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: SpawnResult) => void; reject: (e: Error) => void }>();

  private start(): Worker | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      const worker = new Worker(workerSource(), { eval: true });
      worker.on("message", (answer: Answer) => this.settle(answer));
      worker.on("error", (error) => this.fail(error));
      worker.on("exit", () => this.fail(new Error("the spawn thread stopped")));
      worker.unref();
      this.worker = worker;
    } catch {
      this.broken = true;
    }
    return this.worker;
  }

  private settle({ id, result, error }: Answer): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!result) {
      waiting.reject(new Error(error ?? "the spawn thread gave no answer"));
      return;
    }
    waiting.resolve({
      ...result,
      stdout: asBuffer(result.stdout),
      stderr: asBuffer(result.stderr),
      fd5: asBuffer(result.fd5),
    });
  }

  private fail(error: Error): void {
    this.worker = undefined;
    this.broken = true;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      waiting.reject(error);
    }
  }

  /** spawnRun on the thread; on this thread when no worker can start (the answer is the same, only slower). */
  run(spec: SpawnSpec): Promise<SpawnResult> {
    const worker = this.start();
    if (!worker) return spawnRun(spec);
    const id = this.next++;
    // Referenced while a run is out, so a CLI waiting for its one run does not exit under it.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, spec });
    });
  }

  /** Whether runs start on the thread (false after it could not start or stopped: they start here then). */
  get onThread(): boolean {
    return this.start() !== undefined;
  }

  close(): Promise<number> | undefined {
    const worker = this.worker;
    this.worker = undefined;
    return worker?.terminate();
  }
}
