// The MCP server in process (the SDK's Client over its InMemoryTransport, the host runner): which clients are
// asked through elicitation (DECISIONS.md 12), including older ones that declare `elicitation: {}`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";
import { canElicit, createPackServer } from "./mcp-server.js";

describe("D12 which clients are asked through elicitation", () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ elicitation: {} }, true], // older clients: form by default
    [{ elicitation: { form: {} } }, true],
    [{ elicitation: { url: {} } }, false], // a URL-only client cannot show the card as a form
    [{ elicitation: { form: {}, url: {} } }, true],
  ])("%j: %s", (capabilities, asked) => {
    expect(canElicit(capabilities)).toBe(asked);
  });
});

// The SDK reads `elicitation: {}` as form on the way in; canElicit keeps the same rule for any other path.
describe("an older client (elicitation: {}) is asked, with the card", () => {
  it("connect asks once, then runs (and fails: the ledger is not set up)", async () => {
    const pack = loadFacePack(specExample("ledger"));
    if ("ok" in pack) throw new Error(pack.error.message);
    const home = mkdtempSync(join(tmpdir(), "packstudio-faces-home-"));
    const runner = new HostRunner(pack, {
      packDir: join(repoRoot, "spec/examples/ledger"),
      projectDir: home,
      env: { PATH: process.env.PATH, HOME: home },
    });
    const server = createPackServer({ pack, runner, session: "s" });
    const client = new Client({ name: "old", version: "1" }, { capabilities: { elicitation: {} } });
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      return { action: "accept", content: {} };
    });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(a), client.connect(b)]);
    const result = (await client.callTool({ name: "connect", arguments: { provider: "bank" } })) as CallToolResult;
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('Approve "connect" of pack "ledger"? (write, approval: always)');
    expect(asked[0]).toContain("Reason: Links a provider account");
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { code: "run_failed", outcome: { exitCode: 3 } } });
    await client.close();
  });
});
