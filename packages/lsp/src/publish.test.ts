// What the server publishes and when, over the wire to a server in this process: a burst of keystrokes is linted
// once, other open files are sent only what changed, HARNESS.md gets core's findings, disk changes come by watch.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lintPack } from "@packstudio/core";
import { readFolderFiles } from "@packstudio/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidSaveTextDocumentNotification,
  DocumentSymbolRequest,
  FileChangeType,
} from "vscode-languageserver-protocol";
import { toLspRange } from "./positions.js";
import { copyExample, fileUri, LspClient, wireNotification } from "./testing/lsp-client.js";

type Started = Awaited<ReturnType<typeof LspClient.inProcess>>;

const policyRow = '    "status": { "effect": "read" },\n';

describe("publishing", () => {
  let server: Started;
  let pack: { dir: string; remove: () => void };
  const uri = (name: string) => fileUri(join(pack.dir, name));
  const text = (name: string) => readFileSync(join(pack.dir, name), "utf8");
  /** Everything the server sends for the messages before this call is in by the time it returns (in order). */
  const settled = () =>
    server.client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: uri("surface.json") } });
  const since = (from: number, name: string) => server.client.published.slice(from).filter((p) => p.uri === uri(name));

  beforeAll(async () => {
    pack = copyExample("ledger");
    server = await LspClient.inProcess({ watch: true });
    await server.client.open(uri("surface.json"), text("surface.json"));
    await server.client.open(uri("policy.json"), text("policy.json"));
    await server.client.diagnostics(uri("policy.json"));
  });
  afterAll(async () => {
    await server?.client.stop();
    pack?.remove();
  });

  it("a burst of keystrokes read at once is linted once: one publish, for the last version", async () => {
    const surface = uri("surface.json");
    const from = server.client.published.length;
    // Five characters typed into the name (line 3 is `  "name": "Ledger",`), written as one chunk.
    const burst = [..."abcde"].map((char, i) => {
      const at = { line: 2, character: 17 + i };
      const params = server.client.nextChange(surface, char, { start: at, end: at });
      return wireNotification(DidChangeTextDocumentNotification.method, params);
    });
    server.toServer.write(Buffer.concat(burst));
    await settled();
    expect(since(from, "surface.json").map((p) => p.version)).toEqual([server.client.version(surface)]);
    expect(server.client.version(surface)).toBe(6);
  });

  it("a keystroke republishes another open file only when its diagnostics change", async () => {
    const surface = uri("surface.json");
    const original = text("surface.json");
    let from = server.client.published.length;
    await server.client.change(surface, original.replace('"name": "Ledger"', '"name": "Ledger!"'));
    await settled();
    expect(since(from, "surface.json")).toHaveLength(1);
    expect(since(from, "policy.json")).toEqual([]);
    // Renaming the command `list` leaves policy.json's row without a command: M014 shows there.
    from = server.client.published.length;
    await server.client.change(surface, original.replace('"list": {', '"listing": {'));
    await settled();
    expect(since(from, "policy.json").flatMap((p) => p.diagnostics.map((d) => d.code))).toContain("M014");
    await server.client.change(surface, original);
    await server.client.diagnostics(uri("policy.json"), (d) => !d.some((x) => x.code === "M014"));
  });

  it("HARNESS.md gets core's findings at core's ranges, and follows surface.json's cliBin", async () => {
    const harness = uri("HARNESS.md");
    const body = `${text("HARNESS.md")}\nRun \`ledger transfer --nope 3\`.\n`;
    await server.client.open(harness, body, "markdown");
    const expected = lintPack({ ...readFolderFiles(pack.dir), "HARNESS.md": body }).filter(
      (f) => f.file === "HARNESS.md",
    );
    expect(expected.map((f) => f.code)).toContain("S005");
    const shown = await server.client.diagnostics(harness, (d) => d.some((x) => x.code === "S005"));
    expect(shown.map((d) => [d.code, d.range])).toEqual(expected.map((f) => [f.code, toLspRange(f.range)]));
    // A cliBin the harness never names (unsaved, in surface.json): HARNESS.md gets S002.
    await server.client.change(
      uri("surface.json"),
      text("surface.json").replace('"cliBin": "ledger"', '"cliBin": "ledgr"'),
    );
    await server.client.diagnostics(harness, (d) => d.some((x) => x.code === "S002"));
    await server.client.change(uri("surface.json"), text("surface.json"));
    await server.client.diagnostics(harness, (d) => !d.some((x) => x.code === "S002"));
  });

  it("registers its watcher with a client that watches; then a save reads no disk, a watched change does", async () => {
    expect(server.client.registrations.map((r) => r.method)).toEqual([DidChangeWatchedFilesNotification.method]);
    const surface = uri("surface.json");
    await server.client.connection.sendNotification("textDocument/didClose", {
      textDocument: { uri: uri("policy.json") },
    });
    await settled();
    // policy.json, not open, loses the status row on disk; nothing tells the server yet, and a save is no news.
    writeFileSync(join(pack.dir, "policy.json"), text("policy.json").replace(policyRow, ""));
    const from = server.client.published.length;
    await server.client.connection.sendNotification(DidSaveTextDocumentNotification.type, {
      textDocument: { uri: surface },
    });
    await settled();
    expect(since(from, "surface.json")).toEqual([]);
    await server.client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: uri("policy.json"), type: FileChangeType.Changed }],
    });
    await settled();
    const after = since(from, "surface.json").flatMap((p) => p.diagnostics.map((d) => d.code));
    expect(after).toContain("M013");
  });
});
