"use client";
// The editor store for the components under the studio: the store itself, and a hook reading one part of its state.
import { createContext, useContext, useSyncExternalStore } from "react";
import type { EditorState } from "./editor-state";
import type { EditorStore } from "./editor-store";

export const StoreContext = createContext<EditorStore | null>(null);

export function useStore(): EditorStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useStore is used outside the studio (no StoreContext above it).");
  return store;
}

/** One part of the state; `select` must return a part of the state as it is (not a new object), or a primitive. */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
