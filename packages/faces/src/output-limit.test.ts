// The output limit through the MCP face (DECISIONS.md 10, 12): a node script writing 100 MiB to stdout or stderr
// is stopped at 1 MiB, and tools/call answers isError with the `output` limit, not `memory` (issue 26 item 6).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { defaultLimits, Sandbox } from "@packstudio/sandbox";
import { afterAll, describe, expect, it } from "vitest";
import { loadFacePack } from "./face-pack.js";
import { createPackServer } from "./mcp-server.js";
import { SandboxRunner } from "./runner.js";

const MiB = 1024 * 1024;
const root = `/dev/shm/packstudio-faces-output-${process.pid}-${randomBytes(4).toString("hex")}`;
// Its own uids, and a long wall clock so the output limit binds first on a busy machine.
const sandbox = new Sandbox({ root, uidBase: 64_520, limits: { ...defaultLimits, wallMs: 30_000 } });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pack whose one read command `spew` runs `script` with node. */
function spewPack(script: string): Record<string, string> {
  const surface = {
    id: "spew",
    kind: "wrap",
    cliBin: "spew",
    transports: ["mcp"],
    wrap: { bin: "./bin/spew.mjs", json_flag: [], workspace: { mode: "ephemeral" } },
    verbs: { spew: { description: "Write a lot.", cli: ["spew", "go"] } },
  };
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify({ surface_id: "spew", verbs: { spew: { effect: "read" } } }, null, 2),
    "HARNESS.md": "# spew\n\nRun `spew go`.\n",
    "bin/spew.mjs": script,
  };
}

async function callSpew(script: string): Promise<CallToolResult> {
  const pack = loadFacePack(spewPack(script));
  if ("ok" in pack) throw new Error(pack.error.message);
  const server = createPackServer({ pack, runner: new SandboxRunner(sandbox, pack.files), session: "output" });
  const client = new Client({ name: "output-limit", version: "1" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(a), client.connect(b)]);
  try {
    return (await client.callTool({ name: "spew", arguments: {} })) as CallToolResult;
  } finally {
    await client.close();
  }
}

describe("tools/call past the output limit", () => {
  it.each([
    { stream: "stdout", after: "" },
    // Exiting right after: node dropped what it had queued, and the run looked like a plain exit 3.
    { stream: "stderr", after: " process.exit(3);" },
  ])("node writing 100 MiB to $stream: isError, limit output", async ({ stream, after }) => {
    const result = await callSpew(
      `for (let i = 0; i < 100; i++) process.${stream}.write("x".repeat(1 << 20));${after}`,
    );
    expect(result.isError).toBe(true);
    const error = (result.structuredContent as { error: { code: string; outcome: Record<string, unknown> } }).error;
    expect(error.code).toBe("run_failed");
    expect(error.outcome).toMatchObject({ status: "failed", limit: "output", [`${stream}Truncated`]: true });
    expect(String(error.outcome.reason)).toContain("output limit");
    if (stream === "stdout") expect(String(error.outcome.stdout)).toHaveLength(MiB);
    expect(String(error.outcome.stderr)).toContain(`[sandbox] stopped by the output limit: ${stream} cut at 1 MiB`);
  });
});
