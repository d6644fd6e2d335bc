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

  /** A client of the server that reads from `input` and writes to `output` (a child's stdio, or streams in process). */
  constructor(
    input: NodeJS.ReadableStream,
    output: NodeJS.WritableStream,
    readonly child?: ChildProcess,
    readonly stderr: { text: string } = { text: "" },
  ) {
    this.connection = createMessageConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
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
    if (!child.stdout || !child.stdin) throw new Error("the server has no stdio");
    const client = new LspClient(child.stdout, child.stdin, child, stderr);
    const init = await client.initialize();
    return { client, init };
  }

  async initialize() {
    const init = await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { textDocument: { publishDiagnostics: {}, codeAction: {}, completion: {}, hover: {} } },
      workspaceFolders: null,
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
    return init;
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
    const child = this.child;
    await this.connection.sendRequest(ShutdownRequest.type);
    // A server in this process would exit the process on "exit": only a child is told to.
    if (child) {
      await this.connection.sendNotification(ExitNotification.type);
      await new Promise<void>((done) => {
        if (child.exitCode !== null) done();
        else child.once("exit", () => done());
      });
    }
    this.connection.dispose();
  }
}
