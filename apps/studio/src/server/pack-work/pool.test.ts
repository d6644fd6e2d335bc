// The pack pool with the bundled worker: the same answers as core in the process, deadlines that stop a worker
// and replace it, a bounded queue. No timing thresholds: orders and counts only. (The heap cap is not tested:
// Node may abort the whole process instead of the worker when a worker reaches it, nodejs/node#47224.)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { catalogPack, specExample } from "@packstudio/core/testing";
import { afterEach, describe, expect, it } from "vitest";
import { lintBomb } from "~/testing/lint-bomb";
import { PackPool, type PoolError } from "./pool";
import { runTask } from "./tasks";
import { packWorkerFile } from "./worker-file";

const ledger = specExample("ledger");
const bomb = lintBomb();
const listWrites = (() => {
  const policy = JSON.parse(ledger["policy.json"] ?? "");
  policy.verbs.list = { effect: "write" };
  return { ...ledger, "policy.json": JSON.stringify(policy) };
})();
const long = { deadlineMs: 120_000 };

const pools: PackPool[] = [];
function pool(options: Partial<ConstructorParameters<typeof PackPool>[0]> = {}): PackPool {
  const made = new PackPool({ file: packWorkerFile(), size: 2, queueLimit: 16, memoryMb: 512, ...options });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** Waits until `done()` holds (checked every 100 ms), for at most a minute. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(done()).toBe(true);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the task to fail");
    },
    (error: PoolError) => error,
  );

describe("PackPool", () => {
  it("answers every task as core does in the process", async () => {
    const p = pool();
    const args = { amount: "2.80", payee: "demo-transit" };
    const cases = [
      ["lint", { files: ledger }],
      ["lint", { files: specExample("broken") }],
      ["render", { files: ledger, verb: "transfer", args }],
      ["render", { files: ledger, verb: "transfer", args: { amount: "1" } }],
      ["parse", { files: ledger, tokens: ["ledger", "transfer", "--amount", "2.80", "--payee", "x"] }],
      ["compare", { base: ledger, head: listWrites }],
      ["packPage", { files: catalogPack("ledger") }],
    ] as const;
    for (const [task, input] of cases) {
      expect(await p.run(task, input, long), task).toEqual(runTask(task, input as never));
    }
    // The worker ran them: the process's own thread is 0, a worker's never is.
    expect(p.stats().threadIds.every((id) => id > 0)).toBe(true);
  });

  it("stops a task past its deadline, replaces its worker, and answers the next task", async () => {
    const p = pool({ size: 1 });
    await p.run("lint", { files: ledger }, long);
    const [before] = p.stats().threadIds;
    const error = await failure(p.run("lint", { files: bomb }, { deadlineMs: 1 }));
    expect([error.reason, error.detail.deadlineMs]).toEqual(["deadline", 1]);
    const after = p.stats();
    expect(after.replaced).toBe(1);
    expect(after.threadIds).toHaveLength(1);
    expect(after.threadIds[0]).not.toBe(before);
    expect((await p.run("lint", { files: ledger }, long)).passes).toBe(true);
  });

  it("refuses a task as busy when the queue is full, without touching those running and waiting", async () => {
    const p = pool({ size: 1, queueLimit: 1 });
    await p.warm(); // loaded: a task waits for a booting worker in the queue
    const running = p.run("lint", { files: bomb }, long);
    const waiting = p.run("lint", { files: ledger }, long);
    const error = await failure(p.run("lint", { files: ledger }, long));
    expect([error.reason, error.detail.queued]).toEqual(["busy", 1]);
    expect((await running).findings.length).toBeGreaterThan(0);
    expect((await waiting).passes).toBe(true);
  });

  it("refuses a queued task as busy when no worker frees up within its deadline", async () => {
    const p = pool({ size: 1 });
    await p.warm();
    const running = p.run("lint", { files: bomb }, long);
    const error = await failure(p.run("lint", { files: ledger }, { deadlineMs: 120_000, waitMs: 1 }));
    expect(error.reason).toBe("busy");
    expect(p.stats()).toMatchObject({ queued: 0, running: 1, replaced: 0 });
    await running;
  });

  it("gives a task to a worker (and starts its deadline) only once the worker has loaded", async () => {
    const p = pool({ size: 1 });
    const first = p.run("lint", { files: ledger }, long);
    // The worker was just started: its ready message cannot have come yet, so the task waits, unstarted.
    expect(p.stats()).toMatchObject({ running: 0, queued: 1 });
    expect((await first).passes).toBe(true);
    expect(p.stats()).toMatchObject({ running: 0, queued: 0, replaced: 0 });
  });

  it.runIf(existsSync("/proc/thread-self"))("runs its workers 10 nice levels below the main thread", async () => {
    const p = pool();
    await p.warm();
    const { tids } = p.stats();
    expect(tids).toHaveLength(2);
    // Field 19 of a thread's stat is its nice value; the command name before it may hold spaces, not ")".
    const nice = (tid: number | null) =>
      Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ")[16]);
    expect(tids.map(nice)).toEqual(tids.map(() => Math.min(19, getPriority() + 10)));
  });

  it("refuses tasks with the reason when the worker cannot load, and tries a new one for the next task", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pack-pool-"));
    try {
      const file = join(dir, "broken.mjs");
      writeFileSync(file, 'throw new Error("a broken bundle");\n');
      const p = pool({ file, size: 1 });
      const [first, second] = await Promise.all([
        failure(p.run("lint", { files: ledger }, long)),
        failure(p.run("lint", { files: ledger }, long)),
      ]);
      expect([first.reason, first.message, second.reason]).toEqual([
        "crashed",
        "the worker failed: a broken bundle",
        "crashed",
      ]);
      expect(p.stats()).toMatchObject({ threadIds: [], queued: 0, replaced: 0 });
      expect((await failure(p.run("lint", { files: ledger }, long))).message).toBe(
        "the worker failed: a broken bundle",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops workers that waited idleMs for a task, not as lost, and starts one again for the next task (issue 30)", async () => {
    const p = pool({ size: 2, idleMs: 1000 });
    await p.warm();
    expect(p.stats().threadIds).toHaveLength(2);
    await until(() => p.stats().threadIds.length === 0);
    expect(p.stats().replaced).toBe(0);
    expect((await p.run("lint", { files: ledger }, long)).passes).toBe(true);
    // One task, one worker: the pool grows as tasks wait, not to its size at once.
    expect(p.stats().threadIds).toHaveLength(1);
  });

  it("a task after the idle workers stopped waits for the worker it starts, even with no queue at all", async () => {
    const p = pool({ size: 1, queueLimit: 0, idleMs: 1000 });
    await p.warm();
    await until(() => p.stats().threadIds.length === 0);
    expect((await p.run("lint", { files: ledger }, long)).passes).toBe(true);
    // Then the pool is full again and a queue of 0 refuses a second task while the first runs.
    const running = p.run("lint", { files: bomb }, long);
    expect((await failure(p.run("lint", { files: ledger }, long))).reason).toBe("busy");
    await running;
  });

  it("keeps a worker through a task that outlasts idleMs from its last rest", async () => {
    const p = pool({ size: 1, idleMs: 1000 });
    await p.warm();
    const [before] = p.stats().threadIds;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await p.run("lint", { files: bomb }, long)).findings.length).toBeGreaterThan(0);
    expect((await p.run("lint", { files: ledger }, long)).passes).toBe(true);
    expect(p.stats().threadIds).toEqual([before]);
  });

  it("refuses running and waiting tasks when closed", async () => {
    const p = pool({ size: 1 });
    const running = failure(p.run("lint", { files: bomb }, long));
    const waiting = failure(p.run("lint", { files: ledger }, long));
    await p.close();
    expect([(await running).reason, (await waiting).reason]).toEqual(["closed", "closed"]);
    expect((await failure(p.run("lint", { files: ledger }, long))).reason).toBe("closed");
  });
});
