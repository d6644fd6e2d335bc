// packstudio check: lint a pack folder; compiler-style text or JSON findings.
import { join, resolve } from "node:path";
import { passes, readPack } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { findingsText, summaryText } from "../format/findings-text.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { lintPackDir, readPackDir } from "../read-pack-dir.js";

export const checkHelp = `Usage: packstudio check <dir> [--format text|json]

Lint the pack in <dir> against every rule of the HCP pack spec.

  --format text   compiler-style lines (default): surface.json:12:7 error M015 ...
  --format json   { "pack", "passes", "findings": [ { code, severity, file, pointer, range, message, fix? } ] }

Exit status: 0 no errors (warnings allowed), 1 lint errors, 2 usage or I/O error.`;

export async function check(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("check", argv, { values: ["format"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${checkHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("check", args);
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError("check takes one pack folder. See: packstudio check --help");
  const pack = await readPackDir(resolve(io.cwd, dir));
  const findings = lintPackDir(pack);
  const id = readPack(pack.files).surface?.id ?? null;
  const ok = passes(findings);
  if (format === "json") {
    io.stdout(`${JSON.stringify({ pack: id, passes: ok, findings }, null, 2)}\n`);
  } else {
    const paint = paintFor(io);
    const label = (file: string) => join(dir, file);
    const lines = [...findingsText(label, findings, paint), summaryText(id, dir, findings, paint)];
    io.stdout(`${lines.join("\n")}\n`);
  }
  return ok ? EXIT_OK : EXIT_FAIL;
}
