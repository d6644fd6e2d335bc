// The saved pack: files, the open file and where it came from, kept in local storage across reloads.
import type { PackFiles } from "@packstudio/core";

export interface PackState {
  /** The pack: relative path to text. */
  files: PackFiles;
  openFile: string;
  /** Where the pack came from (a template id, "upload", "local"). */
  origin: string;
}

const storageKey = "packstudio.editor.v1";

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
