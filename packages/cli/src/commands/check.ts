// packstudio check: lint a pack folder; compiler-style text, JSON, SARIF or GitHub workflow annotations.
import { join, resolve } from "node:path";
import { passes, readPack } from "@packstudio/core";
import { choiceOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { pathFromCwd, pathUri } from "../format/finding-paths.js";
import { findingsText, summaryText } from "../format/findings-text.js";
import { githubAnnotations } from "../format/github-annotations.js";
import { sarifLog } from "../format/sarif.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { lintPackDir, readPackDir } from "../read-pack-dir.js";
import { defaultServer, serverBase } from "../share-link.js";
import { cliVersion } from "../version.js";

export const checkHelp = `Usage: packstudio check <dir> [--format text|json|sarif|github] [--server URL]

Lint the pack in <dir> against every rule of the HCP pack spec.

  --format text    compiler-style lines (default): surface.json:12:7 error M015 ...
  --format json    { "pack", "passes", "findings": [ { code, severity, file, pointer, range, message, fix? } ] }
  --format sarif   a SARIF 2.1.0 log for code scanning (GitHub: upload it with
                   github/codeql-action/upload-sarif); paths relative to the working folder
                   (uriBaseId %SRCROOT%), regions in UTF-16 columns, each rule linked to URL/rules#CODE
  --format github  GitHub Actions workflow commands (::error file=...,line=...::message), one per
                   finding, paths relative to the working folder, then the summary line
  --server URL     the studio whose /rules page the SARIF rules link to (default ${defaultServer})

Exit status: 0 no errors (warnings allowed), 1 lint errors, 2 usage or I/O error.`;

const formats = ["text", "json", "sarif", "github"] as const;

export async function check(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("check", argv, { values: ["format", "server"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${checkHelp}\n`);
    return EXIT_OK;
  }
  const format = choiceOption("check", args, "format", formats, "text");
  const server = serverBase(args.options.server ?? defaultServer);
  if (args.options.server !== undefined && format !== "sarif")
    throw new UsageError("--server is for --format sarif (the rules' links). See: packstudio check --help");
  const [dir, ...extra] = args.positionals;
  if (!dir || extra.length) throw new UsageError("check takes one pack folder. See: packstudio check --help");
  const pack = await readPackDir(resolve(io.cwd, dir));
  const findings = lintPackDir(pack);
  const id = readPack(pack.files).surface?.id ?? null;
  const ok = passes(findings);
  const fromCwd = (file: string) => pathFromCwd(io.cwd, dir, file);
  if (format === "json") {
    io.stdout(`${JSON.stringify({ pack: id, passes: ok, findings }, null, 2)}\n`);
  } else if (format === "sarif") {
    const log = sarifLog(findings, { version: cliVersion, server, uri: (file) => pathUri(fromCwd(file)) });
    io.stdout(`${JSON.stringify(log, null, 2)}\n`);
  } else if (format === "github") {
    const plain = paintFor({ ...io, isTTY: false, env: { NO_COLOR: "1" } });
    io.stdout(`${[...githubAnnotations(findings, fromCwd), summaryText(id, dir, findings, plain)].join("\n")}\n`);
  } else {
    const paint = paintFor(io);
    const label = (file: string) => join(dir, file);
    const lines = [...findingsText(label, findings, paint), summaryText(id, dir, findings, paint)];
    io.stdout(`${lines.join("\n")}\n`);
  }
  return ok ? EXIT_OK : EXIT_FAIL;
}
