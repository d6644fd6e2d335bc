// The public shapes of a dry-run: what the studio and the CLI send, and what they get back.
import type { ApprovalCard, RenderedCommand } from "@packstudio/core";
import type { LimitName } from "./limits.js";
import type { SideEffect } from "./side-effects.js";

export interface DryRunInput {
  files: Record<string, string>;
  verbKey: string;
  args?: unknown;
  /** The person approved the card. */
  approved?: boolean;
  /** The studio session: workspaces and first-use approvals are kept per session, and its runs go one at a time. */
  session: string;
  /** Who asks (the client's address): the workspace bytes kept for one client are bounded together. */
  client?: string;
}

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
  /** The done title, filled from the result. */
  title: string;
  sideEffects: SideEffect[];
}

export type DryRunError = {
  code: string;
  names: string[];
  message: string;
  card?: ApprovalCard | null;
};

export type DryRunResult =
  | { ok: true; plan: RenderedCommand; run: RunResult }
  | { ok: false; plan?: RenderedCommand; error: DryRunError };
