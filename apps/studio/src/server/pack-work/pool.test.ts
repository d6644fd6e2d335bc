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

  it("refuses running and waiting tasks when closed", async () => {
    const p = pool({ size: 1 });
    const running = failure(p.run("lint", { files: bomb }, long));
    const waiting = failure(p.run("lint", { files: ledger }, long));
    await p.close();
    expect([(await running).reason, (await waiting).reason]).toEqual(["closed", "closed"]);
    expect((await failure(p.run("lint", { files: ledger }, long))).reason).toBe("closed");
  });
});
