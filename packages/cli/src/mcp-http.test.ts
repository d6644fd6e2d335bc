// packstudio mcp --http: the same scenarios over Streamable HTTP on loopback, with the SDK's own Client; and the
// endpoint answers only loopback host names (DNS rebinding).
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { afterAll, describe, expect, it, vi } from "vitest";
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

function post(port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/mcp",
        method: "POST",
        headers: { host, "content-type": "application/json", accept: "application/json, text/event-stream" },
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

describe("packstudio mcp --http listens on loopback for loopback names only", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGTERM");
  });

  it("answers 127.0.0.1:PORT, refuses another Host header (403)", async () => {
    child = spawn(process.execPath, [packstudioBin, "mcp", "spec/examples/ledger", "--http", "0"], {
      cwd: repoRoot,
      env: testEnv(64_150),
      stdio: ["ignore", "ignore", "pipe"],
    });
    const port = await new Promise<number>((done) => {
      let stderr = "";
      child?.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
        const found = /at http:\/\/127\.0\.0\.1:(\d+)\/mcp/.exec(stderr)?.[1];
        if (found) done(Number(found));
      });
    });
    expect(await post(port, `127.0.0.1:${port}`)).toBe(200);
    expect(await post(port, `evil.example:${port}`)).toBe(403);
  });
});
