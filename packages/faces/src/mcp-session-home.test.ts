// One HOME per MCP connection (DECISIONS.md 9, 12), in real bubblewrap through the SDK's client: the ledger as
// written (workspace mode none) is set up and then pays in one connection; another connection has its own HOME;
// an ephemeral pack gets a fresh HOME for every call.
import { randomBytes, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { specExample } from "@packstudio/core/testing";
import { Sandbox } from "@packstudio/sandbox";
import { afterAll, describe, expect, it } from "vitest";
import { loadFacePack } from "./face-pack.js";
import { createPackServer } from "./mcp-server.js";
import { SandboxRunner } from "./runner.js";

const root = `/dev/shm/packstudio-faces-home-${process.pid}-${randomBytes(4).toString("hex")}`;
// Host uids 64560-64563: apart from every other test file's range.
const sandbox = new Sandbox({ root, uidBase: 64_560 });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One MCP connection to `files`, as `packstudio mcp` makes it: a session of its own; every card accepted. */
async function connect(files: Record<string, string>) {
  const pack = loadFacePack(files);
  if ("ok" in pack) throw new Error(pack.error.message);
  const server = createPackServer({ pack, runner: new SandboxRunner(sandbox, files), session: `mcp-${randomUUID()}` });
  const client = new Client({ name: "home", version: "1" }, { capabilities: { elicitation: { form: {} } } });
  client.setRequestHandler(ElicitRequestSchema, () => ({ action: "accept", content: {} }));
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(a), client.connect(b)]);
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { call, close: () => client.close() };
}

const transfer = { amount: "2.80", payee: "demo-transit" };

describe("HOME is kept across the calls of one MCP connection (mode none)", () => {
  it("setup.apply then transfer succeeds; another connection is not set up", async () => {
    const ledger = specExample("ledger");
    const first = await connect(ledger);
    const other = await connect(ledger);
    try {
      const setup = await first.call("setup.apply");
      expect(setup.isError).toBeFalsy();
      const paid = await first.call("transfer", transfer);
      expect(paid.isError).toBeFalsy();
      expect(paid.structuredContent).toMatchObject({ balance: "117.20" });
      const refused = await other.call("transfer", transfer);
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toMatchObject({ error: { code: "run_failed", outcome: { exitCode: 3 } } });
    } finally {
      await Promise.all([first.close(), other.close()]);
    }
  });
});

describe("an ephemeral pack gets a fresh HOME for every call", () => {
  it("the mark a call leaves in HOME is gone at the next call", async () => {
    const surface = {
      id: "marks",
      kind: "wrap",
      cliBin: "marks",
      transports: ["mcp"],
      wrap: { bin: "./bin/mark.sh", json_flag: [], workspace: { mode: "ephemeral" } },
      verbs: { mark: { description: "Leave a mark in HOME.", cli: ["marks", "mark"] } },
    };
    const files = {
      "surface.json": JSON.stringify(surface, null, 2),
      "policy.json": JSON.stringify({ surface_id: "marks", verbs: { mark: { effect: "read" } } }, null, 2),
      "HARNESS.md": "# marks\n\nRun `marks mark`.\n",
      "bin/mark.sh":
        '#!/bin/sh\nif [ -e "$HOME/mark" ]; then seen=true; else seen=false; fi\ntouch "$HOME/mark"\necho "{\\"seen\\":$seen}"\n',
    };
    const c = await connect(files);
    try {
      for (let i = 0; i < 2; i++) expect((await c.call("mark")).structuredContent).toEqual({ seen: false });
    } finally {
      await c.close();
    }
  });
});
