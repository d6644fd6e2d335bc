// The public shapes of a dry-run: what the studio and the CLI send, and what they get back.
import type { ApprovalCard, DryRunCode, RenderedCommand, RunOutcome } from "@packstudio/core";
import type { LimitName } from "./limits/limits.js";
import type { RunSteps } from "./runs/run-steps.js";
import type { SideEffect } from "./workspace/side-effects.js";

export interface DryRunInput {
  files: Record<string, string>;
  verbKey: string;
  args?: unknown;
  /** The person approved the card. */
  approved?: boolean;
  /** Also answer the run's steps in time (the bench's breakdown, run-steps.ts). */
  timing?: boolean;
  /** The studio session: workspaces and first-use approvals are kept per session, and its runs go one at a time. */
  session: string;
  /** Who asks (the client's address): the workspace bytes kept for one client are bounded together. */
  client?: string;
}

/** What one run measured (run-once.ts), before its outcome is judged. */
export interface RunResult {
  exitCode: number | null;
  stdout: string;
  stdoutTruncated: boolean;
  /** stdout parsed as JSON, when it is JSON. */
  json: unknown;
  stderr: string;
  stderrTruncated: boolean;
  durationMs: number;
  limit: LimitName | null;
  /** The done title, filled from the result (a run that failed gets the command's plain title: judge-run.ts). */
  title: string;
  sideEffects: SideEffect[];
  /** The run's wall clock in steps, when the input asked for `timing`. */
  steps?: RunSteps;
}

/** A run with its outcome (DECISIONS.md 10): succeeded only on exit 0 with no limit hit; only then a done title. */
export interface RunReport extends RunResult {
  outcome: RunOutcome;
}

/** Whether a command can run here, known before the click: the sandbox, its program, its project folder. */
export type RunReadiness =
  | { ok: true }
  | { ok: false; code: "sandbox_unavailable" | "not_runnable" | "no_project"; reason: string };

/** What readiness needs of a plan and a pack: small, so the studio can ask as the person types. */
export interface ReadinessInput {
  /** wrap.bin, as the plan names it. */
  program: string;
  /** The pack's file paths (a script named by wrap.bin must be one of them). */
  paths: readonly string[];
  /** The pack's workspace mode. */
  mode: string;
}

export type DryRunError = {
  code: DryRunCode;
  names: string[];
  message: string;
  card?: ApprovalCard | null;
};

export type DryRunResult =
  | { ok: true; plan: RenderedCommand; run: RunReport }
  | { ok: false; plan?: RenderedCommand; error: DryRunError };
