// A dry-run of an openapi pack's command (DECISIONS 14): the request rendered and checked, the approval rule
// applied as for any pack, then the documented answer — never the network.
import type { ApprovalCard } from "../card/card-model.js";
import type { JsonRecord } from "../pack/json-value.js";
import type { LoadedPack } from "../projection/render-loaded.js";
import { APPROVAL_REQUIRED, type DryRunCode } from "../run/run-codes.js";
import type { RunOutcome } from "../run/run-outcome.js";
import { doneTitle } from "../titles/titles.js";
import { checkRequest } from "./check-request.js";
import { type DocumentedAnswer, documentedAnswer } from "./documented-answer.js";
import { type RequestPlan, renderRequestLoaded } from "./render-request.js";

/**
 * The answer of a documented dry-run, shaped as a sandbox run's report (exit 0, the body as stdout) so every
 * face reads it the same way, and marked: `documented: true`, with the documented status code.
 */
export interface DocumentedRun {
  /** Answered from the document, not by the API: a face or screen says so ("documented answer, not sent"). */
  documented: true;
  /** The documented status code (201, 204 …). */
  status: number;
  mediaType: string | null;
  /** The body as JSON for a JSON media type, else null. */
  json: unknown;
  /** The body as text (JSON pretty-printed, or a text example). */
  stdout: string;
  source: DocumentedAnswer["source"];
  exampleName?: string;
  /** Why there is no body although the response documents content. */
  note?: string;
  /** The done title, filled from the documented body. */
  title: string;
  outcome: RunOutcome;
  exitCode: 0;
  stdoutTruncated: false;
  stderr: "";
  stderrTruncated: false;
  limit: null;
  sideEffects: never[];
  durationMs: number;
}

export interface DocumentedRunError {
  code: DryRunCode;
  names: string[];
  message: string;
  /** approval_required: the card a person approves. */
  card?: ApprovalCard | null;
}

export type DocumentedRunResult =
  | { ok: true; plan: RequestPlan; run: DocumentedRun }
  | { ok: false; plan?: RequestPlan; error: DocumentedRunError };

export interface DocumentedRunInput {
  /** The pack's views (it passed lint) and its parsed document. */
  pack: LoadedPack;
  doc: unknown;
  verbKey: string;
  args: unknown;
  /** A person approved the card. */
  approved: boolean;
  /** A first_use approval of this command is remembered (the caller's session keeps them). */
  remembered?: boolean;
}

/** The words of a sandbox's approval refusal, for the same rule (DECISIONS 3). */
export const approvalMessage = (verb: string, approval: string) =>
  `"${verb}" needs a person's approval (${approval}): show the card, and run it again approved.`;

export function documentedRun(input: DocumentedRunInput): DocumentedRunResult {
  const started = Date.now();
  const rendered = renderRequestLoaded(input.pack, input.verbKey, input.args ?? {});
  if (!rendered.ok) return { ok: false, error: rendered.error };
  const { plan } = rendered;
  if (plan.asksPerson && !input.approved && !input.remembered)
    return {
      ok: false,
      plan,
      error: {
        code: APPROVAL_REQUIRED,
        names: [plan.verb],
        message: approvalMessage(plan.verb, plan.approval),
        card: plan.card,
      },
    };
  const verb = input.pack.surface.verbs.find((v) => v.key === plan.verb);
  const binding = verb?.operation;
  if (!verb || !binding)
    return {
      ok: false,
      plan,
      error: {
        code: "not_runnable",
        names: [plan.verb],
        message: `"${plan.verb}" names no operation of the document.`,
      },
    };
  const pathParameters = binding.derived.args.filter((a) => a.in === "path").map((a) => a.name);
  const refused = checkRequest(
    input.doc,
    { operation: binding.ref.operation, path: binding.ref.path, pathParameters },
    plan.request,
  );
  if (refused) return { ok: false, plan, error: refused };
  const answered = documentedAnswer(input.doc, binding.ref.operation);
  if (!answered.ok)
    return { ok: false, plan, error: { code: "not_runnable", names: [plan.verb], message: answered.message } };
  const { answer } = answered;
  return {
    ok: true,
    plan,
    run: {
      documented: true,
      status: answer.status,
      mediaType: answer.mediaType ?? null,
      json: answer.json,
      stdout: answer.text,
      source: answer.source,
      ...(answer.exampleName !== undefined && { exampleName: answer.exampleName }),
      ...(answer.note !== undefined && { note: answer.note }),
      title: doneTitle(verb, plan.args as JsonRecord, answer.json),
      outcome: { status: "succeeded", reason: null },
      exitCode: 0,
      stdoutTruncated: false,
      stderr: "",
      stderrTruncated: false,
      limit: null,
      sideEffects: [],
      durationMs: Math.round(Date.now() - started),
    },
  };
}
