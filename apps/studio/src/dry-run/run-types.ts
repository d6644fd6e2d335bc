// Types of a sandbox dry-run as the studio receives it (command.dryRun), an openapi command's documented answer
// (made in the page), and plain words for its limits, durations and sizes (codes: lib/refusal-heading.ts).
import { byteSize, type DocumentedRunResult, type LimitName, limitPhrase } from "@packstudio/core";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/root";

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

/** "Stopped by the CPU time limit", for a run's `limit` (core's words, as the run's outcome says it). */
export function limitText(limit: LimitName): string {
  return `Stopped by ${limitPhrase(limit)}`;
}

/** A duration for people: milliseconds under a second, else seconds. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A size in bytes for people (core's byteSize), or "none" for a file that is not there. */
export function sizeText(bytes: number | null): string {
  return bytes === null ? "none" : byteSize(bytes);
}
