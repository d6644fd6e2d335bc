// A run's steps in time: the marks split a run into steps that add up to its whole, for the bench's breakdown.
import { afterAll, describe, expect, it } from "vitest";
import { ledgerPack, ran, testSandbox } from "../test-support.js";
import { type RunMarks, stepsOf } from "./run-steps.js";

const marks: RunMarks = {
  entered: 100,
  handed: 102,
  received: 102.5,
  spawn: { spawned: 104, ready: 110, restored: 111, status: 150, closed: 152 },
  answered: 152.5,
  returned: 153,
  done: 154,
  cgroupBeforeMs: 0.5,
  cgroupAfterMs: 0.25,
};

describe("stepsOf", () => {
  it("splits a run at its marks, the host's cgroup time apart, and the steps add up to the whole", () => {
    const steps = stepsOf(marks);
    expect(steps).toEqual({
      prepare: 1.5,
      cgroup: 0.75,
      hop: 1,
      spawn: 1.5,
      bwrap: 6,
      restore: 1,
      program: 39,
      archive: 2,
      parse: 0.5,
      finish: 0.75,
      total: 54,
    });
    const { total, ...parts } = steps;
    expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBeCloseTo(total, 6);
  });

  it("gives a mark that never came no time: the time stays with the next step that came", () => {
    const stopped = stepsOf({ ...marks, spawn: { ...marks.spawn, restored: null, status: null } });
    expect(stopped).toMatchObject({ restore: 0, program: 0, archive: 42 });
  });
});

describe("a dry-run asked for its timing", () => {
  const { sandbox, cleanup } = testSandbox(63700);
  afterAll(cleanup);

  it("answers its steps: every mark of the sandbox came, none negative, summing to the whole", async () => {
    const files = ledgerPack("workspace");
    ran(await sandbox.dryRun({ files, verbKey: "setup.apply", approved: true, session: "steps" }));
    const untimed = ran(await sandbox.dryRun({ files, verbKey: "status", session: "steps" }));
    expect(untimed.steps).toBeUndefined();
    const run = ran(await sandbox.dryRun({ files, verbKey: "status", session: "steps", timing: true }));
    expect(run.exitCode).toBe(0);
    const { total, ...parts } = run.steps ?? { total: 0 };
    for (const ms of Object.values(parts)) expect(ms).toBeGreaterThanOrEqual(0);
    // The command ran between the restore mark and its status line, so its step holds node's whole run.
    expect((parts as Record<string, number>).program).toBeGreaterThan(0);
    expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBeCloseTo(total, 0);
  });
});
