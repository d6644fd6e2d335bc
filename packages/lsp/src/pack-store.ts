// The packs the editor has files open in: each pack's disk files read once, overlaid in place by the open
// (unsaved) buffers, and linted once per change; nothing in a keystroke's path touches the disk.
import { join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Finding, lintPackInContext, type PackFiles } from "@packstudio/core";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { type HoverPack, hoverPackOf } from "./hover-pack.js";
import { type DiskPack, packPath, packRootOf, readDiskPack } from "./pack-folder.js";

export interface PackFile {
  root: string;
  /** Path inside the pack, with "/". */
  path: string;
}

export interface PackLint {
  root: string;
  findings: Finding[];
  notes: string[];
  /** What the lint read of the pack (views, the OpenAPI document), for hovers. */
  pack: HoverPack;
}

export interface OpenFile {
  uri: string;
  path: string;
  version: number;
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

interface PackState {
  disk: DiskPack;
  /** The disk's files with the open buffers over them: one object kept and edited, never rebuilt per keystroke. */
  files: PackFiles;
  /** Open documents by pack path (URIs of one file may be spelled differently; pack paths compare exactly). */
  open: Map<string, TextDocument>;
  /** The lint of `files`, until a change makes it stale. */
  lint: PackLint | undefined;
}

export class PackStore {
  private readonly packs = new Map<string, PackState>();
  /** A file's pack root by its path, and a URI's pack file: looked up once, not per keystroke. */
  private readonly roots = new Map<string, string | undefined>();
  private readonly uris = new Map<string, PackFile | undefined>();

  /** The pack a URI belongs to, if any. */
  fileOf(uri: string): PackFile | undefined {
    if (this.uris.has(uri)) return this.uris.get(uri);
    const path = uriPath(uri);
    const root = path === undefined ? undefined : this.rootOfPath(path);
    const file = path !== undefined && root !== undefined ? { root, path: packPath(root, path) } : undefined;
    this.uris.set(uri, file);
    return file;
  }

  private rootOfPath(path: string): string | undefined {
    if (!this.roots.has(path)) this.roots.set(path, packRootOf(path));
    return this.roots.get(path);
  }

  /** Forget which folders are packs (a surface.json appeared or went away on disk); open files are looked up
   * again now, so the next keystroke finds its pack without touching the disk. */
  forgetRoots(): void {
    this.roots.clear();
    this.uris.clear();
    for (const state of this.packs.values()) for (const doc of state.open.values()) this.fileOf(doc.uri);
  }

  /** The pack's state; its disk files are read the first time (a file of it opened), not on each change. */
  private state(root: string): PackState {
    let state = this.packs.get(root);
    if (!state) {
      const disk = readDiskPack(root);
      state = { disk, files: { ...disk.files }, open: new Map(), lint: undefined };
      this.packs.set(root, state);
    }
    return state;
  }

  /** An open document's new text: set over the pack's files, the lint stale. */
  setOpen(doc: TextDocument): PackFile | undefined {
    const file = this.fileOf(doc.uri);
    if (!file) return undefined;
    const state = this.state(file.root);
    state.open.set(file.path, doc);
    state.files[file.path] = doc.getText();
    state.lint = undefined;
    return file;
  }

  close(uri: string): PackFile | undefined {
    const file = this.fileOf(uri);
    const state = file && this.packs.get(file.root);
    if (!file || !state) return file;
    state.open.delete(file.path);
    // The closed file's text on disk may differ from the buffer the editor dropped; a pack with nothing open is
    // dropped whole (read again if a file of it opens again).
    if (state.open.size === 0) this.packs.delete(file.root);
    else this.refresh(file.root);
    return file;
  }

  /** Read the pack's disk files again (a change the editor saw on disk): the open buffers stay over them. */
  refresh(root: string): void {
    const state = this.packs.get(root);
    if (!state) return;
    state.disk = readDiskPack(root);
    state.files = { ...state.disk.files };
    for (const [path, doc] of state.open) state.files[path] = doc.getText();
    state.lint = undefined;
  }

  /** The roots of the packs held whose folder holds `path` (a file changed on disk), except where it is open. */
  packsHolding(path: string): string[] {
    const out: string[] = [];
    for (const [root, state] of this.packs) {
      if (!path.startsWith(root + sep)) continue;
      // An open file's buffer wins over its disk text, which is read again when it closes.
      if (!state.open.has(packPath(root, path))) out.push(root);
    }
    return out;
  }

  /** The open documents of a pack, with their pack paths and versions. */
  openFiles(root: string): OpenFile[] {
    const state = this.packs.get(root);
    if (!state) return [];
    return [...state.open].map(([path, doc]) => ({ uri: doc.uri, path, version: doc.version }));
  }

  /** The URI of a pack file: the open document's when it is open, so edits reach the buffer the editor shows. */
  uriOf(root: string, path: string): string {
    return this.packs.get(root)?.open.get(path)?.uri ?? pathToFileURL(join(root, path)).href;
  }

  /** A pack file's current text: the open buffer's, else the disk's. */
  text(root: string, path: string): string | undefined {
    return this.files(root)[path];
  }

  /** The pack's files as they stand (the same object across calls: read it, never change it). */
  files(root: string): PackFiles {
    return this.state(root).files;
  }

  /** The pack's lint, computed once per change (diagnostics, code actions and hovers share it). */
  lint(root: string): PackLint {
    const state = this.state(root);
    if (!state.lint) {
      const { findings, ctx } = lintPackInContext(state.files);
      state.lint = { root, findings, notes: state.disk.notes, pack: hoverPackOf(ctx) };
    }
    return state.lint;
  }
}
