// A run's outcome judged from what it measured (core's runOutcome): a failed run keeps no done title.
import { failedTitle, type RenderedCommand, runOutcome, signalOfStatus } from "@packstudio/core";
import type { RunReport, RunResult } from "../types.js";

/**
 * The exit status comes from the shell inside the sandbox (inside-steps.ts), which reports a command killed by
 * signal n as 128 + n: that is the only signal the host learns of, so it is read back from the status.
 */
export function judgeRun(run: RunResult, plan: Pick<RenderedCommand, "verb">): RunReport {
  const outcome = runOutcome({ exitCode: run.exitCode, limit: run.limit, signal: signalOfStatus(run.exitCode) });
  return {
    ...run,
    title: outcome.status === "succeeded" ? run.title : failedTitle(plan.verb),
    outcome,
  };
}
