"use client";
// Deep links: the address's `#file:line&finding=CODE` is followed once on open, then kept in step with the cursor.
import { useEffect } from "react";
import { parseDeepLink, writeDeepLink } from "~/store/deep-link";
import type { EditorStore } from "~/store/editor-store";

/** `enabled: false` for a link that carries its files in its fragment: writing a deep link there would drop them. */
export function useDeepLink(store: EditorStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const link = parseDeepLink(location.hash);
    if (link) store.followLink(link);
    let last = store.get();
    return store.subscribe(() => {
      const next = store.get();
      if (next.cursor === last.cursor && next.selected === last.selected) return;
      last = next;
      if (!next.cursor) return;
      const finding = store.selectedFinding();
      writeDeepLink({ file: next.cursor.file, line: next.cursor.line, ...(finding && { finding: finding.code }) });
    });
  }, [store, enabled]);
}
