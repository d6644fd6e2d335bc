// The saved pack in local storage: what is saved comes back, and damaged or foreign values are ignored.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSavedState, type PackState, saveState } from "./pack-store";

/** Node has no localStorage: a Map behind the Storage calls pack-store uses. */
function memoryStorage(): Pick<Storage, "getItem" | "setItem"> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

const state: PackState = {
  files: { "surface.json": "{}", "HARNESS.md": "# h" },
  openFile: "HARNESS.md",
  origin: "ledger",
};

describe("pack-store", () => {
  it("gives back what was saved", () => {
    expect(saveState(state)).toBe(true);
    expect(loadSavedState()).toEqual(state);
  });

  it("has nothing before a save", () => {
    expect(loadSavedState()).toBeUndefined();
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["no files", JSON.stringify({ openFile: "a" })],
    ["a file that is not text", JSON.stringify({ files: { "a.md": 3 } })],
  ])("ignores %s", (_, raw) => {
    storage.map.set("packstudio.editor.v1", raw);
    expect(loadSavedState()).toBeUndefined();
  });

  it("opens surface.json when the open file is gone, and calls an unknown origin local", () => {
    storage.map.set("packstudio.editor.v1", JSON.stringify({ files: state.files, openFile: "gone.md", origin: 7 }));
    expect(loadSavedState()).toEqual({ files: state.files, openFile: "surface.json", origin: "local" });
  });

  it("says false when storage refuses the write", () => {
    vi.stubGlobal("localStorage", {
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    expect(saveState(state)).toBe(false);
  });
});
