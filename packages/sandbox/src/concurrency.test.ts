// Many sandbox runs at once in real bubblewrap: separate results per session, and "busy" past the line.
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits/limits.js";
import { ledgerPack, ran, scriptPack, testSandbox } from "./test-support.js";
import type { DryRunResult } from "./types.js";

const UID = 61200;
const made: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of made) cleanup();
});

function sandboxWith(settings: Parameters<typeof testSandbox>[1] = {}) {
  const box = testSandbox(UID, settings);
  made.push(box.cleanup);
  return box.sandbox;
}

describe("20 dry-runs at once", () => {
  it("each session writes its own entry and reads back only its own", async () => {
    const sandbox = sandboxWith();
    const files = ledgerPack("workspace");
    const sessions = Array.from({ length: 20 }, (_, i) => ({
      session: `s${i}`,
      payee: `payee-${i}`,
      amount: `${i + 1}.00`,
    }));
    const all = <T>(make: (s: (typeof sessions)[number]) => Promise<T>) => Promise.all(sessions.map(make));

    const setups = await all(({ session }) =>
      sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session }),
    );
    for (const r of setups) expect(ran(r).exitCode).toBe(0);
    const paid = await all(({ session, payee, amount }) =>
      sandbox.dryRun({ files, verbKey: "transfer", args: { amount, payee }, approved: true, session }),
    );
    paid.forEach((r, i) => {
      expect(ran(r).json).toMatchObject({ entry: { id: "e1", payee: `payee-${i}`, amount: `${i + 1}.00` } });
    });
    const lists = await all(({ session }) => sandbox.dryRun({ files, verbKey: "list", session }));
    lists.forEach((r, i) => {
      expect(ran(r).json).toEqual({ entries: [{ id: "e1", amount: `${i + 1}.00`, payee: `payee-${i}`, memo: "" }] });
    });
    const balances = await all(({ session }) => sandbox.dryRun({ files, verbKey: "status", session }));
    balances.forEach((r, i) => {
      expect(ran(r).json).toMatchObject({ balance: (120 - (i + 1)).toFixed(2) });
    });
    expect(sandbox.status().running).toBe(0);
    // 80 real runs, four at a time: about 45 s on CI's busy 2-core machine (the bound is the config's 300 s).
  });
});

/** One line per result, so a failure on CI says what each run did. */
const outcome = (r: DryRunResult) =>
  r.ok ? `exit ${r.run.exitCode}${r.run.limit ? ` (limit ${r.run.limit})` : ""}` : r.error.code;

describe("past the line", () => {
  // A `sleep 1` under a loaded machine can pass the default 5 s wall clock; the line is what is tested here.
  const roomyWall = { ...defaultLimits, wallMs: 60_000 };
  const slow = scriptPack("#!/bin/sh\nsleep 1\necho '{\"slept\":true}'\n");
  const cases = [
    {
      name: "one at a time, one waiting briefly: the waiter times out, the next is turned away at once",
      settings: { concurrency: 1, queue: 1, queueWaitMs: 100, limits: roomyWall },
      runs: 3,
      ok: 1,
      busy: 2,
    },
    {
      name: "one at a time, a patient line: everyone runs, one after another",
      settings: { concurrency: 1, queue: 4, queueWaitMs: 120_000, limits: roomyWall },
      runs: 3,
      ok: 3,
      busy: 0,
    },
  ];
  it.each(cases)("$name", async ({ settings, runs, ok, busy }) => {
    const sandbox = sandboxWith(settings);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: runs }, (_, i) => sandbox.dryRun({ files: slow, verbKey: "run", session: `b${i}` })),
    );
    const ms = performance.now() - started;
    const refused = results.filter((r) => !r.ok);
    const seen = results.map(outcome).join("; ");
    expect(
      results.filter((r) => r.ok && r.run.exitCode === 0),
      seen,
    ).toHaveLength(ok);
    expect(refused, seen).toHaveLength(busy);
    for (const r of refused) {
      expect(r).toMatchObject({ ok: false, error: { code: "busy" } });
      expect(r.ok ? "" : r.error.message).toMatch(/busy.*Retry in a few seconds/);
    }
    // Runs never overlap at concurrency 1: the ones that ran took a second each, one after another.
    expect(ms).toBeGreaterThanOrEqual(ok * 1000 - 50);
    expect(sandbox.status().running).toBe(0);
    // The line is free again afterwards.
    expect(ran(await sandbox.dryRun({ files: slow, verbKey: "run", session: "after" })).json).toEqual({ slept: true });
  });
});
