// The run process lowers all of its threads below the thread that started it, which keeps its own priority.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "../limits/limits.js";
import { RunProcess } from "./run-process.js";
import { lowerThisProcess, type PriorityDeps, runThreadNiceBelow } from "./thread-priority.js";

function fake(start: Record<number, number>, refuse: number[] = []) {
  const nice = { ...start };
  const deps: PriorityDeps = {
    get: (id) => nice[id] ?? 0,
    set: (id, value) => {
      if (refuse.includes(id)) throw new Error("EACCES");
      nice[id] = value;
    },
  };
  return { nice, deps };
}

/** Thread id → nice value of process `pid`'s threads (Linux). */
function threadNices(pid: number | "self"): Map<number, number> {
  const found = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "latin1");
      // Fields after "(comm) ": state is the 1st, nice the 17th.
      found.set(Number(tid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

const runs = new RunProcess();
afterAll(() => runs.close());

describe("lowerThisProcess", () => {
  it("lowers every thread by the levels asked, capped at 19, and answers how many", () => {
    const a = fake({ 7: -10, 8: 15, 9: 0 });
    expect(lowerThisProcess(10, a.deps, () => [7, 8])).toBe(2);
    expect(a.nice).toEqual({ 7: 0, 8: 19, 9: 0 });
  });

  it("leaves a thread it may not change (or that ended) as it was, and goes on", () => {
    const b = fake({ 7: 0, 8: 0 }, [7]);
    expect(lowerThisProcess(10, b.deps, () => [7, 8])).toBe(1);
    expect(b.nice).toEqual({ 7: 0, 8: 10 });
    expect(lowerThisProcess(10, b.deps, () => [])).toBe(0);
  });

  it.runIf(process.platform === "linux")(
    "runs the run process's threads, and its runs, below the thread that started it",
    async () => {
      const self = Number(readFileSync("/proc/thread-self/stat", "latin1").split(" ")[0]);
      const mine = threadNices("self").get(self) ?? 0;
      const want = Math.min(19, mine + runThreadNiceBelow);
      // The run reports its own nice value and its parent, the run process.
      const result = await runs.run({
        spawn: { command: "/bin/sh", args: ["-c", 'echo "$PPID $(nice)"'], limits: defaultLimits },
        maxEntries: 10,
      });
      const [parent, niceOfRun] = result.stdout.trim().split(" ").map(Number);
      expect(niceOfRun).toBe(want);
      const nices = [...threadNices(parent as number).values()];
      expect(nices.length).toBeGreaterThan(1);
      expect(
        nices.every((n) => n === want),
        `threads of the run process: ${nices}`,
      ).toBe(true);
      expect(threadNices("self").get(self)).toBe(mine);
    },
  );
});
