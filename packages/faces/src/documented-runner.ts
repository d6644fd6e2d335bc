// An openapi pack's commands in a face (DECISIONS 12, 14): answered from the document, or with --live sent for
// real when the pack's binding is public; the approval rule is the one every runner applies.
import {
  type DocumentedRunResult,
  documentedRun,
  doneTitle,
  type HttpRequest,
  type LoadedPack,
  type RequestPlan,
  type RunOutcome,
} from "@packstudio/core";
import type { FacePack } from "./face-pack.js";
import { type LiveLimits, liveLimits, sendLive } from "./live-request.js";
import type { FaceRunner, FaceRunRequest } from "./runner.js";

/** A request sent for real: shaped as a run's report, marked `live`, with the status the API answered. */
export interface LiveRun {
  live: true;
  status: number;
  mediaType: string | null;
  json: unknown;
  stdout: string;
  stdoutTruncated: boolean;
  title: string;
  outcome: RunOutcome;
  exitCode: number;
  stderr: string;
  stderrTruncated: false;
  limit: null;
  sideEffects: never[];
  durationMs: number;
}

export type LiveRunResult = { ok: true; plan: RequestPlan; run: LiveRun } | Extract<DocumentedRunResult, { ok: false }>;

/** Why a pack's requests may not be sent for real (`run --live`, `mcp --live`), or undefined when they may. */
export function liveRefusal(pack: FacePack): string | undefined {
  const mode = pack.loaded.surface.binding?.mode;
  if (mode !== "public")
    return `"${pack.id}" has binding mode "${typeof mode === "string" ? mode : "none"}": only a pack whose binding.mode is "public" sends real requests here (credentials are a runtime's job). Without --live its commands answer from the document.`;
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return text.trim() ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export class DocumentedRunner implements FaceRunner {
  readonly where: "document" | "network";
  private readonly approved = new Set<string>();

  /** `live`: send each request for real (the caller checked liveRefusal first). */
  constructor(
    private readonly pack: FacePack & { openapi: unknown },
    private readonly live = false,
    private readonly limits: LiveLimits = liveLimits,
  ) {
    this.where = live ? "network" : "document";
  }

  async run(request: FaceRunRequest): Promise<DocumentedRunResult | LiveRunResult> {
    const loaded: LoadedPack = this.pack.loaded;
    const key = `${request.session}\u0000${request.verb}`;
    const result = documentedRun({
      pack: loaded,
      doc: this.pack.openapi,
      verbKey: request.verb,
      args: request.args,
      approved: request.approved,
      remembered: this.approved.has(key),
    });
    if (!result.ok) return result;
    if (request.approved && result.plan.approval === "first_use") this.approved.add(key);
    if (!this.live) return result;
    return this.sendFor(result.plan);
  }

  private async sendFor(plan: RequestPlan): Promise<LiveRunResult> {
    const request: HttpRequest = plan.request;
    if (!/^https?:\/\//i.test(request.url))
      return {
        ok: false,
        plan,
        error: {
          code: "not_runnable",
          names: [plan.verb],
          message: `"${plan.verb}" has no absolute server URL (O009: the document's servers are missing, relative, or have a variable without a default), so there is nowhere to send ${request.method} ${request.url}.`,
        },
      };
    const answer = await sendLive(request, this.limits);
    if (!answer.ok)
      return { ok: false, plan, error: { code: "request_failed", names: [plan.verb], message: answer.message } };
    const succeeded = answer.status >= 200 && answer.status < 300;
    // A truncated body is no JSON: parsing it would fail, so it is left as text.
    const json = answer.truncated ? null : parseJson(answer.text);
    const verb = this.pack.loaded.surface.verbs.find((v) => v.key === plan.verb);
    return {
      ok: true,
      plan,
      run: {
        live: true,
        status: answer.status,
        mediaType: answer.mediaType,
        json,
        stdout: answer.text,
        stdoutTruncated: answer.truncated,
        title: succeeded && verb ? doneTitle(verb, plan.args, json) : plan.title,
        outcome: succeeded
          ? { status: "succeeded", reason: null }
          : {
              status: "failed",
              reason: `the API answered HTTP ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ""}`,
            },
        exitCode: succeeded ? 0 : 1,
        stderr: "",
        stderrTruncated: false,
        limit: null,
        sideEffects: [],
        durationMs: answer.durationMs,
      },
    };
  }
}
