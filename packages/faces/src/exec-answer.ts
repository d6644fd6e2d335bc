// The json_exec answer (DECISIONS.md 12) from a dry-run's result: ok with the output, or a refusal with its code.
import {
  APPROVAL_REQUIRED,
  type ApprovalCard,
  type ExecCode,
  hazardOf,
  type LimitName,
  type RunOutcome,
} from "@packstudio/core";
import type { RunReport } from "@packstudio/sandbox";
import type { FaceRunResult } from "./runner.js";

export interface ExecSuccess {
  ok: true;
  verb: string;
  exitCode: number;
  /** stdout parsed as JSON, else null. */
  result: unknown;
  stdout: string;
  stderr: string;
  /** The done title (the run succeeded, so it is filled from the result). */
  title: string;
  /** An openapi pack's answer from the document (DECISIONS 14): nothing was sent. */
  documented?: true;
  /** An openapi pack's request sent for real (--live). */
  live?: true;
  /** The HTTP status: documented, or answered by the API. */
  status?: number;
}

/** A failed run's facts: its outcome (core's, DECISIONS.md 10: status and reason), and what it printed. */
export interface FailedRun extends RunOutcome {
  exitCode: number | null;
  limit: LimitName | null;
  stdout: string;
  stderr: string;
  result: unknown;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  durationMs: number;
}

export interface ExecError {
  code: ExecCode;
  message: string;
  names: string[];
  /** approval_required: the card a person approves. */
  card?: ApprovalCard | null;
  /** run_failed: the run's outcome. */
  outcome?: FailedRun;
}

export type ExecAnswer = ExecSuccess | { ok: false; error: ExecError };

/** What a failed run's answer reads of any run: a sandbox's report, or an openapi pack's live answer. */
type RunFacts = Pick<
  RunReport,
  "outcome" | "exitCode" | "limit" | "stdout" | "stderr" | "json" | "stdoutTruncated" | "stderrTruncated" | "durationMs"
>;

function failedRun(run: RunFacts): FailedRun {
  return {
    ...run.outcome,
    exitCode: run.exitCode,
    limit: run.limit,
    stdout: run.stdout,
    stderr: run.stderr,
    result: run.json ?? null,
    stdoutTruncated: run.stdoutTruncated,
    stderrTruncated: run.stderrTruncated,
    durationMs: run.durationMs,
  };
}

export function execAnswer(result: FaceRunResult): ExecAnswer {
  if (!result.ok) {
    const { code, message, names, card } = result.error;
    return { ok: false, error: { code, message, names, ...(code === APPROVAL_REQUIRED && { card: card ?? null }) } };
  }
  const { run, plan } = result;
  const { outcome } = run;
  if (outcome.status !== "succeeded" || run.exitCode === null) {
    return {
      ok: false,
      error: {
        code: "run_failed",
        message: `"${plan.verb}" failed: ${outcome.reason ?? "no exit status"}.`,
        names: [plan.verb],
        outcome: failedRun(run),
      },
    };
  }
  return {
    ok: true,
    verb: plan.verb,
    exitCode: run.exitCode,
    result: run.json ?? null,
    stdout: run.stdout,
    stderr: run.stderr,
    title: run.title,
    ...("documented" in run && { documented: true as const, status: run.status }),
    ...("live" in run && { live: true as const, status: run.status }),
  };
}

/**
 * JSON text whose hidden characters (core's hazardOf: C1 controls, DEL, bidi and zero-width characters, line
 * separators) are \u escapes: the same data, and nothing a terminal acts on or hides. JSON.stringify escapes the
 * C0 controls and lone surrogates itself; the newlines left are the layout's own.
 */
export function answerText(value: unknown): string {
  let out = "";
  for (const ch of JSON.stringify(value, null, 2)) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp !== 0x0a && hazardOf(cp) ? `\\u${cp.toString(16).padStart(4, "0")}` : ch;
  }
  return `${out}\n`;
}
