// packstudio init --from-openapi: a new openapi pack from a document, its lint run once it is written.
import { lstat, mkdir, open, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type Finding, lintPack, packFromDocument, passes, readOpenApiDocument } from "@packstudio/core";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { findingsText, summaryText } from "../format/findings-text.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";

export const initHelp = `Usage: packstudio init --from-openapi <file> <out-dir> [--operations id1,id2,…] [--format text|json]

Start a pack from an OpenAPI 3.0 or 3.1 document (JSON or YAML, up to 4 MiB). Writes surface.json,
policy.json, HARNESS.md and a copy of the document (openapi.yaml or openapi.json) into <out-dir>, which
must be empty or absent, then lints the new pack.

  --operations LIST  the operations to expose, by operationId or "METHOD /path", comma-separated, in order
                     (12 at most); without it, the first 12 the pack can expose (those with an
                     operationId first)
  --format json      { "ok", "dir", "files", "commands": [ { key, operation, effect } ],
                     "skipped": [ { operation, reason } ], "notLookedAt", "withoutExample", "passes", "findings" }

An operation is skipped, with its reason, when it cannot be a command: a cookie parameter, a name used
twice, a body that is neither JSON nor a form, or no success (2xx) response to answer a dry-run with.
Each command gets a key from its operationId (listBoards: boards.list), its arguments from the operation,
a preview when it writes; policy.json says read for GET, HEAD and OPTIONS and asks a person for the rest.

Exit status: 0 written and passing lint, 1 refused (the document, nothing to expose, lint errors),
2 usage or I/O error.`;

const maxDocumentBytes = 4 * 1024 * 1024;

/** The document's text: a regular file, read only up to the 4 MiB a pack's document may hold (and a byte more). */
async function readDocumentFile(path: string): Promise<string> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, "r");
  } catch (error) {
    throw new UsageError(
      `Cannot read the document "${path}": ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    );
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new UsageError(`"${path}" is not a file: give an OpenAPI document (JSON or YAML).`);
    const buffer = Buffer.alloc(maxDocumentBytes + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > maxDocumentBytes)
      throw new UsageError(`"${path}" is over 4 MiB, the most an OpenAPI document of a pack may hold.`);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } finally {
    await handle.close();
  }
}

/** The output folder, made when absent; one that holds anything is refused (nothing is overwritten). */
async function prepareOutDir(dir: string): Promise<void> {
  try {
    const info = await lstat(dir);
    if (!info.isDirectory()) throw new UsageError(`"${dir}" exists and is not a folder: give a new or empty folder.`);
    const entries = await readdir(dir);
    if (entries.length > 0)
      throw new UsageError(
        `"${dir}" is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}): give a new or empty folder, nothing is overwritten.`,
      );
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      throw new UsageError(`Cannot use "${dir}": ${String(error)}.`);
    await mkdir(dir, { recursive: true });
  }
}

export async function init(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("init", argv, { values: ["from-openapi", "operations", "format"], flags: [] });
  if (args.flags.has("help")) {
    io.stdout(`${initHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("init", args);
  const from = args.options["from-openapi"];
  const [outDir, ...extra] = args.positionals;
  if (from === undefined) throw new UsageError("init needs --from-openapi <file>. See: packstudio init --help");
  if (!outDir || extra.length) throw new UsageError("init takes one output folder. See: packstudio init --help");
  const operations = args.options.operations
    ?.split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const text = await readDocumentFile(resolve(io.cwd, from));
  // The copy's name says its format: JSON documents start with "{" (YAML's flow mapping would too, and reads the same).
  const documentName = text.trimStart().startsWith("{") ? "openapi.json" : "openapi.yaml";
  const read = readOpenApiDocument(documentName, text);
  const refuse = (message: string) => {
    if (format === "json") io.stdout(`${JSON.stringify({ ok: false, error: message }, null, 2)}\n`);
    else io.stderr(`packstudio init: ${message}\n`);
    return EXIT_FAIL;
  };
  if (!read.doc || read.doc.version === undefined) {
    const where = (offset: number) => {
      const before = text.slice(0, offset).split("\n");
      return `${from}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
    };
    const problems = read.problems.map((p) => `${where(p.offset)}: ${p.message}`);
    return refuse(`the document cannot be read as OpenAPI 3.0 or 3.1:\n${problems.join("\n") || "unknown problem"}`);
  }
  const made = packFromDocument({ doc: read.doc.value, version: read.doc.version, documentName, operations });
  if (!made.ok) return refuse(made.message);
  const dir = resolve(io.cwd, outDir);
  await prepareOutDir(dir);
  const files = { ...made.files, [documentName]: text };
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content, { flag: "wx" });
  const findings: Finding[] = lintPack(files);
  const ok = passes(findings);
  if (format === "json") {
    const { chosen, skipped, notLookedAt, withoutExample } = made;
    const out = {
      ok,
      dir: outDir,
      files: Object.keys(files),
      commands: chosen,
      skipped,
      notLookedAt,
      withoutExample,
      passes: ok,
      findings,
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return ok ? EXIT_OK : EXIT_FAIL;
  }
  const paint = paintFor(io);
  const lines = [
    `Wrote ${Object.keys(files).join(", ")} to ${outDir}: ${made.chosen.length} command${made.chosen.length === 1 ? "" : "s"}.`,
  ];
  for (const c of made.chosen) lines.push(`  ${c.key.padEnd(28)} ${c.effect.padEnd(5)} ${c.operation}`);
  if (made.skipped.length) {
    lines.push("", `Skipped ${made.skipped.length}:`);
    for (const s of made.skipped) lines.push(`  ${s.operation}: ${s.reason}`);
  }
  if (made.notLookedAt > 0)
    lines.push(
      "",
      `${made.notLookedAt} more operation${made.notLookedAt === 1 ? "" : "s"} not taken (a pack holds 12 commands): name the ones you want with --operations.`,
    );
  if (made.withoutExample.length)
    lines.push(
      "",
      `Required arguments without an example (add one to the document, or to "args" in surface.json): ${made.withoutExample.join(", ")}.`,
    );
  lines.push(
    "",
    ...findingsText((file) => join(outDir, file), findings, paint),
    summaryText(null, outDir, findings, paint),
  );
  io.stdout(`${lines.join("\n")}\n`);
  return ok ? EXIT_OK : EXIT_FAIL;
}
