// Serving a pack over MCP Streamable HTTP on loopback: a bearer token on every request, one MCP server and one
// sandbox session per MCP session, a bounded number of sessions and of approvals waiting at once.
import { randomUUID } from "node:crypto";
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { type ApprovalLimits, ApprovalSlots } from "./approval-slots.js";
import type { FacePack } from "./face-pack.js";
import { bearerCheck, TOKEN_VARIABLE } from "./mcp-http-auth.js";
import { createPackServer } from "./mcp-server.js";
import { MAX_SESSIONS, SESSION_IDLE_MS, SessionTable } from "./mcp-sessions.js";
import type { FaceRunner } from "./runner.js";

export const MCP_PATH = "/mcp";
/** A request body larger than this is refused (tool arguments are small; a pack's own limits are far below). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export { MAX_SESSIONS, SESSION_IDLE_MS };

export interface HttpServeOptions {
  pack: FacePack;
  runner: FaceRunner;
  port: number;
  /** The bearer token every request must carry, or "none" (`--no-auth`: any local user may connect). */
  auth: { token: string } | "none";
  /** Sessions held at once (default MAX_SESSIONS). */
  maxSessions?: number;
  /** A session with no request open this long expires (default SESSION_IDLE_MS). */
  idleMs?: number;
  /** Approvals waiting at once, per session and overall (default ApprovalSlots' own). */
  approvals?: ApprovalLimits;
}

export interface HttpServing {
  url: string;
  close(): Promise<void>;
}

function send(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  id: string | number | null = null,
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id }));
}

const unauthorized = `Unauthorized: send the header "Authorization: Bearer <token>" with the token packstudio mcp printed when it started (or the one in ${TOKEN_VARIABLE}).`;

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
  auth,
  maxSessions = MAX_SESSIONS,
  idleMs = SESSION_IDLE_MS,
  approvals,
}: HttpServeOptions): Promise<HttpServing> {
  const sessions = new SessionTable(maxSessions, idleMs);
  const slots = new ApprovalSlots(approvals);
  const authorized = auth === "none" ? () => true : bearerCheck(auth.token);
  let allowedHosts: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (path !== MCP_PATH) return send(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    // Before anything else: without the token, no session is looked up and no body is read.
    if (!authorized(req.headers.authorization))
      return send(res, 401, unauthorized, { "www-authenticate": 'Bearer realm="packstudio mcp"' });
    const sessionId = req.headers["mcp-session-id"];
    if (sessionId !== undefined) {
      const existing = typeof sessionId === "string" ? sessions.enter(sessionId, res) : undefined;
      // 404, as the MCP spec asks: the client then initializes a new session.
      if (!existing)
        return send(res, 404, "Unknown Mcp-Session-Id (the session expired or was closed): initialize a new session.");
      if (req.method !== "POST") return existing.handleRequest(req, res);
      const body = await readBody(req).catch((error: Error) => error);
      if (body instanceof Error) return send(res, 400, `Bad request: ${body.message}.`);
      return existing.handleRequest(req, res, body);
    }
    if (req.method !== "POST") return send(res, 400, "Missing Mcp-Session-Id: initialize a session first.");
    const body = await readBody(req).catch((error: Error) => error);
    if (body instanceof Error) return send(res, 400, `Bad request: ${body.message}.`);
    if (!isInitializeRequest(body)) return send(res, 400, "Missing Mcp-Session-Id: initialize a session first.");
    const room = sessions.reserve();
    if (typeof room === "string") return send(res, 503, room, {}, (body as { id?: string | number }).id ?? null);
    try {
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableDnsRebindingProtection: true,
        allowedHosts,
        onsessioninitialized: (id) => sessions.add(id, transport),
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.remove(transport.sessionId);
      };
      const server = createPackServer({ pack, runner, session: `mcp-http-${randomUUID()}`, slots });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } finally {
      room();
    }
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
      await sessions.closeAll();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
