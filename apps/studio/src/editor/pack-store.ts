// The open pack: files, the open file and where the person is, kept in local storage across reloads.
import type { Finding, PackFiles } from "@packstudio/core";

export interface PackState {
  /** The pack: relative path to text. */
  files: PackFiles;
  openFile: string;
  /** Where the pack came from (a template id, "upload", "local"). */
  origin: string;
}

const storageKey = "packstudio.editor.v1";

type Listener = () => void;

/** A tiny external store (useSyncExternalStore): the editor writes, panels read. */
export class PackStore {
  private state: PackState;
  /** The latest lint findings: derived from the files, never saved. */
  private lint: Finding[] = [];
  private readonly listeners = new Set<Listener>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  /** `persist: false` keeps the pack in memory only (a read-only share must not replace the person's saved pack). */
  constructor(
    initial: PackState,
    private readonly options: { persist: boolean } = { persist: true },
  ) {
    this.state = initial;
  }

  get = (): PackState => this.state;

  findings = (): Finding[] => this.lint;

  setFindings(findings: Finding[]): void {
    this.lint = findings;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: Partial<PackState>): void {
    this.state = { ...this.state, ...next };
    this.emit();
    this.scheduleSave();
  }

  setFile(path: string, text: string): void {
    if (this.state.files[path] === text) return;
    this.set({ files: { ...this.state.files, [path]: text } });
  }

  private scheduleSave(): void {
    if (!this.options.persist) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), 250);
  }

  /** Write to local storage now (also on page hide, so a quick reload loses nothing). */
  saveNow(): void {
    clearTimeout(this.saveTimer);
    if (this.options.persist) saveState(this.state);
  }
}

/** Make `state` the pack the editor opens next (also how "Edit a copy" hands a share to the editor). */
export function saveState(state: PackState): boolean {
  try {
    localStorage.setItem(storageKey, JSON.stringify(state));
    return true;
  } catch {
    // Storage full or disabled: the pack stays in memory; downloading it is the way to keep it.
    return false;
  }
}

/** The saved pack, if any and well-formed. */
export function loadSavedState(): PackState | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<PackState>;
    const files = value.files;
    if (!files || typeof files !== "object" || Object.values(files).some((t) => typeof t !== "string"))
      return undefined;
    const openFile = typeof value.openFile === "string" && value.openFile in files ? value.openFile : "surface.json";
    return { files, openFile, origin: typeof value.origin === "string" ? value.origin : "local" };
  } catch {
    return undefined;
  }
}
