// The MCP face's behaviour (DECISIONS.md 12), one table of scenarios run over stdio and over Streamable HTTP.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { loadValidPack, packTools } from "@packstudio/core";
import { readFolderFiles } from "@packstudio/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import type { Connected, McpServerFixture, Person } from "./mcp-servers.js";
import { writeProbePack, writeSessionLedger } from "./probe-pack.js";
import { repoRoot } from "./run-cli.js";

const ledger = join(repoRoot, "spec/examples/ledger");
// The same ledger whose store ($HOME) is kept across the runs of a session (workspace mode).
const sessionLedger = writeSessionLedger(ledger);
const exampleDirs = readdirSync(join(repoRoot, "spec/examples"))
  .filter((name) => name !== "broken")
  .map((name) => join(repoRoot, "spec/examples", name));
const catalogDirs = readdirSync(join(repoRoot, "catalog/packs")).map((name) => join(repoRoot, "catalog/packs", name));

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const text = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
/** The json_exec-shaped answer a tool error carries as structuredContent. */
const errorOf = (result: CallToolResult) =>
  (result.structuredContent as { error: { code: string; names: string[]; outcome?: Record<string, unknown> } }).error;

/** Placeholder names of a command's cli tokens after the bin (the D4.2 schema, computed here on its own). */
function placeholders(cli: string[] | undefined): string[] {
  const names = (cli ?? []).slice(1).flatMap((t) => [...t.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1] ?? ""));
  return [...new Set(names)];
}

/** The inputSchema core derives for each command of an openapi pack's folder. */
function openapiSchemas(dir: string): Map<string, unknown> {
  const loaded = loadValidPack(readFolderFiles(dir));
  if ("ok" in loaded) throw new Error(loaded.error.message);
  return new Map(packTools(loaded).map((t) => [t.name, t.inputSchema]));
}

export function mcpScenarios(fixture: McpServerFixture): void {
  const open: Connected[] = [];
  const connect = async (dir: string, person: Person) => {
    const connected = await fixture.connect(dir, person);
    open.push(connected);
    return connected;
  };
  afterAll(async () => {
    for (const c of open) await c.close().catch(() => undefined);
    await fixture.stop();
  });
  const call = (c: Connected, name: string, args: Record<string, unknown> = {}) =>
    c.client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

  describe(`tools/list over ${fixture.name} (D12: one tool per command)`, () => {
    it.each([...exampleDirs, ...catalogDirs])("%s", async (dir) => {
      const surface = readJson(join(dir, "surface.json"));
      const policy = readJson(join(dir, "policy.json"));
      const { client } = await connect(dir, undefined);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(Object.keys(surface.verbs));
      for (const tool of tools) {
        const verb = surface.verbs[tool.name];
        const effect = policy.verbs[tool.name].effect;
        expect(tool.annotations).toMatchObject({
          readOnlyHint: effect === "read",
          destructiveHint: effect === "write",
        });
        expect(tool.title).toBeTruthy();
        expect(tool.title).not.toContain("{{");
        expect(tool.inputSchema.type).toBe("object");
        // An openapi pack's tools take their operations' arguments, narrowed (D14): the schemas core derives
        // (core's own tests check the derivation) reach the client whole.
        if (surface.kind === "openapi") expect(tool.inputSchema).toEqual(openapiSchemas(dir).get(tool.name));
        else if (verb.args) expect(tool.inputSchema.properties ?? {}).toEqual(verb.args.properties ?? {});
        else expect(tool.inputSchema.required).toEqual(placeholders(verb.cli));
      }
    });
  });

  describe(`tools/call over ${fixture.name}`, () => {
    it("a read command runs without asking and answers JSON as structuredContent", async () => {
      const c = await connect(ledger, "accept");
      const result = await call(c, "setup.status");
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual({ ready: false });
      expect(JSON.parse(text(result))).toEqual({ ready: false });
      expect(c.elicited).toEqual([]);
    });

    it("a failed run (exit 3) is isError with run_failed and its outcome", async () => {
      const c = await connect(ledger, "accept");
      const result = await call(c, "status");
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/^run_failed: "status" failed: exit code 3/);
      expect(errorOf(result)).toMatchObject({ code: "run_failed", outcome: { exitCode: 3, limit: null } });
    });

    it("a write accepted through elicitation runs; first_use lasts for the MCP session, the workspace too", async () => {
      const c = await connect(sessionLedger, "accept");
      const first = await call(c, "setup.apply");
      expect(first.isError).toBeFalsy();
      expect(first.structuredContent).toEqual({ created: true });
      expect(c.elicited).toHaveLength(1);
      expect(c.elicited[0]).toContain('Approve "setup.apply" of pack "ledger"? (write, approval: first_use)');
      expect(c.elicited[0]).toContain("Runs: ledger setup all -y --json");
      expect((await call(c, "status")).structuredContent).toMatchObject({ balance: "120.00" });
      await call(c, "setup.apply");
      expect(c.elicited).toHaveLength(1);
      // Another MCP session: its own workspace (not set up) and its own first use.
      const other = await connect(sessionLedger, "accept");
      expect((await call(other, "status")).isError).toBe(true);
      await call(other, "setup.apply");
      expect(other.elicited).toHaveLength(1);
    });

    it("a declined write is a tool error naming the refusal, and nothing ran", async () => {
      const c = await connect(sessionLedger, (message) => (message.includes('"transfer"') ? "decline" : "accept"));
      await call(c, "setup.apply");
      const result = await call(c, "transfer", { amount: "2.80", payee: "demo-transit" });
      expect(result.isError).toBe(true);
      expect(errorOf(result)).toMatchObject({ code: "approval_declined", names: ["transfer"] });
      expect(c.elicited[1]).toContain("payment card: Pay demo-transit");
      expect(c.elicited[1]).toContain("amount: 2.80");
      expect((await call(c, "list")).structuredContent).toEqual({ entries: [] });
    });

    it("a cancelled approval is a tool error approval_cancelled", async () => {
      const c = await connect(ledger, "cancel");
      const result = await call(c, "connect", { provider: "bank" });
      expect(result.isError).toBe(true);
      expect(errorOf(result).code).toBe("approval_cancelled");
    });

    it("a client without elicitation gets approval_required with the card, and nothing runs", async () => {
      const c = await connect(ledger, undefined);
      const result = await call(c, "transfer", { amount: "2.80", payee: "demo-transit" });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(/^approval_required: /);
      expect(text(result)).toContain("payment card: Pay demo-transit");
      // Had it run, the unset-up ledger would have failed with exit 3 (run_failed).
      expect(result.structuredContent).toMatchObject({
        ok: false,
        error: { code: "approval_required", card: { command: { text: "transfer" }, kind: "payment" } },
      });
    });

    it("a refused argument is a tool error with the projection's code, before anyone is asked", async () => {
      const c = await connect(ledger, "accept");
      const result = await call(c, "transfer", { amount: 5, payee: "demo-transit", tip: "1" });
      expect(result.isError).toBe(true);
      expect(errorOf(result)).toMatchObject({ code: "unknown_argument", names: ["tip", "amount"] });
      expect(c.elicited).toEqual([]);
      expect(errorOf(await call(c, "nope")).code).toBe("unknown_command");
    });

    it("a pack without mcp in transports is served with a warning", async () => {
      const c = await connect(ledger, undefined);
      await c.client.listTools();
      expect(c.stderr()).toContain('"ledger" does not declare the mcp face');
    });

    const probe = writeProbePack();

    it("an over-limit run (wall clock) is isError, run_failed with limit wall", async () => {
      const c = await connect(probe, "accept");
      const result = await call(c, "wait");
      expect(result.isError).toBe(true);
      expect(errorOf(result)).toMatchObject({ code: "run_failed", outcome: { limit: "wall" } });
      expect(text(result)).toContain("stopped by the wall limit");
    });

    it("a hostile card shows its hidden characters as escapes in the elicitation", async () => {
      const c = await connect(probe, "decline");
      const result = await call(c, "erase", { name: "notes\u202Etxt.exe\u001b[2J" });
      expect(errorOf(result).code).toBe("approval_declined");
      const [message = ""] = c.elicited;
      expect(message).toContain("Erase notes<U+202E>txt.exe<U+001B>[2J");
      expect(message).toContain("kept: none<U+202E>txt.exe");
      expect(message).toContain("WARNING: this card holds hidden characters");
      expect(message).not.toContain("\u202E");
      expect(message).not.toContain("\u001b");
      const { tools } = await c.client.listTools();
      const wait = tools.find((t) => t.name === "wait");
      expect(wait?.title).toBe("Wait for something<U+202E> that never comes.");
    });
  });
}
