// Table tests of a run's outcome (DECISIONS.md 10: succeeded only on exit 0 with no limit hit).
import { describe, expect, it } from "vitest";
import { failedTitle, type RunEnd, type RunOutcome, runOutcome, signalOfStatus } from "./run-outcome.js";

const ok: RunOutcome = { status: "succeeded", reason: null };
const failed = (reason: string): RunOutcome => ({ status: "failed", reason });

describe("run outcome (DECISIONS.md 10)", () => {
  it.each<[string, RunEnd, RunOutcome]>([
    ["exit 0, no limit: succeeded", { exitCode: 0, limit: null, signal: null }, ok],
    ["exit 3 (ledger not_set_up): failed", { exitCode: 3, limit: null, signal: null }, failed("exit code 3")],
    ["exit 1: failed", { exitCode: 1, limit: null, signal: null }, failed("exit code 1")],
    [
      "exit 0 but a limit hit: failed, the limit named",
      { exitCode: 0, limit: "output", signal: null },
      failed("stopped by the output limit (exit code 0)"),
    ],
    [
      "a limit and a signal: the limit is the reason",
      { exitCode: 137, limit: "wall", signal: "SIGKILL" },
      failed("stopped by the wall-clock time limit (exit code 137)"),
    ],
    ["cpu limit", { exitCode: null, limit: "cpu", signal: null }, failed("stopped by the CPU time limit")],
    [
      "memory limit",
      { exitCode: 1, limit: "memory", signal: null },
      failed("stopped by the memory limit (exit code 1)"),
    ],
    [
      "processes",
      { exitCode: 2, limit: "processes", signal: null },
      failed("stopped by the process limit (exit code 2)"),
    ],
    [
      "file size",
      { exitCode: 1, limit: "file_size", signal: null },
      failed("stopped by the file size limit (exit code 1)"),
    ],
    [
      "a signal, no limit",
      { exitCode: 139, limit: null, signal: "SIGSEGV" },
      failed("killed by SIGSEGV (exit code 139)"),
    ],
    ["no exit code at all", { exitCode: null, limit: null, signal: null }, failed("it ended without an exit code")],
  ])("%s", (_name, end, outcome) => {
    expect(runOutcome(end)).toEqual(outcome);
  });

  it.each<[number | null, string | null]>([
    [0, null],
    [3, null],
    [128, null],
    [null, null],
    [129, "SIGHUP"],
    [137, "SIGKILL"],
    [139, "SIGSEGV"],
    [152, "SIGXCPU"],
    [159, "SIGSYS"],
    [200, null],
  ])("exit status %s is signal %s", (status, signal) => {
    expect(signalOfStatus(status)).toBe(signal);
  });

  it("a failed run's title names the command, not what it would have done", () => {
    expect(failedTitle("transfer")).toBe("transfer failed");
  });
});
