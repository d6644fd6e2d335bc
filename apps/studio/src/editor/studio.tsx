"use client";
// The studio shell: the store for one pack, and the layout of toolbar, file tree, editor, problems and side panels.
import { useCallback, useEffect, useState } from "react";
import type { Snapshot } from "~/share/snapshot";
import { initialStore } from "~/store/initial-store";
import { StoreContext } from "~/store/store-context";
import type { PackTemplate } from "~/store/template";
import { HelpDialog } from "./help-dialog";
import type { monaco } from "./monaco-setup";
import { onPackPartChange } from "./pack-parts";
import { type SidePanel, sidePanels } from "./side-panels";
import { StudioLayout } from "./studio-layout";
import { useDeepLink } from "./use-deep-link";
import { useStudioKeys } from "./use-studio-keys";
import { useTheme } from "./use-theme";

/** `snapshot` opens a share read-only (no edits, no file changes) instead of the person's saved pack. */
export function Studio({ templates, snapshot }: { templates: PackTemplate[]; snapshot?: Snapshot }) {
  const [store] = useState(() => initialStore(templates, snapshot));
  const readOnly = snapshot !== undefined;
  // A link that carries its files keeps them in its fragment: deep links there would overwrite them.
  useDeepLink(store, snapshot?.id !== null);
  const { choice, theme, choose } = useTheme();
  const [panel, setPanel] = useState<SidePanel>("preview");
  const [help, setHelp] = useState(false);
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor | undefined>();
  const openHelp = useCallback(() => setHelp(true), []);
  const onPanel = useCallback((i: number) => setPanel(sidePanels[i]?.[0] ?? "preview"), []);
  useStudioKeys({ onHelp: openHelp, onPanel });

  // An openapi pack read before the OpenAPI support arrived is linted and shown again once it is there.
  useEffect(() => onPackPartChange(() => store.relint()), [store]);

  useEffect(() => {
    const save = () => store.saveNow();
    window.addEventListener("pagehide", save);
    // Opening HARNESS.md shows what an agent reads from it.
    let open = store.get().openFile;
    const unsubscribe = store.subscribe(() => {
      const next = store.get().openFile;
      if (next !== open && next === "HARNESS.md") setPanel("skill");
      open = next;
    });
    return () => {
      window.removeEventListener("pagehide", save);
      unsubscribe();
    };
  }, [store]);

  return (
    <StoreContext.Provider value={store}>
      <StudioLayout
        templates={templates}
        snapshot={snapshot}
        theme={theme}
        themeChoice={choice}
        onTheme={choose}
        editor={editor}
        onEditor={setEditor}
        readOnly={readOnly}
        panel={panel}
        onPanel={setPanel}
        onHelp={openHelp}
      />
      <HelpDialog open={help} onClose={() => setHelp(false)} />
    </StoreContext.Provider>
  );
}
