// packstudio mcp --http: the same scenarios over Streamable HTTP on loopback, with the SDK's own Client; the
// bearer token (made at start, or PACKSTUDIO_MCP_TOKEN; --no-auth warns), loopback host names only (DNS
// rebinding), and 1,000 calls asking for approval.
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { runProcess } from "@packstudio/core/testing/process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mcpScenarios } from "./testing/mcp-scenarios.js";
import { httpFixture, packstudioBin, testEnv } from "./testing/mcp-servers.js";
import { repoRoot } from "./testing/run-cli.js";

// Real processes and real bubblewrap runs, several per test: generous on a busy 2-core machine (no timed assertion).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

mcpScenarios(httpFixture(testEnv(64_100)));

const initialize = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "probe", version: "1" } },
});

/** A bare initialize POST with this Host header (and Authorization, when given): its status. */
function post(port: number, host: string, authorization?: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/mcp",
        method: "POST",
        headers: {
          host,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...(authorization && { authorization }),
        },
      },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on("error", fail);
    req.end(initialize);
  });
}

interface Started {
  port: number;
  url: string;
  stderr: () => string;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGTERM");
});

/** `packstudio mcp spec/examples/ledger --http 0 ...`, once it has said how to connect. */
function start(extra: string[], env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [packstudioBin, "mcp", "spec/examples/ledger", "--http", "0", ...extra], {
    cwd: repoRoot,
    env: { ...testEnv(64_150), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  return new Promise((done, fail) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
      const url = /at (http:\/\/127\.0\.0\.1:(\d+)\/mcp)/.exec(stderr);
      if (url?.[1] && /(mcp: token \S+|in PACKSTUDIO_MCP_TOKEN\.|WARNING: --no-auth.*)\n/.test(stderr))
        done({ url: url[1], port: Number(url[2]), stderr: () => stderr });
    });
    child.once("exit", (code) => fail(new Error(`packstudio mcp --http exited ${code}: ${stderr}`)));
  });
}

const run = (args: string[], env: Record<string, string> = {}) =>
  runProcess(process.execPath, [packstudioBin, ...args], { cwd: repoRoot, env: { ...testEnv(64_150), ...env } });

describe("packstudio mcp --http asks for a bearer token", () => {
  it("prints a new token at start; without it 401, with it 200; another Host header 403", async () => {
    const { port, stderr } = await start([]);
    const token = /packstudio mcp: token (\S+)\n/.exec(stderr())?.[1] ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(stderr()).toContain('clients must send "Authorization: Bearer <token>"');
    const host = `127.0.0.1:${port}`;
    expect(await post(port, host)).toBe(401);
    expect(await post(port, host, `Bearer ${token}x`)).toBe(401);
    expect(await post(port, host, `Bearer ${token}`)).toBe(200);
    expect(await post(port, `evil.example:${port}`, `Bearer ${token}`)).toBe(403);
  });

  it("takes PACKSTUDIO_MCP_TOKEN when set, and does not print it", async () => {
    const token = "a-token-of-my-own-0123456789";
    const { port, stderr } = await start([], { PACKSTUDIO_MCP_TOKEN: token });
    expect(stderr()).not.toContain(token);
    expect(stderr()).toContain("with the token in PACKSTUDIO_MCP_TOKEN");
    expect(await post(port, `localhost:${port}`, `Bearer ${token}`)).toBe(200);
    expect(await post(port, `localhost:${port}`, "Bearer another-token-0123456789")).toBe(401);
  });

  it.each([
    ["short", "is 5 characters long; give at least 16"],
    ["has a space in it, long enough", "only visible ASCII characters (no spaces)"],
  ])("a PACKSTUDIO_MCP_TOKEN that %s is a usage error (exit 2), nothing served", async (token, message) => {
    const r = await run(["mcp", "spec/examples/ledger", "--http", "0"], { PACKSTUDIO_MCP_TOKEN: token });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain("serving");
  });

  it("--no-auth serves without a token, with a warning on stderr", async () => {
    const { port, stderr } = await start(["--no-auth"]);
    expect(stderr()).toContain("WARNING: --no-auth: any program or user on this machine can connect");
    expect(stderr()).not.toContain("token ");
    expect(await post(port, `127.0.0.1:${port}`)).toBe(200);
  });

  it("--no-auth without --http is a usage error (exit 2)", async () => {
    const r = await run(["mcp", "spec/examples/ledger", "--no-auth"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--no-auth goes with --http PORT");
  });
});

describe("packstudio mcp --http bounds approvals waiting for a person", () => {
  const text = (r: CallToolResult) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

  async function connect(url: string, token: string, held?: (() => void)[]): Promise<Client> {
    const client = new Client({ name: "t", version: "1" }, { capabilities: held ? { elicitation: { form: {} } } : {} });
    if (held)
      client.setRequestHandler(
        ElicitRequestSchema,
        () => new Promise((done) => held.push(() => done({ action: "decline" }))),
      );
    await client.connect(
      new StreamableHTTPClientTransport(new URL(url), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      }),
    );
    return client;
  }

  it("1,000 calls asking for approval: 16 cards wait, the rest are refused; another client still runs", async () => {
    const token = "0123456789abcdef-pending";
    const { url } = await start([], { PACKSTUDIO_MCP_TOKEN: token });
    const held: (() => void)[] = [];
    const a = await connect(url, token, held);
    const b = await connect(url, token);
    try {
      const call = () =>
        a.callTool({ name: "connect", arguments: { provider: "demo" } }, undefined, {
          timeout: 15 * 60_000,
        }) as Promise<CallToolResult>;
      // 16 calls are held for a person; the other 984 go in waves of 48, so a busy machine's listen backlog never
      // overflows into connect timeouts (1,000 connections at once did), and every one of them must be refused.
      const calls = Array.from({ length: 16 }, call);
      while (held.length < 16) await new Promise((done) => setTimeout(done, 50));
      let refused = 0;
      for (let sent = 16; sent < 1000; sent += 48) {
        const wave = await Promise.all(Array.from({ length: Math.min(48, 1000 - sent) }, call));
        for (const r of wave)
          if (text(r).includes("16 approvals already wait for a person in this MCP session (at most 16)")) refused++;
      }
      expect(refused).toBe(984);
      expect(held).toHaveLength(16);
      // The other client is not starved: it lists, and a read command runs in the sandbox.
      expect((await b.listTools()).tools).toHaveLength(6);
      const status = (await b.callTool({ name: "setup.status", arguments: {} })) as CallToolResult;
      expect(status.structuredContent).toEqual({ ready: false });
      for (const answer of held) answer();
      const declined = (await Promise.all(calls)).filter((r) => text(r).includes("approval_declined"));
      expect(declined).toHaveLength(16);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
