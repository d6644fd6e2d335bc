// The run thread lowers its own priority below its creator's, never the whole process's.
import { readdirSync, readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { runWorkerSource } from "./run-worker-source.generated.js";
import { lowerThisThread, type PriorityDeps, runThreadNiceBelow } from "./thread-priority.js";

function fake(start: Record<number, number>, tid: number | null, refuse = false) {
  const nice = { ...start };
  const deps: PriorityDeps = {
    threadId: () => tid,
    get: (id) => nice[id] ?? 0,
    set: (id, value) => {
      if (refuse) throw new Error("EACCES");
      nice[id] = value;
    },
  };
  return { nice, deps };
}

/** Thread id → nice value of this process's threads (Linux). */
function threadNices(): Map<number, number> {
  const found = new Map<number, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "latin1");
      // Fields after "(comm) ": state is the 1st, nice the 17th.
      found.set(Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

describe("lowerThisThread", () => {
  it("lowers the calling thread by the levels asked, capped at 19, and answers its id", () => {
    const a = fake({ 7: -10, 1: -10 }, 7);
    expect(lowerThisThread(10, a.deps)).toBe(7);
    expect(a.nice).toEqual({ 7: 0, 1: -10 });
    const b = fake({ 7: 15 }, 7);
    lowerThisThread(10, b.deps);
    expect(b.nice[7]).toBe(19);
  });

  it("changes nothing where there is no thread id or the change is refused", () => {
    expect(lowerThisThread(10, fake({}, null).deps)).toBeNull();
    const refused = fake({ 7: 0 }, 7, true);
    expect(lowerThisThread(10, refused.deps)).toBeNull();
    expect(refused.nice[7]).toBe(0);
  });

  it.runIf(process.platform === "linux")(
    "runs the run thread below the thread that started it, which keeps its own priority",
    async () => {
      const self = Number(readFileSync("/proc/thread-self/stat", "latin1").split(" ")[0]);
      const before = threadNices();
      const mine = before.get(self);
      const worker = new Worker(runWorkerSource, { eval: true });
      try {
        const want = Math.min(19, (mine ?? 0) + runThreadNiceBelow);
        let lowered: number[] = [];
        for (let i = 0; i < 100 && lowered.length === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          lowered = [...threadNices()].filter(([tid, nice]) => !before.has(tid) && nice === want).map(([t]) => t);
        }
        expect(lowered).toHaveLength(1);
        expect(threadNices().get(self)).toBe(mine);
      } finally {
        await worker.terminate();
      }
    },
  );
});
