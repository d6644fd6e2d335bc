// The words a dry-run answers in, each written once: the limits that stop a run and the codes of a refused one.
// The sandbox, the faces, the CLI and the studio import these; run-codes.test.ts fails on a second copy.
import type { RefusalCode } from "../projection/refusal.js";

/** The limits that stop a run (DECISIONS.md 10), as a run's `limit` names them. */
export const limitNames = ["wall", "cpu", "memory", "processes", "output", "file_size"] as const;
export type LimitName = (typeof limitNames)[number];

/** A command a person must approve first: the answer carries the card, and nothing ran. */
export const APPROVAL_REQUIRED = "approval_required";

/** Why a dry-run did not run, beside the projection's and the reader's refusals (RefusalCode). */
export const dryRunOnlyCodes = [
  APPROVAL_REQUIRED,
  "sandbox_unavailable",
  "not_runnable",
  "busy",
  "sandbox_error",
  /** The answer never came (the studio's server, an API asked live). */
  "request_failed",
  /** `--live` refused for this pack (packstudio run). */
  "live_refused",
] as const;

/** Every code of a refused dry-run: the sandbox's, a documented run's, the studio's, and core's RefusalCode. */
export type DryRunCode = RefusalCode | (typeof dryRunOnlyCodes)[number];

/** json_exec's and the MCP face's codes beside a dry-run's (DECISIONS.md 12). */
export const execOnlyCodes = [
  "run_failed",
  "invalid_request",
  "approval_declined",
  "approval_cancelled",
  "pack_unavailable",
] as const;

/** Every code of a json_exec or MCP answer that is not ok. */
export type ExecCode = DryRunCode | (typeof execOnlyCodes)[number];
