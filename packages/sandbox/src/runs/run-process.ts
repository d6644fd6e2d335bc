// Runs go through a small process of their own, from the spawn to the side effects. Every spawn forks the
// process that calls it, and forking a studio of hundreds of MiB holds its memory map for as long as the copy
// takes: measured in a soak, 80 ms a run on the old run thread, during which any page the studio's request thread
// touched for the first time waited (its answers paused up to 180 ms). Forked once, this process stays small, so a
// run's fork costs a few ms and stalls no one. A run's archive (up to about 88 MiB), its parsing and its garbage
// stay here too. The script is a generated bundle held as a string (run-process-source.generated.ts), so no file
// has to survive a bundler or be found at run time.
import { type ChildProcess, spawn } from "node:child_process";
import { type PipelineResult, type PipelineSpec, runPipeline } from "./run-pipeline.js";
import type { RunAnswer, RunRequest } from "./run-process-entry.js";
import { runProcessSource } from "./run-process-source.generated.js";
import { spawnRun } from "./spawn-run.js";

interface Waiting {
  resolve: (r: PipelineResult) => void;
  reject: (e: Error) => void;
  /** The archive sent: the caller's own bytes come back as `before` (only a copy crossed). */
  fd4: Buffer | undefined;
}

export class RunProcess {
  private child: ChildProcess | undefined;
  /** Set when no process could be started: runs then go through this thread. */
  private broken = false;
  private next = 0;
  private readonly pending = new Map<number, Waiting>();

  private start(): ChildProcess | undefined {
    if (this.child || this.broken) return this.child;
    let child: ChildProcess;
    try {
      child = spawn(process.execPath, ["-e", runProcessSource], {
        // Only what node needs: the studio's NODE_OPTIONS (profilers, preloads) are not this process's business.
        env: Object.assign({} as NodeJS.ProcessEnv, { PATH: process.env.PATH ?? "/usr/bin:/bin" }),
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        // Buffers cross as bytes, not as JSON arrays of numbers.
        serialization: "advanced",
      });
    } catch {
      this.broken = true;
      return undefined;
    }
    child.on("message", (answer: RunAnswer) => this.settle(answer));
    child.on("error", (error) => this.stopped(child, error));
    child.on("exit", (code, signal) =>
      this.stopped(child, new Error(`the run process stopped (${signal ?? `exit ${code}`})`)),
    );
    this.child = child;
    this.idle();
    return child;
  }

  /** Referenced only while runs are out, so a CLI waiting for its one run does not exit under it, nor stay after. */
  private idle(): void {
    const busy = this.pending.size > 0;
    const child = this.child;
    if (busy) {
      child?.ref();
      child?.channel?.ref();
    } else {
      child?.unref();
      child?.channel?.unref();
    }
  }

  private settle({ id, result, error }: RunAnswer): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    this.idle();
    if (!result) {
      waiting.reject(new Error(error ?? "the run process gave no answer"));
      return;
    }
    const after = result.after && Buffer.from(result.after.buffer, result.after.byteOffset, result.after.byteLength);
    waiting.resolve({ ...result, ...(after && { after }), ...(waiting.fd4 && { before: waiting.fd4 }) });
  }

  /** The process ended or could not start: its runs fail, and the next run starts a new one. */
  private stopped(child: ChildProcess, error: Error): void {
    if (this.child !== child) return;
    this.child = undefined;
    if (child.pid === undefined)
      this.broken = true; // it never started
    else child.kill("SIGKILL"); // an error while it lives (a broken channel): it is of no more use
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      waiting.reject(error);
    }
  }

  /**
   * runPipeline in the run process; on this thread when no process can start (the answer is the same, only
   * costlier). The workspace archive (fd4) is copied across and the caller's Buffer comes back as `before`.
   */
  run(spec: PipelineSpec): Promise<PipelineResult> {
    const child = this.start();
    if (!child) return runPipeline(spawnRun, spec);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, fd4: spec.spawn.fd4 });
      this.idle();
      const request: RunRequest = { id, spec };
      child.send(request, (error) => {
        if (!error || !this.pending.has(id)) return;
        this.pending.delete(id);
        this.idle();
        reject(error);
      });
    });
  }

  /** Whether runs go through the run process (false after none could start: they run on this thread then). */
  get inProcess(): boolean {
    return this.start() !== undefined;
  }

  /** Ends the run process (its runs fail); the next run would start another. */
  close(): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    const exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once("exit", () => resolve()));
    this.stopped(child, new Error("the run process was closed"));
    return exited;
  }
}
