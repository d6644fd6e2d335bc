// packstudio mcp: the pack as an MCP server (DECISIONS.md 12), over stdio or Streamable HTTP on loopback.
import {
  MAX_PENDING_OVERALL,
  MAX_PENDING_PER_SESSION,
  MAX_SESSIONS,
  newToken,
  SESSION_IDLE_MS,
  serveHttp,
  serveStdio,
  TOKEN_VARIABLE,
  tokenProblem,
  undeclaredFaceWarning,
} from "@packstudio/faces";
import { parseArgs } from "../args.js";
import { FetchRefused, faceRunner, type OpenedPack, openFaceSource } from "../face-pack-dir.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";

export const mcpHelp = `Usage: packstudio mcp <dir> [--http PORT [--no-auth]] [--no-sandbox] [--live]
       packstudio mcp --from <studio>/packs/<id>[?version=N] [--http PORT [--no-auth]]

Serve the pack in <dir> to MCP clients: one tool per command (named by its verb key), run inside
bubblewrap as \`packstudio run\` does. A command that needs a person asks through the client's
elicitation with its approval card; a client without elicitation gets approval_required and nothing
runs. A pack with lint errors is refused (exit 1), as a runtime would.

  MCP client config   {"command": "packstudio", "args": ["mcp", "<dir>"]}
  with --http         {"url": "http://127.0.0.1:PORT/mcp", "headers": {"Authorization": "Bearer <token>"}}

  --from URL      serve a studio's published pack (the latest version, or ?version=N): its files are
                  fetched and checked against the SHA-256 the studio states for that version, and
                  refused when they differ (exit 1). https:// only, or http:// to this machine.
  --http PORT     serve Streamable HTTP at http://127.0.0.1:PORT/mcp (loopback only; 0 picks a port)
                  instead of stdio. Every request must carry "Authorization: Bearer <token>": the
                  token is made at start and printed on stderr, or taken from ${TOKEN_VARIABLE}
                  (16 visible ASCII characters or more). At most ${MAX_SESSIONS} MCP sessions at once: past it a
                  new session is refused (HTTP 503), none is closed for it; a session with no request
                  open for ${SESSION_IDLE_MS / 60_000} min expires. At most ${MAX_PENDING_PER_SESSION} approval cards wait per session
                  (${MAX_PENDING_OVERALL} over all): a call past that is refused, and nothing runs.
  --no-auth       with --http: no token (any program or user on this machine could connect, approve
                  its own cards and run the pack's commands as you)
  --no-sandbox    run on this machine, outside the sandbox (only for a pack you trust)
  --live          an openapi pack: send each command's request for real, from this machine (only for a
                  pack whose binding.mode is "public"); without it, commands answer from the document

Exit status: 0 the client went away (or, with --http, SIGINT/SIGTERM), 1 the pack fails lint (or, with --from,
cannot be fetched or does not match its SHA-256), 2 usage error.`;

/** The token of --http: PACKSTUDIO_MCP_TOKEN when set (checked), else a new one; "none" with --no-auth. */
function httpAuth(
  noAuth: boolean,
  env: Record<string, string | undefined>,
): { token: string; given: boolean } | "none" {
  if (noAuth) return "none";
  const given = env[TOKEN_VARIABLE];
  if (given === undefined || given === "") return { token: newToken(), given: false };
  const problem = tokenProblem(given);
  if (problem) throw new UsageError(`${problem}.`);
  return { token: given, given: true };
}

function portOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new UsageError(`--http takes a port number from 0 to 65535, not "${value}".`);
  return port;
}

export async function mcp(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("mcp", argv, { values: ["http", "from"], flags: ["no-sandbox", "no-auth", "live"] });
  if (args.flags.has("help")) {
    io.stdout(`${mcpHelp}\n`);
    return EXIT_OK;
  }
  const port = portOption(args.options.http);
  if (port === undefined && args.flags.has("no-auth"))
    throw new UsageError("--no-auth goes with --http PORT: stdio has no other client to keep out.");
  const auth = port === undefined ? "none" : httpAuth(args.flags.has("no-auth"), io.env);
  if (args.options.from !== undefined && args.flags.has("no-sandbox"))
    throw new UsageError("--no-sandbox runs only a pack folder you have read, not a pack fetched with --from.");
  let opened: OpenedPack;
  try {
    opened = await openFaceSource("mcp", args.positionals, args.options.from, io);
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    io.stderr(`packstudio mcp: refused: ${error.message}\n`);
    return EXIT_FAIL;
  }
  if (!opened.ok) {
    io.stderr(`packstudio mcp: refused: ${opened.message}\n`);
    return EXIT_FAIL;
  }
  const warning = undeclaredFaceWarning(opened.pack, "mcp");
  const { runner, notice } = faceRunner(opened, io, args.flags.has("no-sandbox"), false, args.flags.has("live"));
  for (const line of [warning, notice]) if (line) io.stderr(`${line}\n`);
  if (port === undefined) {
    await serveStdio({ pack: opened.pack, runner, stdin: process.stdin, stdout: process.stdout });
    return EXIT_OK;
  }
  const serving = await serveHttp({
    pack: opened.pack,
    runner,
    port,
    auth: auth === "none" ? "none" : { token: auth.token },
  }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      `Cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}): pick another --http port.`,
    );
  });
  io.stderr(`packstudio mcp: serving "${opened.pack.id}" at ${serving.url}\n`);
  if (auth === "none")
    io.stderr(
      `WARNING: --no-auth: any program or user on this machine can connect to ${serving.url}, approve its own cards and run the commands of "${opened.pack.id}" as you. Use it only on a machine no one else uses.\n`,
    );
  else if (auth.given)
    io.stderr(
      `packstudio mcp: clients must send "Authorization: Bearer <token>" with the token in ${TOKEN_VARIABLE}.\n`,
    );
  else
    io.stderr(
      `packstudio mcp: clients must send "Authorization: Bearer <token>"; this start's token (set ${TOKEN_VARIABLE} to choose one):\npackstudio mcp: token ${auth.token}\n`,
    );
  await new Promise<void>((done) => {
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
  });
  await serving.close();
  return EXIT_OK;
}
