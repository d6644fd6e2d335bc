// Issue 28's queue target: judged on the difference of medians of one run, never without its in-process peer.
import { describe, expect, it } from "vitest";
import { queueRow } from "./queue-rows";

const stats = (median: number) => ({ median, p95: median * 1.5, n: 100 });
const ok = (here: number, queued: number) =>
  ({
    status: "ok",
    data: {
      node: "v20",
      here: stats(here),
      queued: stats(queued),
      paired: stats(queued - here),
      addedMs: queued - here,
      clients: 8,
      seconds: 10,
      perSecond: { oneRunner: 40, twoRunners: 60 },
    },
  }) as const;

describe("queue target (issue 28: the queue adds under 15 ms at the median)", () => {
  it.each([
    ["14.9 ms added is met", ok(20, 34.9), true],
    ["15 ms added is missed", ok(20, 35), false],
    ["a slow machine's in-process median does not count against the queue", ok(60, 70), true],
  ] as const)("%s", (_, outcome, met) => {
    expect(queueRow(outcome).met).toBe(met);
  });

  it("without PostgreSQL the row is not measured and says why", () => {
    const row = queueRow({ status: "skipped", reason: "no PostgreSQL server given" });
    expect(row.met).toBeUndefined();
    expect(row.measured).toBe("no PostgreSQL server given");
  });

  it("shows both medians beside the difference", () => {
    expect(queueRow(ok(20.9, 35.3)).measured).toBe("14.4 ms (35.3 ms through the queue, 20.9 ms in process)");
  });
});
