// A real LSP client for tests: vscode-jsonrpc over a child process's stdio, with the protocol's own types.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
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
  type Registration,
  RegistrationRequest,
  ShutdownRequest,
} from "vscode-languageserver-protocol";
import { serveLsp } from "../index.js";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const entry = fileURLToPath(new URL("../stdio.ts", import.meta.url));

/** A copy of a spec example in a temporary folder (tests edit and write it; the repo's copy stays as it is). */
export function copyExample(name: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `lsp-${name}-`));
  cpSync(join(repoRoot, "spec/examples", name), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const fileUri = (path: string): string => pathToFileURL(path).href;

/** A notification as it travels on the wire (header and JSON body), to write several in one go as a burst. */
export function wireNotification(method: string, params: object): Buffer {
  const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", method, params }), "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]);
}

type Waiter = { uri: string; test: (p: PublishDiagnosticsParams) => boolean; done: (d: Diagnostic[]) => void };

export interface ClientOptions {
  /** Declare that the client watches files for the server (workspace.didChangeWatchedFiles.dynamicRegistration). */
  watch?: boolean;
}

export class LspClient {
  readonly connection: MessageConnection;
  private readonly latest = new Map<string, PublishDiagnosticsParams>();
  private waiters: Waiter[] = [];
  private readonly versions = new Map<string, number>();
  /** Every publishDiagnostics received, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  /** Every capability the server registered with this client. */
  readonly registrations: Registration[] = [];

  /** A client of the server that reads from `input` and writes to `output` (a child's stdio, or streams in process). */
  constructor(
    input: NodeJS.ReadableStream,
    output: NodeJS.WritableStream,
    readonly child?: ChildProcess,
    readonly stderr: { text: string } = { text: "" },
    private readonly options: ClientOptions = {},
  ) {
    this.connection = createMessageConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p: PublishDiagnosticsParams) => {
      this.published.push(p);
      this.latest.set(p.uri, p);
      this.waiters = this.waiters.filter((w) => {
        if (w.uri !== p.uri || !w.test(p)) return true;
        w.done(p.diagnostics);
        return false;
      });
    });
    this.connection.onRequest(RegistrationRequest.type, ({ registrations }) => {
      this.registrations.push(...registrations);
    });
    this.connection.listen();
  }

  /** A server in this process over in-memory streams (cheap to start; `raw` writes bytes to it as they are). */
  static async inProcess(options: ClientOptions = {}) {
    const toServer = new PassThrough();
    const fromServer = new PassThrough();
    void serveLsp(toServer, fromServer);
    const client = new LspClient(fromServer, toServer, undefined, undefined, options);
    const init = await client.initialize();
    return { client, init, toServer, fromServer };
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
    // A server that dies at start (an import that fails) fails the test at once with its stderr, not at the timeout.
    const died = new Promise<never>((_, reject) =>
      child.once("exit", (code, signal) =>
        reject(new Error(`the language server exited (${signal ?? code}) before it answered:\n${stderr.text}`)),
      ),
    );
    const init = await Promise.race([client.initialize(), died]);
    died.catch(() => undefined);
    return { client, init };
  }

  async initialize() {
    const init = await this.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: {
        textDocument: { publishDiagnostics: { versionSupport: true }, codeAction: {}, completion: {}, hover: {} },
        ...(this.options.watch && { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } }),
      },
      workspaceFolders: null,
    });
    await this.connection.sendNotification(InitializedNotification.type, {});
    return init;
  }

  /** The diagnostics of `uri` once they pass `test` (the latest ones if they already do). */
  diagnostics(uri: string, test: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    return this.publish(uri, (p) => test(p.diagnostics));
  }

  /** The diagnostics published for `uri` at `version` (the document version the server linted). */
  diagnosticsOf(uri: string, version: number): Promise<Diagnostic[]> {
    return this.publish(uri, (p) => p.version === version);
  }

  /** The diagnostics of the first publish for `uri` that passes `test` (the latest one if it does). */
  publish(uri: string, test: (p: PublishDiagnosticsParams) => boolean): Promise<Diagnostic[]> {
    const now = this.latest.get(uri);
    if (now && test(now)) return Promise.resolve(now.diagnostics);
    return new Promise((done) => this.waiters.push({ uri, test, done }));
  }

  /** The version the last change (or open) of `uri` gave it. */
  version(uri: string): number {
    return this.versions.get(uri) ?? 0;
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
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, this.nextChange(uri, text, range));
  }

  /** The didChange params of the next version of `uri` (and forget its diagnostics: the next wait sees newer). */
  nextChange(uri: string, text: string, range?: Range) {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    this.forget(uri);
    return { textDocument: { uri, version }, contentChanges: [range ? { range, text } : { text }] };
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
