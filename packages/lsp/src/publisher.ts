// Diagnostics out: a pack linted once per change, and an open document sent its diagnostics only when they
// changed, or when it was edited since its last publish (an editor then knows they hold for what was typed).
import { SURFACE } from "@packstudio/core";
import type { PublishDiagnosticsParams } from "vscode-languageserver";
import { diagnosticsByFile, folderDiagnostic } from "./diagnostics.js";
import type { PackStore } from "./pack-store.js";

export class Publisher {
  /** What each open document was last sent, as JSON, to compare the next lint's with. */
  private readonly sent = new Map<string, string>();
  /** Documents edited since their last publish: they are sent even when their diagnostics stay the same. */
  private readonly edited = new Set<string>();

  constructor(
    private readonly store: PackStore,
    private readonly rulesUrl: string,
    private readonly send: (params: PublishDiagnosticsParams) => void,
  ) {}

  /** A document's text changed (or it opened): its next publish is owed even if its diagnostics do not change. */
  changed(uri: string): void {
    this.edited.add(uri);
  }

  /** Lint the pack (once) and send each open document of it whose diagnostics are new to the editor. */
  publish(root: string): void {
    const open = this.store.openFiles(root);
    // The pack's last open file just closed: nothing to show, and nothing to read or lint.
    if (open.length === 0) return;
    const lint = this.store.lint(root);
    const byFile = diagnosticsByFile(lint.findings, this.rulesUrl);
    for (const { uri, path, version } of open) {
      const diagnostics = byFile.get(path) ?? [];
      if (path === SURFACE) diagnostics.push(...lint.notes.map(folderDiagnostic));
      const json = JSON.stringify(diagnostics);
      if (!this.edited.has(uri) && this.sent.get(uri) === json) continue;
      this.edited.delete(uri);
      this.sent.set(uri, json);
      this.send({ uri, version, diagnostics });
    }
  }

  /** A closed document's diagnostics go away in the editor. */
  closed(uri: string): void {
    this.sent.delete(uri);
    this.edited.delete(uri);
    this.send({ uri, diagnostics: [] });
  }
}
