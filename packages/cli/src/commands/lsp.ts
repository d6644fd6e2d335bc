// packstudio lsp: the language server for pack folders (@packstudio/lsp) on stdin/stdout.
import { defaultRulesUrl, serveLsp } from "@packstudio/lsp";
import { parseArgs } from "../args.js";
import { type CliIO, EXIT_OK, UsageError } from "../io.js";

export const lspHelp = `Usage: packstudio lsp [--stdio] [--rules-url URL]

Serve the Language Server Protocol on stdin/stdout for the pack folders an editor opens (a folder
holding surface.json): core's lint as diagnostics on surface.json, policy.json and HARNESS.md (as you
type, across files), quick fixes, completion and hover from the schemas, document symbols and
go-to-definition. Editors start it themselves: see "In your editor" in the README.

  --stdio          accepted for clients that pass it (stdio is the only transport)
  --rules-url URL  the page each diagnostic's code links to, as URL#CODE (default ${defaultRulesUrl})

Exit status: 0 after the client's shutdown and exit, 1 when the client exits without shutdown.`;

function rulesUrl(text: string | undefined): string {
  if (text === undefined) return defaultRulesUrl;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--rules-url must be an address like ${defaultRulesUrl}, not "${text}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--rules-url must be an http:// or https:// address, not "${text}".`);
  return url.href.replace(/#.*$/, "");
}

export async function lsp(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs("lsp", argv, { values: ["rules-url"], flags: ["stdio"] });
  if (args.flags.has("help")) {
    io.stdout(`${lspHelp}\n`);
    return EXIT_OK;
  }
  if (args.positionals.length)
    throw new UsageError("lsp takes no folder: the editor names its files. See: packstudio lsp --help");
  await serveLsp(process.stdin, process.stdout, { rulesUrl: rulesUrl(args.options["rules-url"]) });
  return EXIT_OK;
}
