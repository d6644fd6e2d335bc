// A run succeeded only when it exited 0 with no limit hit (DECISIONS.md 10); otherwise it failed, and says why.
import { describe, expect, it } from "vitest";
import { runOutcome } from "./outcome.js";

const table: [exitCode: number | null, limit: string | null, succeeded: boolean, why: string | null][] = [
  [0, null, true, null],
  [3, null, false, "exit code 3"],
  [0, "wall", false, "stopped by the wall limit"],
  [0, "output", false, "stopped by the output limit"],
  [137, "memory", false, "stopped by the memory limit"],
  [null, null, false, "killed by a signal"],
];

describe("D10 run outcome", () => {
  it.each(table)("exit %s, limit %s", (exitCode, limit, succeeded, why) => {
    expect(runOutcome({ exitCode, limit })).toEqual({ succeeded, exitCode, limit, why });
  });
});
