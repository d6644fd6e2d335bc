// The elicitation a real MCP client receives (DECISIONS.md 7, 12): the pack's own texts (reason, field names, title
// template, description) carry no raw control, bidi or zero-width character, show as <U+XXXX> escapes, and flag
// the card; so does an argument read as an option. The SDK's Client over its InMemoryTransport; the person declines.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { type CallToolResult, ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { hazardOf } from "@packstudio/core";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { cardMessage } from "./card-message.js";
import { execAnswer } from "./exec-answer.js";
import { loadFacePack } from "./face-pack.js";
import { HostRunner } from "./host-runner.js";
import { createPackServer } from "./mcp-server.js";

/** The ledger pack with `h` written into its own texts: the transfer's reason, a field name, templates, description. */
function hostileLedger(h: string, title = true): Record<string, string> {
  const files = { ...specExample("ledger") };
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  const transfer = surface.verbs.transfer;
  transfer.description = `Pay${h} a saved payee.`;
  if (title) transfer.preview.title = `Pay${h} {{payee}}`;
  else delete transfer.preview.title;
  transfer.preview.fields = { ...transfer.preview.fields, currency: `EUR${h}`, [`fee${h}`]: "none" };
  const policy = JSON.parse(files["policy.json"] ?? "{}");
  policy.verbs.transfer.reason = `Moves money${h} to a payee`;
  files["surface.json"] = JSON.stringify(surface);
  files["policy.json"] = JSON.stringify(policy);
  return files;
}

/** What the client's person is shown for one `transfer` call (declined: nothing runs). */
async function elicited(files: Record<string, string>, args: Record<string, unknown>) {
  const pack = loadFacePack(files);
  if ("ok" in pack) throw new Error(pack.error.message);
  const home = mkdtempSync(join(tmpdir(), "packstudio-faces-card-"));
  const runner = new HostRunner(pack, {
    packDir: join(repoRoot, "spec/examples/ledger"),
    projectDir: home,
    env: { PATH: process.env.PATH, HOME: home },
  });
  const server = createPackServer({ pack, runner, session: "s" });
  const client = new Client({ name: "person", version: "1" }, { capabilities: { elicitation: { form: {} } } });
  const asked: string[] = [];
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    asked.push(request.params.message);
    return { action: "decline" };
  });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(a), client.connect(b)]);
  const result = (await client.callTool({ name: "transfer", arguments: args })) as CallToolResult;
  await client.close();
  expect(result.structuredContent).toMatchObject({ error: { code: "approval_declined" } });
  expect(asked).toHaveLength(1);
  return asked[0] ?? "";
}

/** Raw hidden characters in the message, the message's own line breaks aside. */
const rawHidden = (message: string) => [...message].filter((ch) => ch !== "\n" && hazardOf(ch.codePointAt(0) ?? 0));

/** Every string of a JSON value (keys too), joined by spaces: what an agent reading json_exec's answer gets. */
const stringsOf = (value: unknown): string =>
  typeof value === "string"
    ? value
    : value && typeof value === "object"
      ? Object.entries(value)
          .map(([k, v]) => `${k} ${stringsOf(v)}`)
          .join(" ")
      : "";

describe("DECISIONS.md 7: the elicitation message of a card whose pack texts hold hidden characters", () => {
  const benign = elicited(specExample("ledger"), { amount: "2.80", payee: "demo-transit" });

  it.each([
    ["ANSI colour ESC[31m", "\u001b[31m", "<U+001B>[31m"],
    ["right-to-left override U+202E", "\u202E", "<U+202E>"],
    ["zero-width space U+200B", "\u200B", "<U+200B>"],
    ["left-to-right isolate U+2066", "\u2066", "<U+2066>"],
    ["newline", "\n", "<U+000A>"],
    ["carriage return", "\r", "<U+000D>"],
    ["NUL", "\u0000", "<U+0000>"],
  ])("%s: escaped in reason, field name, templates and title; the card flagged", async (_n, raw, escaped) => {
    const message = await elicited(hostileLedger(raw), { amount: "2.80", payee: "demo-transit" });
    expect(rawHidden(message)).toEqual([]);
    const lines = message.split("\n");
    expect(lines).toContain(`Reason: Moves money${escaped} to a payee`);
    expect(lines).toContain(`payment card: Pay${escaped} demo-transit`);
    expect(lines).toContain(`  currency: EUR${escaped}`);
    expect(lines).toContain(`  fee${escaped}: none`);
    expect(lines).toContain(
      "WARNING: this card holds hidden characters (control, bidirectional or zero-width), shown as <U+XXXX> escapes. Read the values as shown.",
    );
    // A hostile newline adds no line: the benign card's lines, the fee field, a blank line and the warning, and a
    // note for each text that holds one (reason, title, the currency's template, the fee's name).
    expect(lines).toHaveLength((await benign).split("\n").length + 1 + 2 + 4);
  });

  it("the description, as the title of a card without a preview title", async () => {
    const message = await elicited(hostileLedger("\u202E", false), { amount: "2.80", payee: "demo-transit" });
    expect(message).toContain("payment card: Pay<U+202E> a saved payee.");
    expect(rawHidden(message)).toEqual([]);
  });

  it("an amount read as an option (LINT.md M027's case) is flagged", async () => {
    const message = await elicited(specExample("ledger"), { amount: "--upload-pack=x", payee: "demo-transit" });
    expect(message).toContain('WARNING: an argument\'s value starts with "-" where the program still reads options');
    expect(message).toContain('Note: "amount" fills "--upload-pack=x"');
  });
});

describe("json_exec's approval_required card holds the same escaped texts", () => {
  it("reason, field names, pack and command are escaped text, and the card is flagged", async () => {
    const pack = loadFacePack(hostileLedger("\u001b[2J"));
    if ("ok" in pack) throw new Error(pack.error.message);
    const runner = new HostRunner(pack, { packDir: repoRoot, projectDir: repoRoot, env: {} });
    const args = { amount: "1", payee: "p" };
    const answer = execAnswer(await runner.run({ verb: "transfer", args, session: "s", approved: false }));
    if (answer.ok) throw new Error("ran");
    const card = answer.error.card ?? fail();
    expect(card.flagged).toBe(true);
    expect(card.reason?.text).toBe("Moves money<U+001B>[2J to a payee");
    expect(card.fields.map((f) => f.name.text)).toContain("fee<U+001B>[2J");
    expect([...stringsOf(card)].filter((ch) => hazardOf(ch.codePointAt(0) ?? 0))).toEqual([]);
    expect(rawHidden(cardMessage(card))).toEqual([]);
  });
});

function fail(): never {
  throw new Error("no card");
}
