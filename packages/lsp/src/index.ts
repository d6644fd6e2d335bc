// @packstudio/lsp: a Language Server Protocol server for pack folders, over any stream pair (stdio in the CLI).
import { createConnection } from "vscode-languageserver/node";
import { defaultRulesUrl, type ServerOptions, startServer } from "./server.js";

export { defaultRulesUrl, type ServerOptions, startServer } from "./server.js";

/** Serve on the given streams until the client exits; resolves when the connection closes. */
export function serveLsp(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  options: Partial<ServerOptions> = {},
): Promise<void> {
  const connection = createConnection(input, output);
  startServer(connection, { rulesUrl: options.rulesUrl ?? defaultRulesUrl });
  const closed = new Promise<void>((done) => connection.onExit(() => done()));
  connection.listen();
  return closed;
}
