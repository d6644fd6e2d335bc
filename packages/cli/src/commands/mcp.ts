// packstudio mcp: the pack as an MCP server (DECISIONS.md 12), over stdio or Streamable HTTP on loopback.
import { serveHttp, serveStdio, undeclaredFaceWarning } from "@packstudio/faces";
import { parseArgs } from "../args.js";
import { FetchRefused, faceRunner, type OpenedPack, openFaceSource } from "../face-pack-dir.js";
import { type CliIO, EXIT_FAIL, EXIT_OK, UsageError } from "../io.js";

export const mcpHelp = `Usage: packstudio mcp <dir> [--http PORT] [--no-sandbox]
       packstudio mcp --from <studio>/packs/<id>[?version=N] [--http PORT]

Serve the pack in <dir> to MCP clients: one tool per command (named by its verb key), run inside
bubblewrap as \`packstudio run\` does. A command that needs a person asks through the client's
elicitation with its approval card; a client without elicitation gets approval_required and nothing
runs. A pack with lint errors is refused (exit 1), as a runtime would.

  MCP client config   {"command": "packstudio", "args": ["mcp", "<dir>"]}

  --from URL      serve a studio's published pack (the latest version, or ?version=N): its files are
                  fetched and checked against the SHA-256 the studio states for that version, and
                  refused when they differ (exit 1). https:// only, or http:// to this machine.
  --http PORT     serve Streamable HTTP at http://127.0.0.1:PORT/mcp (loopback only; 0 picks a port)
                  instead of stdio
  --no-sandbox    run on this machine, outside the sandbox (only for a pack you trust)

Exit status: 0 the client went away (or, with --http, SIGINT/SIGTERM), 1 the pack fails lint (or, with --from,
cannot be fetched or does not match its SHA-256), 2 usage error.`;

function portOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new UsageError(`--http takes a port number from 0 to 65535, not "${value}".`);
  return port;
}

export async function mcp(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("mcp", argv, { values: ["http", "from"], flags: ["no-sandbox"] });
  if (args.flags.has("help")) {
    io.stdout(`${mcpHelp}\n`);
    return EXIT_OK;
  }
  const port = portOption(args.options.http);
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
  const { runner, notice } = faceRunner(opened, io, args.flags.has("no-sandbox"), false);
  for (const line of [warning, notice]) if (line) io.stderr(`${line}\n`);
  if (port === undefined) {
    await serveStdio({ pack: opened.pack, runner, stdin: process.stdin, stdout: process.stdout });
    return EXIT_OK;
  }
  const serving = await serveHttp({ pack: opened.pack, runner, port }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      `Cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}): pick another --http port.`,
    );
  });
  io.stderr(`packstudio mcp: serving "${opened.pack.id}" at ${serving.url}\n`);
  await new Promise<void>((done) => {
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
  });
  await serving.close();
  return EXIT_OK;
}
