// The packs the editor has files open in: disk files read once per pack, overlaid by open (unsaved) text, linted per change.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Finding, lintPack, type PackFiles } from "@packstudio/core";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { type DiskPack, packPath, packRootOf, readDiskPack } from "./pack-folder.js";

export interface PackFile {
  root: string;
  /** Path inside the pack, with "/". */
  path: string;
}

export interface PackLint {
  root: string;
  files: PackFiles;
  findings: Finding[];
  notes: string[];
}

/** A file: URI's path, or undefined for other schemes (untitled buffers and the like). */
export function uriPath(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export class PackStore {
  private readonly disk = new Map<string, DiskPack>();
  /** Open documents by file path (URIs of one file may be spelled differently; paths compare exactly). */
  private readonly open = new Map<string, TextDocument>();
  private readonly lints = new Map<string, { key: string; lint: PackLint }>();
  private readonly roots = new Map<string, string | undefined>();

  /** The pack a URI belongs to, if any. */
  fileOf(uri: string): PackFile | undefined {
    const path = uriPath(uri);
    if (path === undefined) return undefined;
    const root = this.rootOfPath(path);
    return root === undefined ? undefined : { root, path: packPath(root, path) };
  }

  private rootOfPath(path: string): string | undefined {
    if (!this.roots.has(path)) this.roots.set(path, packRootOf(path));
    return this.roots.get(path);
  }

  setOpen(doc: TextDocument): PackFile | undefined {
    const file = this.fileOf(doc.uri);
    const path = uriPath(doc.uri);
    if (path !== undefined) this.open.set(path, doc);
    return file;
  }

  close(uri: string): PackFile | undefined {
    const path = uriPath(uri);
    if (path !== undefined) this.open.delete(path);
    const file = this.fileOf(uri);
    // The closed file's text on disk may differ from the buffer the editor dropped.
    if (file) this.disk.delete(file.root);
    return file;
  }

  /** Forget what is cached from disk (a save, or a change the editor saw on disk). */
  refresh(root: string): void {
    this.disk.delete(root);
    this.roots.clear();
  }

  /** The URIs of the open documents of a pack, with their pack paths. */
  openFiles(root: string): { uri: string; path: string }[] {
    const out: { uri: string; path: string }[] = [];
    for (const [path, doc] of this.open) {
      if (this.rootOfPath(path) === root) out.push({ uri: doc.uri, path: packPath(root, path) });
    }
    return out;
  }

  /** The URI of a pack file: the open document's when it is open, so edits reach the buffer the editor shows. */
  uriOf(root: string, path: string): string {
    const full = join(root, path);
    return this.open.get(full)?.uri ?? pathToFileURL(full).href;
  }

  /** A pack file's current text: the open buffer's, else the disk's. */
  text(root: string, path: string): string | undefined {
    return this.files(root)[path];
  }

  files(root: string): PackFiles {
    let disk = this.disk.get(root);
    if (!disk) {
      disk = readDiskPack(root);
      this.disk.set(root, disk);
    }
    const files: PackFiles = { ...disk.files };
    for (const { path } of this.openFiles(root)) {
      const doc = this.open.get(join(root, path));
      if (doc) files[path] = doc.getText();
    }
    return files;
  }

  /** The pack's lint, computed once per set of open versions (code actions and hovers reuse the keystroke's). */
  lint(root: string): PackLint {
    const key = this.openFiles(root)
      .map(({ uri }) => `${uri}@${this.open.get(uriPath(uri) ?? "")?.version}`)
      .join("\n");
    const known = this.lints.get(root);
    if (known && known.key === key && this.disk.has(root)) return known.lint;
    const files = this.files(root);
    const findings = lintPack(files);
    const lint: PackLint = { root, files, findings, notes: this.disk.get(root)?.notes ?? [] };
    this.lints.set(root, { key, lint });
    return lint;
  }
}
