// The server over stdio, driven by a real LSP client (vscode-jsonrpc): diagnostics, fixes, cross-file changes, limits.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CodeAction,
  CodeActionRequest,
  type CompletionItem,
  CompletionRequest,
  type Diagnostic,
  HoverRequest,
  type TextEdit,
} from "vscode-languageserver-protocol";
import { TextDocument } from "vscode-languageserver-textdocument";
import { copyExample, fileUri, LspClient } from "./testing/lsp-client.js";

const codes = (d: Diagnostic[]) => d.map((x) => x.code);
const has = (code: string) => (d: Diagnostic[]) => codes(d).includes(code);
const lacks = (code: string) => (d: Diagnostic[]) => !codes(d).includes(code);

describe("language server over stdio", () => {
  let client: LspClient;
  let pack: { dir: string; remove: () => void };
  let surfaceUri: string;
  let policyUri: string;
  let surfaceText: string;
  let policyText: string;

  beforeAll(async () => {
    pack = copyExample("ledger");
    ({ client } = await LspClient.start());
    surfaceUri = fileUri(join(pack.dir, "surface.json"));
    policyUri = fileUri(join(pack.dir, "policy.json"));
    surfaceText = readFileSync(join(pack.dir, "surface.json"), "utf8");
    policyText = readFileSync(join(pack.dir, "policy.json"), "utf8");
  });
  afterAll(async () => {
    await client?.stop();
    pack?.remove();
  });

  /** The preferred code action the server offers for the M001 surface.json shows (once it shows one). */
  async function preferredM001Fix(): Promise<CodeAction | undefined> {
    const m001 = (await client.diagnostics(surfaceUri, has("M001"))).find((d) => d.code === "M001");
    if (!m001) throw new Error("no M001");
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: surfaceUri },
      range: m001.range,
      context: { diagnostics: [m001] },
    })) as CodeAction[];
    return actions.find((a) => a.isPreferred && a.diagnostics?.[0]?.code === "M001");
  }

  it("opens the ledger clean, then a bad id typed gets M001 at core's range, linked to its rule", async () => {
    await client.open(surfaceUri, surfaceText);
    const clean = await client.diagnostics(surfaceUri);
    expect(clean.filter((d) => d.severity === 1)).toEqual([]);
    // Line 2 is `  "id": "ledger",`: type an upper-case L over the l (0-based line 1, character 9).
    await client.change(surfaceUri, "L", { start: { line: 1, character: 9 }, end: { line: 1, character: 10 } });
    const after = await client.diagnostics(surfaceUri, has("M001"));
    const m001 = after.find((d) => d.code === "M001");
    expect(m001?.range).toEqual({ start: { line: 1, character: 8 }, end: { line: 1, character: 16 } });
    expect(m001?.severity).toBe(1);
    expect(m001?.source).toBe("packstudio");
    expect(m001?.codeDescription?.href).toBe("http://localhost:3000/rules#M001");
  });

  it("applies M001's code action: one WorkspaceEdit that leaves no M001", async () => {
    const fix = await preferredM001Fix();
    expect(fix?.title).toBe('Set the id to "ledger"');
    const edits = fix?.edit?.changes?.[surfaceUri] as TextEdit[];
    expect(Object.keys(fix?.edit?.changes ?? {})).toEqual([surfaceUri]);
    const doc = TextDocument.create(surfaceUri, "json", 2, surfaceText.replace('"ledger"', '"Ledger"'));
    const fixed = TextDocument.applyEdits(doc, edits);
    expect(fixed).toBe(surfaceText);
    await client.change(surfaceUri, fixed);
    await client.diagnostics(surfaceUri, lacks("M001"));
  });

  it("a change in policy.json updates surface.json's diagnostics (unsaved text wins over the disk)", async () => {
    await client.open(policyUri, policyText);
    await client.diagnostics(policyUri);
    client.forget(surfaceUri);
    // Drop the status row in the unsaved buffer: the command "status" in surface.json has no policy (M013).
    const dropped = policyText.replace('    "status": { "effect": "read" },\n', "");
    expect(dropped).not.toBe(policyText);
    await client.change(policyUri, dropped);
    const surface = await client.diagnostics(surfaceUri, has("M013"));
    const m013 = surface.find((d) => d.code === "M013");
    expect(m013?.message).toContain("status");
    client.forget(surfaceUri);
    await client.change(policyUri, policyText);
    await client.diagnostics(surfaceUri, lacks("M013"));
  });

  it("a cross-file fix is one WorkspaceEdit over both files", async () => {
    // Make both ids the same bad one: M001's fix renames the id and policy.json's surface_id together.
    await client.change(policyUri, policyText.replace('"surface_id": "ledger"', '"surface_id": "Ledger"'));
    await client.change(surfaceUri, surfaceText.replace('"id": "ledger"', '"id": "Ledger"'));
    const fix = await preferredM001Fix();
    expect(Object.keys(fix?.edit?.changes ?? {}).sort()).toEqual([policyUri, surfaceUri].sort());
    const policyEdits = fix?.edit?.changes?.[policyUri] as TextEdit[];
    const policyDoc = TextDocument.create(policyUri, "json", 1, policyText.replace('"ledger"', '"Ledger"'));
    expect(TextDocument.applyEdits(policyDoc, policyEdits)).toBe(policyText);
    await client.change(policyUri, policyText);
    await client.change(surfaceUri, surfaceText);
    await client.diagnostics(surfaceUri, lacks("M001"));
  });

  it("completes inside policy.json: missing verb keys, row fields, enum values", async () => {
    const at = (text: string, marker: string) => {
      const doc = TextDocument.create(policyUri, "json", 1, text.replace(marker, ""));
      return { text: doc.getText(), position: doc.positionAt(text.indexOf(marker)) };
    };
    const complete = async (text: string, marker: string) => {
      const { text: body, position } = at(text, marker);
      await client.change(policyUri, body);
      const items = (await client.connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri: policyUri },
        position,
      })) as CompletionItem[];
      return items.map((i) => i.label);
    };
    // The list row gone, its key being typed: the commands of surface.json not yet in policy.json.
    const keys = await complete(policyText.replace('"list": {', '"|": {'), "|");
    expect(keys).toEqual(["list"]);
    expect(
      await complete(policyText.replace('"status": { "effect": "read" }', '"status": { "effect": "read", "|" }'), "|"),
    ).toEqual(["approval", "reason"]);
    expect(
      await complete(policyText.replace('"status": { "effect": "read" }', '"status": { "effect": "|" }'), "|"),
    ).toEqual(['"read"', '"write"']);
    await client.change(policyUri, policyText);
  });

  it("completes argument names inside {{ }} in surface.json", async () => {
    const marker = '"--memo",';
    const text = surfaceText.replace(marker, '"--memo={{pa|",');
    const doc = TextDocument.create(surfaceUri, "json", 1, text.replace("|", ""));
    await client.change(surfaceUri, doc.getText());
    const items = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: surfaceUri },
      position: doc.positionAt(text.indexOf("|")),
    })) as CompletionItem[];
    expect(items.map((i) => [i.label, (i.textEdit as TextEdit).newText])).toEqual([
      ["amount", "amount}}"],
      ["payee", "payee}}"],
      ["memo", "memo}}"],
    ]);
    await client.change(surfaceUri, surfaceText);
  });

  it("hover on a command shows its first example's argv and its approval card", async () => {
    const line = surfaceText.split("\n").findIndex((l) => l.includes('"transfer": {'));
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: surfaceUri },
      position: { line, character: 6 },
    });
    const value = (hover?.contents as { value: string } | undefined)?.value ?? "";
    expect(value).toContain('argv      ["ledger","transfer","2.80","--to","demo-transit","--confirm","--json"]');
    expect(value).toContain("card      payment: Pay demo-transit");
    expect(value).toContain("reason: Moves money to a payee");
  });

  it("a file that is not JSON gets P005 at its place, and the server keeps answering", async () => {
    await client.change(surfaceUri, '{\n  "id": "ledger",\n  "kind": \n');
    const broken = await client.diagnostics(surfaceUri, has("P005"));
    expect(broken.find((d) => d.code === "P005")?.range.start.line).toBeGreaterThanOrEqual(2);
    const hover = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: surfaceUri },
      position: { line: 1, character: 4 },
    });
    expect(hover === null || typeof hover === "object").toBe(true);
    await client.change(surfaceUri, surfaceText);
    await client.diagnostics(surfaceUri, lacks("P005"));
  });

  it("a 5 MiB surface.json is refused with P007, not linted whole; a 5 MiB file on disk too", async () => {
    const huge = `{"id": "ledger", "name": "${"x".repeat(5 * 1024 * 1024)}"}`;
    await client.change(surfaceUri, huge);
    const refused = await client.diagnostics(surfaceUri, has("P007"));
    expect(refused.find((d) => d.code === "P007")?.message).toContain("over the 1 MiB a file allows");
    await client.change(surfaceUri, surfaceText);
    await client.diagnostics(surfaceUri, lacks("P007"));
    // A file nobody opened, read from disk when the pack is read again (a save).
    writeFileSync(join(pack.dir, "bin", "big.dat"), "y".repeat(5 * 1024 * 1024 + 1));
    await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri: surfaceUri } });
    const total = await client.diagnostics(surfaceUri, has("P007"));
    expect(total.find((d) => d.code === "P007")?.message).toMatch(/MiB/);
  });
});
