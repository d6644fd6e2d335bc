// packstudio run: a dry-run for real inside bubblewrap, with the plan, the result and the side effects.
import { resolve } from "node:path";
import { APPROVAL_REQUIRED, readPack } from "@packstudio/core";
import { Sandbox, settingsFromEnv } from "@packstudio/sandbox";
import { formatOption, parseArgs } from "../args.js";
import { paintFor } from "../format/color.js";
import { planText } from "../format/plan-text.js";
import { runText } from "../format/run-text.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";
import { readPackDir } from "../read-pack-dir.js";
import { sessionName } from "../session-name.js";
import { parseJsonArgs } from "./render.js";
import { runOpenApi } from "./run-openapi.js";

export const runHelp = `Usage: packstudio run <dir> <verb_key> [--args '<json>'] [--approve] [--live] [--session NAME] [--format text|json]

Run a command of the pack in <dir> for real, inside bubblewrap: the pack read-only, no network, a
private HOME, limits on time, CPU, memory, processes, output and file size. Pack scripts (.mjs, .js,
.cjs by node; .sh by sh) run, and so does a CLI found on the sandbox's PATH (/usr/local/bin,
/usr/bin, /bin); PACKSTUDIO_SANDBOX_ALLOW (a comma list of names, or none) narrows which.

  --args '<json>'   the arguments as a JSON object (default {})
  --approve         approve the card of a command that asks a person (without it: approval_required)
  --session NAME    keep workspace folders and first-use approvals under this name (default "cli")
  --format json     { "ok", "plan", "run": { exitCode, stdout, json, stderr, durationMs, limit, title, sideEffects,
                    outcome: { status, reason } } }

A run succeeded only when the command exited 0 and no limit stopped it; only then is the done title
filled from its result. Otherwise it failed, and the reason says why (exit code, limit or signal).

An openapi pack (kind: openapi) runs nothing: its request is checked against the operation and answered
from the document, with the operation's documented success response (its example, else a value made
from its schema), marked as documented, never sent. Write commands still need --approve.
  --live            send the real request instead, from this machine (10 s, 1 MiB of answer kept): only
                    for a pack whose binding.mode is "public" (others are refused: credentials are a
                    runtime's job)
  --format json     { "ok", "plan": { request, line, curl, … }, "run": { documented: true, status, json,
                    stdout, outcome, title, … } } (with --live: live: true and the status the API answered)

Exit status: 0 the run succeeded, 1 it failed or was refused, 2 usage or I/O error.`;

export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("run", argv, { values: ["format", "args", "session"], flags: ["approve", "live"] });
  if (args.flags.has("help")) {
    io.stdout(`${runHelp}\n`);
    return EXIT_OK;
  }
  const format = formatOption("run", args);
  const [dir, verb, ...extra] = args.positionals;
  if (!dir || !verb || extra.length)
    throw new UsageError("run takes a pack folder and a verb key. See: packstudio run --help");
  const session = sessionName(args.options.session, "cli");
  const values = parseJsonArgs(args.options.args);
  const pack = await readPackDir(resolve(io.cwd, dir));
  const live = args.flags.has("live");
  if (readPack(pack.files).surface?.kind === "openapi") {
    const approved = args.flags.has("approve");
    return runOpenApi({ files: pack.files, verb, args: values, approved, live, session, format }, io);
  }
  if (live) throw new UsageError("--live sends an openapi pack's request; this pack's commands run in the sandbox.");
  // Workspaces are kept on disk: the next `packstudio run` of the session starts from this one's files.
  const sandbox = new Sandbox(settingsFromEnv(io.env), {}, true);
  const result = await sandbox.dryRun({
    files: pack.files,
    verbKey: verb,
    args: values,
    approved: args.flags.has("approve"),
    session: `cli-${session}`,
  });
  // A run that failed is a failure of the command, whatever the sandbox did right (DECISIONS.md 10).
  const code = result.ok && result.run.outcome.status === "succeeded" ? EXIT_OK : EXIT_FAIL;
  if (format === "json") {
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return code;
  }
  const paint = paintFor(io);
  if (!result.ok) {
    const lines = [`${paint.red("refused")} ${paint.bold(result.error.code)}: ${result.error.message}`];
    if (result.plan && result.error.code === APPROVAL_REQUIRED)
      lines.push("", ...planText(result.plan, paint), "", "Run again with --approve to approve this card.");
    io.stdout(`${lines.join("\n")}\n`);
    return EXIT_FAIL;
  }
  io.stdout(`${[...planText(result.plan, paint), "", ...runText(result.run, paint)].join("\n")}\n`);
  return code;
}
