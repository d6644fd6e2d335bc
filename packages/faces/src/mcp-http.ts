// Serving a pack over MCP Streamable HTTP on loopback: one MCP server and one sandbox session per MCP session.
import { randomUUID } from "node:crypto";
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import type { FacePack } from "./face-pack.js";
import { createPackServer } from "./mcp-server.js";
import type { FaceRunner } from "./runner.js";

export const MCP_PATH = "/mcp";
/** A request body larger than this is refused (tool arguments are small; a pack's own limits are far below). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** MCP sessions held at once: past it the least recently used is closed (a client that vanished never says so). */
export const MAX_SESSIONS = 64;

export interface HttpServeOptions {
  pack: FacePack;
  runner: FaceRunner;
  port: number;
  /** Sessions held at once (default MAX_SESSIONS). */
  maxSessions?: number;
}

export interface HttpServing {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(new Error(`the request body is over ${MAX_BODY_BYTES} bytes`));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => {
      try {
        done(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        fail(new Error("the request body is not JSON"));
      }
    });
    req.on("error", fail);
  });
}

/** Listens on 127.0.0.1 only; the host header must name loopback (DNS rebinding protection). */
export async function serveHttp({
  pack,
  runner,
  port,
  maxSessions = MAX_SESSIONS,
}: HttpServeOptions): Promise<HttpServing> {
  // Insertion order is recency: a session used again moves to the end, so the first is the least recent.
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const touch = (id: string, transport: StreamableHTTPServerTransport) => {
    transports.delete(id);
    transports.set(id, transport);
    while (transports.size > maxSessions) {
      const [oldest, stale] = transports.entries().next().value as [string, StreamableHTTPServerTransport];
      transports.delete(oldest);
      stale.close().catch(() => undefined);
    }
  };
  let allowedHosts: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (path !== MCP_PATH) return send(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    const sessionId = req.headers["mcp-session-id"];
    const existing = typeof sessionId === "string" ? transports.get(sessionId) : undefined;
    if (existing && typeof sessionId === "string") touch(sessionId, existing);
    if (req.method !== "POST") {
      if (!existing) return send(res, 400, "Unknown or missing Mcp-Session-Id: initialize a session first.");
      return existing.handleRequest(req, res);
    }
    let body: unknown;
    try {
      body = await readBody(req);
    } catch (error) {
      return send(res, 400, `Bad request: ${(error as Error).message}.`);
    }
    if (existing) return existing.handleRequest(req, res, body);
    if (sessionId !== undefined || !isInitializeRequest(body))
      return send(res, 400, "Unknown or missing Mcp-Session-Id: initialize a session first.");
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableDnsRebindingProtection: true,
      allowedHosts,
      onsessioninitialized: (id) => touch(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) transports.delete(transport.sessionId);
    };
    const server = createPackServer({ pack, runner, session: `mcp-http-${randomUUID()}` });
    await server.connect(transport);
    return transport.handleRequest(req, res, body);
  };

  const http: HttpServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, `Internal error: ${(error as Error).message}`);
      else res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    http.once("error", fail);
    http.listen(port, "127.0.0.1", () => done());
  });
  const bound = (http.address() as AddressInfo).port;
  allowedHosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
  return {
    url: `http://127.0.0.1:${bound}${MCP_PATH}`,
    close: async () => {
      for (const transport of transports.values()) await transport.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
