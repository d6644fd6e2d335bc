// lowerThisThread: the calling thread (not the whole process) a few nice levels below the thread that made it.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** How many nice levels the run thread sits below the thread that started it (the studio's request thread). */
export const runThreadNiceBelow = 10;

export interface PriorityDeps {
  /** This thread's kernel id (Linux: /proc/thread-self), or null where there is none. */
  threadId(): number | null;
  get(id: number): number;
  set(id: number, nice: number): void;
}

export const priorityDeps: PriorityDeps = {
  threadId: () => {
    try {
      const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
      return Number.isInteger(tid) && tid > 0 ? tid : null;
    } catch {
      return null; // no /proc: not Linux
    }
  },
  get: (id) => getPriority(id),
  set: (id, nice) => setPriority(id, nice),
};

/**
 * Lowers the calling thread's priority by `levels` (capped at 19) and answers its thread id, or null where it
 * could not. On Linux a thread has its own nice value, set through its thread id, and starts with its creator's:
 * the studio raises its request thread above its other threads, so a thread it starts would otherwise share that
 * raised priority and take the CPU from it (and a run it spawns would start `nice -n 19` from there, not at 19).
 */
export function lowerThisThread(levels: number, deps: PriorityDeps = priorityDeps): number | null {
  const tid = deps.threadId();
  if (tid === null) return null;
  try {
    deps.set(tid, Math.min(19, deps.get(tid) + levels));
    return tid;
  } catch {
    return null; // not allowed: the thread keeps its priority
  }
}
