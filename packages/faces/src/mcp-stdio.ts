// Serving a pack over MCP stdio: one client, one MCP session, until the client closes stdin.
import { randomUUID } from "node:crypto";
import type { Readable, Writable } from "node:stream";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { FacePack } from "./face-pack.js";
import { createPackServer } from "./mcp-server.js";
import type { FaceRunner } from "./runner.js";

export interface StdioServeOptions {
  pack: FacePack;
  runner: FaceRunner;
  stdin: Readable;
  stdout: Writable;
}

/** Resolves when the client goes away (stdin ends or the transport closes). */
export async function serveStdio({ pack, runner, stdin, stdout }: StdioServeOptions): Promise<void> {
  const server = createPackServer({ pack, runner, session: `mcp-${randomUUID()}` });
  const transport = new StdioServerTransport(stdin, stdout);
  const closed = new Promise<void>((done) => {
    transport.onclose = () => done();
    stdin.once("end", () => done());
    stdin.once("close", () => done());
  });
  await server.connect(transport);
  await closed;
  await server.close().catch(() => undefined);
}
