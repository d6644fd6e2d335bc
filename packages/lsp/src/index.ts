// @packstudio/lsp: a Language Server Protocol server for pack folders, over any stream pair (stdio in the CLI).
import { createConnection, StreamMessageReader } from "vscode-languageserver/node";
import { DirectMessageWriter } from "./direct-writer.js";
import { IncomingVersions, tapReader } from "./incoming-versions.js";
import { defaultRulesUrl, type ServerOptions, startServer } from "./server.js";

export { defaultRulesUrl, type ServerOptions, startServer } from "./server.js";

/** Serve on the given streams until the client exits; resolves when the connection closes. */
export function serveLsp(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  options: Partial<Omit<ServerOptions, "incoming">> = {},
): Promise<void> {
  const incoming = new IncomingVersions();
  const reader = tapReader(new StreamMessageReader(input), incoming);
  const connection = createConnection(reader, new DirectMessageWriter(output));
  // Given streams, the library exits when the client's end closes; given a reader, it leaves that to us.
  let shutdown = false;
  connection.onShutdown(() => {
    shutdown = true;
  });
  const gone = () => process.exit(shutdown ? 0 : 1);
  input.on("end", gone);
  input.on("close", gone);
  startServer(connection, { rulesUrl: options.rulesUrl ?? defaultRulesUrl, incoming });
  const closed = new Promise<void>((done) => connection.onExit(() => done()));
  connection.listen();
  return closed;
}
