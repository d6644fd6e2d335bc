// packstudio run of an openapi pack (DECISIONS 14): the request checked and answered from the document, or with
// --live sent for real when the pack's binding is public; the approval rule is the one wrap packs follow.
import { APPROVAL_REQUIRED } from "@packstudio/core";
import { DocumentedRunner, type FaceRunResult, liveRefusal, loadFacePack } from "@packstudio/faces";
import { answerText } from "../format/answer-text.js";
import { paintFor } from "../format/color.js";
import { requestPlanText } from "../format/plan-text.js";
import { terminalSafe as safe } from "../format/terminal-safe.js";
import { type CliIO, EXIT_FAIL, EXIT_OK } from "../io.js";

export interface OpenApiRunInput {
  files: Record<string, string>;
  verb: string;
  args: unknown;
  approved: boolean;
  live: boolean;
  session: string;
  format: "text" | "json";
}

export async function runOpenApi(input: OpenApiRunInput, io: CliIO): Promise<number> {
  const pack = loadFacePack(input.files);
  let result: FaceRunResult;
  if ("ok" in pack) result = pack;
  else {
    const refusal = input.live ? liveRefusal(pack) : undefined;
    result = refusal
      ? { ok: false, error: { code: "live_refused", names: [pack.id], message: refusal } }
      : await new DocumentedRunner({ ...pack, openapi: pack.openapi }, input.live).run({
          verb: input.verb,
          args: input.args,
          approved: input.approved,
          session: `cli-${input.session}`,
        });
  }
  const code = result.ok && result.run.outcome.status === "succeeded" ? EXIT_OK : EXIT_FAIL;
  if (input.format === "json") {
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return code;
  }
  const paint = paintFor(io);
  if (!result.ok) {
    const lines = [`${paint.red("refused")} ${paint.bold(result.error.code)}: ${safe(result.error.message)}`];
    const plan = "plan" in result ? result.plan : undefined;
    if (plan && "request" in plan && result.error.code === APPROVAL_REQUIRED)
      lines.push("", ...requestPlanText(plan, paint), "", "Run again with --approve to approve this card.");
    io.stdout(`${lines.join("\n")}\n`);
    return EXIT_FAIL;
  }
  if (!("request" in result.plan) || !("documented" in result.run || "live" in result.run)) return EXIT_FAIL;
  io.stdout(`${[...requestPlanText(result.plan, paint), "", ...answerText(result.run, paint)].join("\n")}\n`);
  return code;
}
