// lowerThisProcess: every thread of this process (the run process) a few nice levels below its creator.
import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** How many nice levels the run process sits below the thread that started it (the studio's request thread). */
export const runThreadNiceBelow = 10;

export interface PriorityDeps {
  get(id: number): number;
  set(id: number, nice: number): void;
}

export const priorityDeps: PriorityDeps = {
  get: (id) => getPriority(id),
  set: (id, nice) => setPriority(id, nice),
};

/** This process's thread ids (Linux: /proc/self/task), or [] where there are none to list. */
export function processThreadIds(): number[] {
  try {
    return readdirSync("/proc/self/task")
      .map(Number)
      .filter((tid) => Number.isInteger(tid) && tid > 0);
  } catch {
    return []; // no /proc: not Linux
  }
}

/**
 * Lowers every thread of this process by `levels` (capped at 19) and answers how many it lowered. On Linux a
 * thread has its own nice value, set through its thread id, and starts with its creator's: the studio raises its
 * request thread, which forks this process, so node's own threads (V8's collection helpers, started before any
 * script runs) would share that raised priority and take the CPU from it; threads started later take the
 * lowered one, and so does every run spawned from here.
 */
export function lowerThisProcess(
  levels: number,
  deps: PriorityDeps = priorityDeps,
  threads: () => number[] = processThreadIds,
): number {
  let lowered = 0;
  for (const tid of threads()) {
    try {
      deps.set(tid, Math.min(19, deps.get(tid) + levels));
      lowered++;
    } catch {
      // ended meanwhile, or not allowed: that thread keeps its priority
    }
  }
  return lowered;
}
