// A real LSP client for tests: vscode-jsonrpc over a child process's stdio, with the protocol's own types.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createMessageConnection,
  type MessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-jsonrpc/node";
import {
  type Diagnostic,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  type PublishDiagnosticsParams,
  type Range,
  ShutdownRequest,
} from "vscode-languageserver-protocol";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const entry = fileURLToPath(new URL("../stdio.ts", import.meta.url));

/** A copy of a spec example in a temporary folder (tests edit and write it; the repo's copy stays as it is). */
export function copyExample(name: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `lsp-${name}-`));
  cpSync(join(repoRoot, "spec/examples", name), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const fileUri = (path: string): string => pathToFileURL(path).href;

type Waiter = { uri: string; test: (d: Diagnostic[]) => boolean; done: (d: Diagnostic[]) => void };

export class LspClient {
  readonly connection: MessageConnection;
  private readonly latest = new Map<string, Diagnostic[]>();
  private waiters: Waiter[] = [];
  private readonly versions = new Map<string, number>();

  constructor(
    readonly child: ChildProcess,
    readonly stderr: { text: string },
  ) {
    if (!child.stdout || !child.stdin) throw new Error("the server has no stdio");
    this.connection = createMessageConnection(
      new StreamMessageReader(child.stdout),
      new StreamMessageWriter(child.stdin),
    );
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p: PublishDiagnosticsParams) => {
      this.latest.set(p.uri, p.diagnostics);
      this.waiters = this.waiters.filter((w) => {
        if (w.uri !== p.uri || !w.test(p.diagnostics)) return true;
        w.done(p.diagnostics);
        return false;
      });
    });
    this.connection.listen();
  }

  /** Start a server process (`command`, default the package's stdio entry under tsx) and initialize it. */
  static async start(command: string[] = [process.execPath, "--import", "tsx", entry], rootDir = repoRoot) {
    const [bin, ...args] = command;
    const child = spawn(bin ?? process.execPath, args, { stdio: ["pipe", "pipe", "pipe"], cwd: rootDir });
    const stderr = { text: "" };
    child.stderr?.on("data", (b: Buffer) => {
      stderr.text += b.toString();
    });
    const client = new LspClient(child, stderr);
    const init = await client.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { textDocument: { publishDiagnostics: {}, codeAction: {}, completion: {}, hover: {} } },
      workspaceFolders: null,
    });
    await client.connection.sendNotification(InitializedNotification.type, {});
    return { client, init };
  }

  /** The diagnostics of `uri` once they pass `test` (the latest ones if they already do). */
  diagnostics(uri: string, test: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    const now = this.latest.get(uri);
    if (now && test(now)) return Promise.resolve(now);
    return new Promise((done) => this.waiters.push({ uri, test, done }));
  }

  /** Forget the latest diagnostics, so the next wait sees only what a later change publishes. */
  forget(uri: string): void {
    this.latest.delete(uri);
  }

  async open(uri: string, text: string, languageId = "json"): Promise<void> {
    this.versions.set(uri, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version: 1, text },
    });
  }

  /** An edit of a range (a keystroke or a paste), or of the whole text when `range` is omitted. */
  async change(uri: string, text: string, range?: Range): Promise<void> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    this.forget(uri);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: [range ? { range, text } : { text }],
    });
  }

  async stop(): Promise<void> {
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    await new Promise<void>((done) => {
      if (this.child.exitCode !== null) done();
      else this.child.once("exit", () => done());
    });
    this.connection.dispose();
  }
}
