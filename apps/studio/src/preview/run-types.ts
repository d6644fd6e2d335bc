// Types of a sandbox dry-run as the studio receives it (command.dryRun), an openapi command's documented answer
// (made in the page), and plain words for their codes and limits.
import type { DocumentedRunResult } from "@packstudio/core";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/root";
import { refusalHeading } from "./refusal-view";

export type DryRunRequest = inferRouterInputs<AppRouter>["command"]["dryRun"];
export type DryRunOutput = inferRouterOutputs<AppRouter>["command"]["dryRun"];
export type DryRunOk = Extract<DryRunOutput, { ok: true }>;
export type DryRunRefused = Extract<DryRunOutput, { ok: false }>;
export type RunOutput = DryRunOk["run"];
export type RunSideEffect = RunOutput["sideEffects"][number];
export type RunCard = NonNullable<DryRunRefused["error"]["card"]>;
/** A dry-run's answer: the sandbox's, or the document's for an openapi pack's command (nothing sent). */
export type RunAnswer = DryRunOutput | DocumentedRunResult;
export type DocumentedOk = Extract<DocumentedRunResult, { ok: true }>;
export type RunRefused = Extract<RunAnswer, { ok: false }>;

/** An answer from the document, not from a run. */
export function isDocumented(result: RunAnswer): result is DocumentedOk {
  return result.ok && "documented" in result.run;
}

/** One answer of the sandbox in this session's history: a real run, or a refusal (a plan only). */
export interface RunEntry {
  id: string;
  /** When the answer came (ms since the epoch). */
  at: number;
  verb: string;
  /** The POSIX-quoted command line of the plan (an openapi command's request line), or the command name. */
  line: string;
  /** The person approved the card for this run. */
  approved: boolean;
  result: RunAnswer;
}

const codeHeadings: Record<string, string> = {
  approval_required: "A person must approve the card first",
  sandbox_unavailable: "The sandbox is not available on this machine",
  not_runnable: "This command cannot run in the sandbox",
  busy: "The sandbox is busy",
  no_project: "No project folder",
  request_failed: "The studio server did not answer",
};

/** Plain words for a dry-run refusal code (the sandbox's own, or core's). */
export function runRefusalHeading(code: string): string {
  return codeHeadings[code] ?? refusalHeading(code as Parameters<typeof refusalHeading>[0]);
}

const limitWords: Record<string, string> = {
  wall: "wall-clock time",
  cpu: "cpu",
  memory: "memory",
  processes: "processes",
  output: "output",
  file_size: "file size",
};

/** "Stopped by the cpu limit", for a run's `limit`. */
export function limitText(limit: string): string {
  return `Stopped by the ${limitWords[limit] ?? limit} limit`;
}

/** A duration for people: milliseconds under a second, else seconds. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A size in bytes for people. */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return "none";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
