// The language server: documents in, diagnostics out on every change, and the requests an editor asks of a pack.
import { basename } from "node:path";
import { LineIndex, SURFACE, studioRoutes } from "@packstudio/core";
import {
  type Connection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  type InitializeResult,
  type Range,
  TextDocumentSyncKind,
  TextDocuments,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { codeActions } from "./code-actions.js";
import { completions } from "./completion.js";
import { definition } from "./definition.js";
import { hoverMarkdown } from "./hover.js";
import type { IncomingVersions } from "./incoming-versions.js";
import { ignoredOnDisk } from "./pack-folder.js";
import { type PackFile, PackStore, uriPath } from "./pack-store.js";
import { toLspPosition } from "./positions.js";
import { Publisher } from "./publisher.js";
import { documentSymbols } from "./symbols.js";

export interface ServerOptions {
  /** The studio's /rules page; each diagnostic links to its code's anchor. */
  rulesUrl: string;
  /** The document versions read off the wire ahead of the queue (serveLsp's reader notes them): a change with a
   * newer one behind it is not linted, so a burst of keystrokes costs one lint. */
  incoming?: IncomingVersions;
}

/** The default --rules-url: the studio's address (the CLI's share/publish default) and its /rules page. */
export const defaultRulesUrl = `http://localhost:3000${studioRoutes.rules}`;

function rangeIn(text: string): (start: number, end: number) => Range {
  const index = new LineIndex(text);
  return (start, end) => ({
    start: toLspPosition(index.position(start)),
    end: toLspPosition(index.position(end)),
  });
}

/** Wire a connection (stdio in the CLI) to the pack store. Call connection.listen() after. */
export function startServer(connection: Connection, options: ServerOptions): void {
  const documents = new TextDocuments(TextDocument);
  const store = new PackStore();
  const publisher = new Publisher(store, options.rulesUrl, (params) => void connection.sendDiagnostics(params));
  /** Whether the client tells of files changed on disk (it took our watcher); else a save reads the pack again. */
  let watching = false;
  let canWatch = false;

  // A newer change to a file of the pack already read off the wire will publish for both: skip this lint.
  const publishUnlessBehind = (root: string) => {
    const behind = store.openFiles(root).some((f) => options.incoming?.waiting(f.uri, f.version));
    if (!behind) publisher.publish(root);
  };

  const inPack = (uri: string): { file: PackFile; doc: TextDocument } | undefined => {
    const doc = documents.get(uri);
    const file = store.fileOf(uri);
    return doc && file ? { file, doc } : undefined;
  };

  connection.onInitialize((params): InitializeResult => {
    canWatch = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: true },
        codeActionProvider: { codeActionKinds: ["quickfix"] },
        completionProvider: { triggerCharacters: ['"', "{"] },
        hoverProvider: true,
        documentSymbolProvider: true,
        definitionProvider: true,
      },
      serverInfo: { name: "packstudio" },
    };
  });
  connection.onInitialized(() => {
    // Files changed on disk outside the editor (git checkout, a script): the client watches them for us.
    if (!canWatch) return;
    connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] }).then(
      () => {
        watching = true;
      },
      () => undefined,
    );
  });

  // Each change lints its pack once (no debounce: the diagnostics sent are those of the text just typed).
  documents.onDidChangeContent(({ document }) => {
    const file = store.setOpen(document);
    if (!file) return;
    publisher.changed(document.uri);
    publishUnlessBehind(file.root);
  });
  documents.onDidSave(({ document }) => {
    const file = store.fileOf(document.uri);
    // A watching client tells of disk changes; without one, a save is when other files' changes are read.
    if (!file || watching) return;
    store.forgetRoots();
    store.refresh(file.root);
    publishUnlessBehind(file.root);
  });
  documents.onDidClose(({ document }) => {
    const file = store.close(document.uri);
    publisher.closed(document.uri);
    if (file) publishUnlessBehind(file.root);
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    const roots = new Set<string>();
    for (const change of changes) {
      const path = uriPath(change.uri);
      if (path === undefined || ignoredOnDisk(path)) continue;
      // A surface.json made or removed makes or unmakes a pack folder.
      if (basename(path) === SURFACE && change.type !== FileChangeType.Changed) store.forgetRoots();
      for (const root of store.packsHolding(path)) roots.add(root);
    }
    for (const root of roots) {
      store.refresh(root);
      publishUnlessBehind(root);
    }
  });

  connection.onCodeAction(({ textDocument, range }) => {
    const at = inPack(textDocument.uri);
    if (!at) return [];
    const lint = store.lint(at.file.root);
    return codeActions({
      findings: lint.findings,
      path: at.file.path,
      range,
      rulesUrl: options.rulesUrl,
      uriOf: (path) => store.uriOf(at.file.root, path),
    });
  });

  connection.onCompletion(({ textDocument, position }) => {
    const at = inPack(textDocument.uri);
    if (!at) return [];
    const text = at.doc.getText();
    return completions({
      path: at.file.path,
      text,
      offset: at.doc.offsetAt(position),
      files: store.files(at.file.root),
      range: rangeIn(text),
    });
  });

  connection.onHover(async ({ textDocument, position }) => {
    const at = inPack(textDocument.uri);
    if (!at) return null;
    const value = await hoverMarkdown({
      path: at.file.path,
      text: at.doc.getText(),
      offset: at.doc.offsetAt(position),
      pack: store.lint(at.file.root).pack,
    });
    return value ? { contents: { kind: "markdown", value } } : null;
  });

  connection.onDocumentSymbol(({ textDocument }) => {
    const at = inPack(textDocument.uri);
    if (!at) return [];
    const text = at.doc.getText();
    return documentSymbols(at.file.path, text, rangeIn(text));
  });

  connection.onDefinition(({ textDocument, position }) => {
    const at = inPack(textDocument.uri);
    if (!at) return null;
    const root = at.file.root;
    const target = definition({
      path: at.file.path,
      text: at.doc.getText(),
      offset: at.doc.offsetAt(position),
      textOf: (path) => store.text(root, path),
    });
    if (!target) return null;
    const text = store.text(root, target.path) ?? "";
    return { uri: store.uriOf(root, target.path), range: rangeIn(text)(target.start, target.end) };
  });

  documents.listen(connection);
}
