// packstudio fix: apply every fix core offers (each finding's preferred one), as a unified diff or written.
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fixAll, passes } from "@packstudio/core";
import { createTwoFilesPatch } from "diff";
import { parseArgs } from "../args.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";

export const fixHelp = `Usage: packstudio fix <dir> [--write]

Apply every fix lint offers for the pack in <dir> (each finding's preferred fix, one at a time, linting
again between them, as eslint --fix does). By default nothing is written: the changes are printed as a
unified diff (feed it to \`git apply\` or \`patch -p1\`). The summary goes to stderr.

  --write   write the fixed files in place

Exit status: 0 no lint errors left after the fixes, 1 errors left (fix what remains by hand;
\`packstudio check\` lists them), 2 usage or I/O error.`;

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

export async function fix(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("fix", argv, { values: [], flags: ["write"] });
  if (args.flags.has("help")) {
    io.stdout(`${fixHelp}\n`);
    return EXIT_OK;
  }
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError("fix takes one pack folder. See: packstudio fix --help");
  const root = resolve(io.cwd, dir);
  const pack = await readPackDir(root);
  const result = fixAll(pack.files);
  const changed = Object.keys(result.files)
    .filter((file) => result.files[file] !== pack.files[file])
    .sort();
  const write = args.flags.has("write");
  if (write) {
    for (const file of changed) {
      try {
        await writeFile(join(root, file), result.files[file] ?? "", "utf8");
      } catch (error) {
        throw new UsageError(`Cannot write "${join(dir, file)}": ${(error as Error).message}`);
      }
    }
  } else {
    for (const file of changed) {
      const label = join(dir, file);
      // jsdiff opens each patch with a rule of "=" that neither git apply nor patch needs.
      const patch = createTwoFilesPatch(`a/${label}`, `b/${label}`, pack.files[file] ?? "", result.files[file] ?? "");
      io.stdout(patch.replace(/^=+\n/, ""));
    }
  }
  const errors = result.findings.filter((f) => f.severity === "error").length;
  const warnings = result.findings.length - errors;
  for (const a of result.applied) io.stderr(`${join(dir, a.file)}: ${a.code} ${a.title}\n`);
  io.stderr(
    `${dir}: ${write ? "applied" : "would apply"} ${plural(result.applied.length, "fix", "fixes")} to ${plural(changed.length, "file")}${write ? "" : " (a dry run: add --write to apply)"}; ${plural(errors, "error")} and ${plural(warnings, "warning")} left.\n`,
  );
  return passes(result.findings) ? EXIT_OK : EXIT_FAIL;
}
