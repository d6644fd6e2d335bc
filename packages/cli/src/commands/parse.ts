// packstudio parse: read a command line as an agent types it into a verb key and args.
import { resolve } from "node:path";
import { parseCommandLine } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { refusalJson, refusalText } from "../format/plan-text.js";
import { terminalSafe } from "../format/terminal-safe.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";

export const parseHelp = `Usage: packstudio parse <dir> [--format json|text] -- <tokens...>

Read a command line (<cliBin> <verb segments> [words] [--name value | --name=value]) against
the pack in <dir>, as its CLI face would.

  --format json   { "ok": true, "verb", "args" } or { "ok": false, "error": { code, names, message } } (default)
  --format text   the verb key and args on one line

Example: packstudio parse examples/ledger -- ledger transfer --amount 2.80 --payee demo-transit
Exit status: 0 read, 1 refused, 2 usage or I/O error.`;

export async function parse(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("parse", argv, { values: ["format"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${parseHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("parse", args, "json");
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length || !args.rest) {
    throw new UsageError(
      "parse takes a pack folder, then -- and the command line's words. See: packstudio parse --help",
    );
  }
  const pack = await readPackDir(resolve(io.cwd, dir));
  const result = parseCommandLine(pack.files, args.rest);
  if (format === "json") io.stdout(`${JSON.stringify(result.ok ? result : refusalJson(result), null, 2)}\n`);
  else
    io.stdout(
      `${result.ok ? terminalSafe(`${result.verb} ${JSON.stringify(result.args)}`) : refusalText(result, paintFor(io)).join("\n")}\n`,
    );
  return result.ok ? EXIT_OK : EXIT_FAIL;
}
