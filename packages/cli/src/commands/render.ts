// packstudio render: one command of a pack projected to argv, with its plan and approval card.
import { resolve } from "node:path";
import { type RenderResult, renderCommand } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { planText, refusalJson, refusalText } from "../format/plan-text.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";

export const renderHelp = `Usage: packstudio render <dir> <verb_key> [--args '<json>'] [--format text|json]

Project a command of the pack in <dir> to the argv a runtime would start (nothing runs).

  --args '<json>'  the arguments as a JSON object (default {})
  --format text    argv, the quoted line, program, working folder, effect, approval, title and card (default)
  --format json    the full result, or { "ok": false, "error": { code, names, message } }

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
  return printResult(renderCommand(pack.files, verb, values), format, io);
}
