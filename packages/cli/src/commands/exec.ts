// packstudio exec: the json_exec face (DECISIONS.md 12): one JSON request on stdin, one JSON answer on stdout.
import { answerText, execAnswer, readExecRequest, undeclaredFaceWarning } from "@packstudio/faces";
import { parseArgs } from "../args.js";
import { checkFaceSource, FetchRefused, faceRunner, type OpenedPack, openFaceSource } from "../face-pack-dir.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError } from "../io.js";
import { readStdin } from "../read-stdin.js";
import { sessionName } from "../session-name.js";

export const execHelp = `Usage: packstudio exec <dir> [--approve] [--session NAME] [--no-sandbox] [--live] < request.json
       packstudio exec --from <studio>/packs/<id>[?version=N] [--approve] [--session NAME] < request.json

The json_exec face of the pack in <dir>: reads one JSON request on stdin, runs the command inside
bubblewrap as \`packstudio run\` does, and writes one JSON answer on stdout.

  request   {"verb": "transfer", "args": {"amount": "2.80", "payee": "demo-transit"}, "approved": false}
  answer    {"ok": true, "verb", "exitCode", "result", "stdout", "stderr", "title"}
            {"ok": false, "error": {"code", "message", "names"}}: the refusal codes of the projection
            (unknown_command, unknown_argument, missing_argument, invalid_argument, no_project, pack_invalid),
            approval_required (with "card"), run_failed (with "outcome"), invalid_request, the
            sandbox's (sandbox_unavailable, not_runnable, busy, sandbox_error), and with --from
            pack_unavailable (the studio cannot be reached, or the files do not match their SHA-256)

  --from URL        run a studio's published pack (the latest version, or ?version=N), its files checked
                    against the SHA-256 the studio states for that version. https://, or http:// to this machine.

  --approve         stands for a person's approval of the card (as "approved": true)
  --session NAME    keep workspace folders under this name (default "exec")
  --no-sandbox      run on this machine, outside the sandbox (only for a pack you trust)
  --live            an openapi pack: send the request for real, from this machine (only for a pack whose
                    binding.mode is "public"); without it, the command answers from the document
                    (the answer then has "documented": true and the documented "status")

Exit status: 0 the command succeeded, 1 refused or the run failed, 2 usage error or invalid request.`;

export async function exec(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("exec", argv, { values: ["session", "from"], flags: ["approve", "no-sandbox", "live"] });
  if (args.flags.has("help")) {
    io.stdout(`${execHelp}\n`);
    return EXIT_OK;
  }
  const session = sessionName(args.options.session, "exec");
  if (args.options.from !== undefined && args.flags.has("no-sandbox"))
    throw new UsageError("--no-sandbox runs only a pack folder you have read, not a pack fetched with --from.");
  checkFaceSource("exec", args.positionals, args.options.from);
  const text = await readStdin(process.stdin);
  let opened: OpenedPack;
  try {
    opened = await openFaceSource("exec", args.positionals, args.options.from, io);
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    io.stderr(`packstudio exec: refused: ${error.message}\n`);
    io.stdout(answerText({ ok: false, error: { code: "pack_unavailable", message: error.message, names: [] } }));
    return EXIT_FAIL;
  }
  if (!opened.ok) {
    io.stdout(answerText({ ok: false, error: { code: "pack_invalid", message: opened.message, names: opened.codes } }));
    return EXIT_FAIL;
  }
  const request = readExecRequest(text, args.flags.has("approve"));
  if (!request.ok) {
    io.stdout(answerText(request));
    return EXIT_USAGE;
  }
  const warning = undeclaredFaceWarning(opened.pack, "json_exec");
  const { runner, notice } = faceRunner(opened, io, args.flags.has("no-sandbox"), true, args.flags.has("live"));
  for (const line of [warning, notice]) if (line) io.stderr(`${line}\n`);
  const answer = execAnswer(await runner.run({ ...request.request, session: `exec-${session}` }));
  io.stdout(answerText(answer));
  return answer.ok ? EXIT_OK : EXIT_FAIL;
}
