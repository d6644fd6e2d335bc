// The language server: documents in, diagnostics out on every change, and the requests an editor asks of a pack.
import { LineIndex } from "@packstudio/core";
import {
  type Connection,
  DidChangeWatchedFilesNotification,
  type InitializeResult,
  type Range,
  TextDocumentSyncKind,
  TextDocuments,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { codeActions } from "./code-actions.js";
import { completions } from "./completion.js";
import { definition } from "./definition.js";
import { diagnosticsByFile, folderDiagnostic } from "./diagnostics.js";
import { hoverMarkdown } from "./hover.js";
import { type PackFile, PackStore, uriPath } from "./pack-store.js";
import { toLspPosition } from "./positions.js";
import { documentSymbols } from "./symbols.js";

export interface ServerOptions {
  /** The studio's /rules page; each diagnostic links to its code's anchor. */
  rulesUrl: string;
}

/** The default --rules-url: the studio's address (the CLI's share/publish default) and its /rules page. */
export const defaultRulesUrl = "http://localhost:3000/rules";

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

  const publish = (root: string) => {
    const lint = store.lint(root);
    const byFile = diagnosticsByFile(lint.findings, options.rulesUrl);
    for (const { uri, path } of store.openFiles(root)) {
      const diagnostics = byFile.get(path) ?? [];
      if (path === "surface.json") diagnostics.push(...lint.notes.map(folderDiagnostic));
      void connection.sendDiagnostics({ uri, diagnostics });
    }
  };

  const inPack = (uri: string): { file: PackFile; doc: TextDocument } | undefined => {
    const doc = documents.get(uri);
    const file = store.fileOf(uri);
    return doc && file ? { file, doc } : undefined;
  };

  connection.onInitialize(
    (): InitializeResult => ({
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: true },
        codeActionProvider: { codeActionKinds: ["quickfix"] },
        completionProvider: { triggerCharacters: ['"', "{"] },
        hoverProvider: true,
        documentSymbolProvider: true,
        definitionProvider: true,
      },
      serverInfo: { name: "packstudio" },
    }),
  );
  connection.onInitialized(() => {
    // Files changed on disk outside the editor (git checkout, a script): ask for them when the client can watch.
    void connection.client
      .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*" }] })
      .catch(() => undefined);
  });

  // Each change lints the whole pack once, synchronously: no debounce, so diagnostics match the text just typed.
  documents.onDidChangeContent(({ document }) => {
    const file = store.setOpen(document);
    if (file) publish(file.root);
  });
  documents.onDidSave(({ document }) => {
    const file = store.fileOf(document.uri);
    if (file) {
      store.refresh(file.root);
      publish(file.root);
    }
  });
  documents.onDidClose(({ document }) => {
    const file = store.close(document.uri);
    void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
    if (file) publish(file.root);
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    const roots = new Set<string>();
    for (const change of changes) {
      const file = uriPath(change.uri) !== undefined ? store.fileOf(change.uri) : undefined;
      if (file) roots.add(file.root);
    }
    for (const root of roots) {
      store.refresh(root);
      publish(root);
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

  connection.onHover(({ textDocument, position }) => {
    const at = inPack(textDocument.uri);
    if (!at) return null;
    const value = hoverMarkdown({
      path: at.file.path,
      text: at.doc.getText(),
      offset: at.doc.offsetAt(position),
      files: store.files(at.file.root),
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
