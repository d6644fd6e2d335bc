// packstudio commands: every command of a pack with its effect, approval, card and ready-to-run line.
import { join, resolve } from "node:path";
import { commandsOverview, readPack } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { terminalSafe } from "../format/terminal-safe.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";

export const commandsHelp = `Usage: packstudio commands <dir> [--format text|json]

List the commands of the pack in <dir>: effect and approval from policy.json, the approval card
kind, and a ready-to-run line filled with the first example of each required argument.

Exit status: 0 listed, 1 surface.json missing or unreadable, 2 usage or I/O error.`;

export async function commands(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("commands", argv, { values: ["format"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${commandsHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("commands", args);
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError("commands takes one pack folder. See: packstudio commands --help");
  const pack = await readPackDir(resolve(io.cwd, dir));
  const { surface, policy } = readPack(pack.files);
  if (!surface) {
    io.stderr(
      `${join(dir, "surface.json")}: missing or not a JSON object; run "packstudio check ${dir}" for details.\n`,
    );
    return EXIT_FAIL;
  }
  const rows = commandsOverview(surface, policy);
  if (format === "json") {
    io.stdout(`${JSON.stringify({ pack: surface.id ?? null, commands: rows }, null, 2)}\n`);
    return EXIT_OK;
  }
  const paint = paintFor(io);
  const width = Math.max(0, ...rows.map((r) => terminalSafe(r.verb).length));
  const lines = rows.map((r) => {
    const effect = r.effect === "write" ? paint.yellow("write") : (r.effect ?? paint.red("no policy"));
    const approval = r.approval ?? "-";
    const card = r.cardKind ? ` card ${r.cardKind}` : "";
    return `${paint.bold(terminalSafe(r.verb).padEnd(width))}  ${effect.padEnd(5)} ${approval.padEnd(9)}${card}\n${" ".repeat(width + 2)}${paint.dim("$")} ${terminalSafe(r.readyLine)}`;
  });
  io.stdout(`${lines.join("\n")}\n`);
  return EXIT_OK;
}
