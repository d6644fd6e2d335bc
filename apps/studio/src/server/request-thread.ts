// raiseRequestThread: the thread that answers requests runs above the studio's other threads (Linux, when allowed).
import { getPriority, setPriority } from "node:os";
import { isMainThread } from "node:worker_threads";

/** How many nice levels the request thread is raised: the pack workers and the run thread lower themselves as
 * many from it, so all of them stay below it. */
export const requestThreadBoost = 10;

export interface RequestThreadDeps {
  linux: boolean;
  mainThread: boolean;
  /** The main thread's kernel id: on Linux, the process id. */
  id: number;
  get(id: number): number;
  set(id: number, nice: number): void;
}

const nodeDeps: RequestThreadDeps = {
  linux: process.platform === "linux",
  mainThread: isMainThread,
  id: process.pid,
  get: (id) => getPriority(id),
  set: (id, nice) => setPriority(id, nice),
};

/**
 * Raises the main thread (only it: on Linux each thread has its own nice value, and setpriority on the process id
 * sets the main thread's) `requestThreadBoost` levels, and answers its new nice value; null where it is not allowed
 * (not root, no CAP_SYS_NICE) or not Linux, and nothing changes. Why: Node's own threads, V8's garbage collection
 * helpers and libuv's pool, start at the main thread's priority before any of our code runs, and the thread
 * answering requests wakes them all the time (a compressed chunk, a collection task, a message to a worker). In a
 * soak profile the main thread was preempted by the thread it had just woken hundreds of times a minute, and
 * waited for a core longer than it ran. Threads started after this lower themselves again (pack workers,
 * the run thread), so only the request thread is raised.
 */
export function raiseRequestThread(deps: RequestThreadDeps = nodeDeps): number | null {
  if (!deps.linux || !deps.mainThread) return null;
  try {
    const nice = Math.max(-20, deps.get(deps.id) - requestThreadBoost);
    deps.set(deps.id, nice);
    return nice;
  } catch {
    return null;
  }
}
