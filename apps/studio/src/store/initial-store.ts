// The store a studio opens with: a share (in memory only), else the saved pack, else the ledger template.
import type { Snapshot } from "~/share/snapshot";
import { defaultOpenFile } from "./editor-state";
import { EditorStore } from "./editor-store";
import { loadSavedState, saveState } from "./pack-store";
import type { PackTemplate } from "./template";

export function initialStore(templates: PackTemplate[], snapshot: Snapshot | undefined): EditorStore {
  if (snapshot) {
    // A share opens in memory only: the person's saved pack stays as it was.
    const origin = snapshot.id ? `share:${snapshot.id}` : "link";
    const pack = { files: { ...snapshot.files }, openFile: defaultOpenFile(snapshot.files), origin };
    return new EditorStore(pack, { readOnly: true });
  }
  const save = { save: saveState };
  const saved = loadSavedState();
  if (saved) return new EditorStore(saved, save);
  const first = templates.find((t) => t.id === "ledger") ?? templates[0];
  const files = { ...(first?.files ?? {}) };
  return new EditorStore({ files, openFile: defaultOpenFile(files), origin: first?.id ?? "empty" }, save);
}
