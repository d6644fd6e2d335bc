// Runs go through a thread of their own, from the spawn to the side effects. Forking a studio of hundreds of MiB
// blocks the calling thread for tens of milliseconds (measured: a 100 ms pause on the main thread, 20 ms with
// the fork on a worker), and a run's archive (up to about 88 MiB), its parsing and its garbage cost the same
// again: on this thread they would pause every other request. The worker's script is a generated bundle held
// as a string (run-worker-source.generated.ts), so no worker file has to survive a bundler or be found at run time.
import { Worker } from "node:worker_threads";
import { asBuffer, ownedBuffer, type PipelineResult, type PipelineSpec, runPipeline } from "./run-pipeline.js";
import type { RunAnswer } from "./run-worker-entry.js";
import { runWorkerSource } from "./run-worker-source.generated.js";
import { spawnRun } from "./spawn-run.js";

export class RunThread {
  private worker: Worker | undefined;
  private broken = false;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: PipelineResult) => void; reject: (e: Error) => void }>();

  private start(): Worker | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      const worker = new Worker(runWorkerSource, { eval: true });
      worker.on("message", (answer: RunAnswer) => this.settle(answer));
      worker.on("error", (error) => this.fail(error));
      worker.on("exit", () => this.fail(new Error("the run thread stopped")));
      worker.unref();
      this.worker = worker;
    } catch {
      this.broken = true;
    }
    return this.worker;
  }

  private settle({ id, result, error }: RunAnswer): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    if (!result) {
      waiting.reject(new Error(error ?? "the run thread gave no answer"));
      return;
    }
    const after = asBuffer(result.after);
    const before = asBuffer(result.before);
    waiting.resolve({ ...result, ...(after && { after }), ...(before && { before }) });
  }

  private fail(error: Error): void {
    this.worker = undefined;
    this.broken = true;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      waiting.reject(error);
    }
  }

  /**
   * runPipeline on the thread; on this thread when no worker can start (the answer is the same, only costlier).
   * The workspace archive (fd4) is moved to the thread, not copied, and comes back as `before`: the caller must
   * not use the Buffer it passed once this is called.
   */
  run(spec: PipelineSpec): Promise<PipelineResult> {
    const worker = this.start();
    if (!worker) return runPipeline(spawnRun, spec);
    const id = this.next++;
    const fd4 = spec.spawn.fd4 && ownedBuffer(spec.spawn.fd4);
    // Referenced while a run is out, so a CLI waiting for its one run does not exit under it.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(
        { id, spec: { ...spec, spawn: { ...spec.spawn, fd4 } } },
        fd4 ? [fd4.buffer as ArrayBuffer] : [],
      );
    });
  }

  /** Whether runs go through the thread (false after it could not start or stopped: they run here then). */
  get onThread(): boolean {
    return this.start() !== undefined;
  }

  close(): Promise<number> | undefined {
    const worker = this.worker;
    this.worker = undefined;
    return worker?.terminate();
  }
}
