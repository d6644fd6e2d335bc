// Real MCP clients (the SDK's own Client) against the real `packstudio mcp`, over stdio or Streamable HTTP.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { repoRoot } from "./run-cli.js";

export const packstudioBin = join(repoRoot, "packages/cli/bin/packstudio.mjs");

/** The sandbox settings of test servers: their own root and uid range, apart from other test files. */
export function testEnv(uidBase: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    // Not under a 0700 temporary folder: the runs' own host uids must reach the pack folder inside it.
    PACKSTUDIO_SANDBOX_ROOT: `/dev/shm/packstudio-faces-test-${uidBase}-${process.pid}-${randomBytes(4).toString("hex")}`,
    PACKSTUDIO_SANDBOX_UID_BASE: String(uidBase),
  };
}

export type Action = "accept" | "decline" | "cancel";

export interface Connected {
  client: Client;
  /** Each elicitation message the server sent, in order. */
  elicited: string[];
  /** What the server wrote on stderr so far (stdio only). */
  stderr: () => string;
  close: () => Promise<void>;
}

/** How a test client answers elicitations: with this action, or not at all (no elicitation capability). */
export type Person = Action | ((message: string) => Action) | undefined;

function makeClient(person: Person): { client: Client; elicited: string[] } {
  const elicited: string[] = [];
  const client = new Client(
    { name: "packstudio-test", version: "1.0.0" },
    { capabilities: person ? { elicitation: { form: {} } } : {} },
  );
  if (person) {
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      elicited.push(request.params.message);
      const action = typeof person === "function" ? person(request.params.message) : person;
      return action === "accept" ? { action, content: {} } : { action };
    });
  }
  return { client, elicited };
}

export interface McpServerFixture {
  name: string;
  connect(dir: string, person: Person): Promise<Connected>;
  stop(): Promise<void>;
}

/** stdio: every connection spawns `packstudio mcp <dir>` (one process, one MCP session). */
export function stdioFixture(env: Record<string, string>): McpServerFixture {
  return {
    name: "stdio",
    async connect(dir, person) {
      const { client, elicited } = makeClient(person);
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [packstudioBin, "mcp", dir],
        env,
        cwd: repoRoot,
        stderr: "pipe",
      });
      let stderr = "";
      transport.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
      });
      await client.connect(transport);
      return { client, elicited, stderr: () => stderr, close: () => client.close() };
    },
    async stop() {
      rmSync(env.PACKSTUDIO_SANDBOX_ROOT ?? "", { recursive: true, force: true });
    },
  };
}

/** Streamable HTTP: one `packstudio mcp <dir> --http 0` per pack folder; every connection is a new MCP session,
 * with the token the servers take from PACKSTUDIO_MCP_TOKEN. */
export function httpFixture(serverEnv: Record<string, string>): McpServerFixture {
  const token = randomBytes(24).toString("hex");
  const env: Record<string, string> = { ...serverEnv, PACKSTUDIO_MCP_TOKEN: token };
  const servers = new Map<string, Promise<{ url: string; child: ChildProcess; stderr: () => string }>>();
  const start = (dir: string) => {
    const child = spawn(process.execPath, [packstudioBin, "mcp", dir, "--http", "0"], {
      env,
      cwd: repoRoot,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    return new Promise<{ url: string; child: ChildProcess; stderr: () => string }>((done, fail) => {
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
        const url = /serving "[^"]*" at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr)?.[1];
        if (url) done({ url, child, stderr: () => stderr });
      });
      child.once("exit", (code) => fail(new Error(`packstudio mcp --http exited ${code}: ${stderr}`)));
    });
  };
  return {
    name: "http",
    async connect(dir, person) {
      let server = servers.get(dir);
      if (!server) {
        server = start(dir);
        servers.set(dir, server);
      }
      const { url, stderr } = await server;
      const { client, elicited } = makeClient(person);
      const transport = new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      });
      await client.connect(transport);
      return {
        client,
        elicited,
        stderr,
        close: async () => {
          await transport.terminateSession().catch(() => undefined);
          await client.close();
        },
      };
    },
    async stop() {
      for (const server of servers.values()) {
        const { child } = await server.catch(() => ({ child: undefined }));
        if (child && child.exitCode === null) {
          const exited = new Promise((done) => child.once("exit", done));
          child.kill("SIGTERM");
          await exited;
        }
      }
      servers.clear();
      rmSync(env.PACKSTUDIO_SANDBOX_ROOT ?? "", { recursive: true, force: true });
    },
  };
}
