// `todo add --help` on the agent faces (DECISIONS.md 7, LINT.md M027's case): the task "--help" fills a token the
// program reads as an option, so the MCP elicitation warns and json_exec's approval_required card is flagged. The
// SDK's Client over its InMemoryTransport; the person declines, so nothing runs.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { catalogPack, catalogPacksDir } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { execAnswer } from "./exec-answer.js";
import { loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";
import { createPackServer } from "./mcp-server.js";

function todoRunner() {
  const pack = loadFacePack(catalogPack("todo"));
  if ("ok" in pack) throw new Error(pack.error.message);
  const home = mkdtempSync(join(tmpdir(), "packstudio-faces-option-"));
  const runner = new HostRunner(pack, {
    packDir: join(catalogPacksDir, "todo"),
    projectDir: home,
    env: { PATH: process.env.PATH, HOME: home },
  });
  return { pack, runner };
}

describe("todo add --help, on the agent faces", () => {
  it.each([
    ["--help", true],
    ["Book the venue", false],
  ])("MCP elicitation for the task %j: warned %s", async (text, warned) => {
    const { pack, runner } = todoRunner();
    const server = createPackServer({ pack, runner, session: "s" });
    const client = new Client({ name: "person", version: "1" }, { capabilities: { elicitation: { form: {} } } });
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      return { action: "decline" };
    });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(a), client.connect(b)]);
    const result = (await client.callTool({ name: "add", arguments: { text } })) as CallToolResult;
    await client.close();
    expect(result.structuredContent).toMatchObject({ error: { code: "approval_declined" } });
    expect(asked).toHaveLength(1);
    const warning = 'WARNING: an argument\'s value starts with "-" where the program still reads options';
    if (warned) {
      expect(asked[0]).toContain(warning);
      expect(asked[0]).toContain('Note: "text" fills "--help"');
    } else expect(asked[0]).not.toContain(warning);
  });

  it("json_exec's approval_required card is flagged, with the value and the warning", async () => {
    const { runner } = todoRunner();
    const answer = execAnswer(
      await runner.run({ verb: "add", args: { text: "--help" }, session: "s", approved: false }),
    );
    if (answer.ok) throw new Error("ran without approval");
    expect(answer.error.code).toBe("approval_required");
    const card = answer.error.card;
    expect(card?.flagged).toBe(true);
    expect(card?.optionValues.map((o) => [o.name.text, o.value.text])).toEqual([["text", "--help"]]);
    expect(card?.warnings.join("\n")).toContain('"text" fills "--help", which starts with "-"');
  });
});
