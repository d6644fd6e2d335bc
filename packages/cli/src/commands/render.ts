// packstudio render: one command of a pack projected to argv, with its plan and approval card.
import { resolve } from "node:path";
import {
  loadValidPack,
  type RenderResult,
  type RequestRenderResult,
  renderLoaded,
  renderRequestLoaded,
} from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { planText, refusalJson, refusalText, requestPlanText } from "../format/plan-text.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";

export const renderHelp = `Usage: packstudio render <dir> <verb_key> [--args '<json>'] [--format text|json]

Project a command of the pack in <dir> to the argv a runtime would start, or for an openapi pack to the
HTTP request it would send (nothing runs, nothing is sent).

  --args '<json>'  the arguments as a JSON object (default {})
  --format text    argv, the quoted line, program, working folder, effect, approval, title and card (default);
                   for an openapi pack: the request (method, URL, headers, body), its curl line, effect,
                   approval, title and card
  --format json    the full result, or { "ok": false, "error": { code, names, message } }; for an openapi
                   pack { "ok": true, "plan": { verb, effect, approval, request, curl, card, … } }

Refusal codes: unknown_command, unknown_argument, missing_argument, invalid_argument, pack_invalid.
Exit status: 0 rendered, 1 refused, 2 usage or I/O error.`;

export function parseJsonArgs(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--args is not valid JSON (${(error as Error).message}). Example: --args '{"amount":"2.80"}'`);
  }
}

export function printResult(result: RenderResult, format: "text" | "json", io: CliIO): number {
  if (format === "json") {
    io.stdout(`${JSON.stringify(result.ok ? result : refusalJson(result), null, 2)}\n`);
  } else {
    io.stdout(`${(result.ok ? planText(result, paintFor(io)) : refusalText(result, paintFor(io))).join("\n")}\n`);
  }
  return result.ok ? EXIT_OK : EXIT_FAIL;
}

/** An openapi pack's rendered request, or its refusal, printed like printResult. */
export function printRequestResult(result: RequestRenderResult, format: "text" | "json", io: CliIO): number {
  if (format === "json") {
    io.stdout(`${JSON.stringify(result.ok ? result : refusalJson(result), null, 2)}\n`);
  } else {
    const paint = paintFor(io);
    io.stdout(`${(result.ok ? requestPlanText(result.plan, paint) : refusalText(result, paint)).join("\n")}\n`);
  }
  return result.ok ? EXIT_OK : EXIT_FAIL;
}

export async function render(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("render", argv, { values: ["format", "args"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${renderHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("render", args);
  const [dir, verb, ...extra] = args.positionals;
  if (!dir || !verb || extra.length)
    throw new UsageError("render takes a pack folder and a verb key. See: packstudio render --help");
  const values = parseJsonArgs(args.options.args);
  const pack = await readPackDir(resolve(io.cwd, dir));
  const loaded = loadValidPack(pack.files);
  if ("ok" in loaded) return printResult(loaded, format, io);
  if (loaded.surface.kind === "openapi")
    return printRequestResult(renderRequestLoaded(loaded, verb, values), format, io);
  return printResult(renderLoaded(loaded, verb, values), format, io);
}
