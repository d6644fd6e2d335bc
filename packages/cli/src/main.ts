// The packstudio command: dispatch to a subcommand, turn usage and I/O errors into one line and exit 2.
import { check, checkHelp } from "./commands/check.js";
import { commands, commandsHelp } from "./commands/commands.js";
import { exec, execHelp } from "./commands/exec.js";
import { fix, fixHelp } from "./commands/fix.js";
import { init, initHelp } from "./commands/init.js";
import { login, loginHelp, logout, logoutHelp } from "./commands/login.js";
import { lsp, lspHelp } from "./commands/lsp.js";
import { mcp, mcpHelp } from "./commands/mcp.js";
import { parse, parseHelp } from "./commands/parse.js";
import { publish, publishHelp } from "./commands/publish.js";
import { render, renderHelp } from "./commands/render.js";
import { review, reviewHelp } from "./commands/review.js";
import { run, runHelp } from "./commands/run.js";
import { schema, schemaHelp } from "./commands/schema.js";
import { share, shareHelp } from "./commands/share.js";
import { terminalText } from "./format/terminal-text.js";
import { type CliIO, EXIT_OK, EXIT_USAGE, UsageError } from "./io.js";

const subcommands: Record<string, { run: (argv: readonly string[], io: CliIO) => Promise<number>; help: string }> = {
  check: { run: check, help: checkHelp },
  commands: { run: commands, help: commandsHelp },
  exec: { run: exec, help: execHelp },
  fix: { run: fix, help: fixHelp },
  init: { run: init, help: initHelp },
  login: { run: login, help: loginHelp },
  logout: { run: logout, help: logoutHelp },
  lsp: { run: lsp, help: lspHelp },
  mcp: { run: mcp, help: mcpHelp },
  render: { run: render, help: renderHelp },
  review: { run: review, help: reviewHelp },
  parse: { run: parse, help: parseHelp },
  publish: { run: publish, help: publishHelp },
  run: { run, help: runHelp },
  schema: { run: schema, help: schemaHelp },
  share: { run: share, help: shareHelp },
};

export const mainHelp = `Usage: packstudio <command> [options]

Author and check Harness Context Protocol (HCP) packs.

Commands:
  init --from-openapi F <dir> start a pack from OpenAPI document F
  check <dir>               lint a pack (text or JSON findings)
  fix <dir>                 apply lint's fixes (a unified diff; --write to apply)
  commands <dir>            list commands with effect, approval and a ready-to-run line
  render <dir> <verb_key>   project a command to argv, with its plan and approval card
  parse <dir> -- <words>    read a command line into a verb key and args
  run <dir> <verb_key>      run a command for real inside bubblewrap (a dry-run)
  exec <dir>                the json_exec face: one JSON request on stdin, one JSON answer out
  mcp <dir>                 serve the pack to MCP clients (stdio, or --http PORT), one tool a command
  review <base> <head>      compare two versions of a pack: risks, findings, commands
  share <dir>               print a link that opens the pack read-only in Pack Studio
  publish <dir>             publish the pack to a studio's catalog (a token, or a stored login)
  login --server URL        sign this terminal in to a studio (approve it in the browser)
  logout --server URL       forget the token login stored for a studio
  schema surface|policy     print the JSON Schema of surface.json or policy.json
  lsp                       the language server for editors (stdio)

Run "packstudio <command> --help" for a command's options.`;

/** The --format the words ask for (the last one given before "--"), or "text". */
function outputFormat(argv: readonly string[]): string {
  let format = "text";
  for (let i = 0; i < argv.length && argv[i] !== "--"; i++) {
    const word = argv[i] ?? "";
    if (word === "--format") format = argv[++i] ?? format;
    else if (word.startsWith("--format=")) format = word.slice("--format=".length);
  }
  return format;
}

/**
 * Output for people goes through terminalText: packs, studios and sandboxed commands put text into it, and none
 * may drive the terminal. Other formats (JSON and the like) carry data exactly; their encoders escape.
 */
function safeIO(argv: readonly string[], io: CliIO): CliIO {
  const text = outputFormat(argv) === "text";
  return {
    ...io,
    stdout: text ? (t) => io.stdout(terminalText(t)) : io.stdout,
    stderr: (t) => io.stderr(terminalText(t)),
  };
}

export async function main(argv: readonly string[], rawIO: CliIO): Promise<number> {
  const io = safeIO(argv, rawIO);
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(`${mainHelp}\n`);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const sub = subcommands[name];
  if (!sub) {
    io.stderr(
      `packstudio: unknown command "${name}". Commands: ${Object.keys(subcommands).join(", ")}. See: packstudio --help\n`,
    );
    return EXIT_USAGE;
  }
  try {
    return await sub.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`packstudio ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
