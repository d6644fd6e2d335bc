"use client";
// The studio's app shell: toolbar, file tree, editor, problems and side panels in resizable panes that scroll
// inside a window-high grid; below 900 px one pane at a time, picked with tabs.
import { readPack } from "@packstudio/core";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { Snapshot } from "~/share/snapshot";
import { useEditorState, useStore } from "~/store/store-context";
import type { PackTemplate } from "~/store/template";
import { CodeEditor } from "./code-editor";
import { FileTree } from "./file-tree";
import type { monaco } from "./monaco-setup";
import { readyFor } from "./pack-parts";
import { ProblemsPanel } from "./problems-panel";
import { type SidePanel, SidePanels } from "./side-panels";
import { Splitter } from "./splitter";
import styles from "./studio.module.css";
import { panelId, TabList } from "./tab-list";
import type { ThemeChoice } from "./theme";
import { Toolbar } from "./toolbar";
import { type PaneSizes, usePaneSizes } from "./use-pane-sizes";

interface Props {
  templates: PackTemplate[];
  snapshot: Snapshot | undefined;
  theme: "light" | "dark";
  themeChoice: ThemeChoice;
  onTheme: (choice: ThemeChoice) => void;
  editor: monaco.editor.IStandaloneCodeEditor | undefined;
  onEditor: (editor: monaco.editor.IStandaloneCodeEditor) => void;
  readOnly: boolean;
  panel: SidePanel;
  onPanel: (panel: SidePanel) => void;
  onHelp: () => void;
}

type Pane = "files" | "editor" | "problems" | "preview";
const panes = [
  ["files", "Files"],
  ["editor", "Editor"],
  ["problems", "Problems"],
  ["preview", "Preview"],
] as const satisfies readonly (readonly [Pane, string])[];

/** Each resizable pane's divider: what it says to a screen reader, its axis, which edge it sits on, its bounds. */
const dividers = {
  tree: { label: "Resize the file tree", axis: "x", edge: "end", min: 140, max: 480 },
  problems: { label: "Resize the problems panel", axis: "y", edge: "start", min: 80, max: 640 },
  side: { label: "Resize the side panels", axis: "x", edge: "start", min: 300, max: 960 },
} as const satisfies Record<
  keyof PaneSizes,
  { label: string; axis: "x" | "y"; edge: "start" | "end"; min: number; max: number }
>;

export function StudioLayout(props: Props) {
  const store = useStore();
  const files = useEditorState((s) => s.files);
  const openFile = useEditorState((s) => s.openFile);
  const errors = useEditorState((s) => s.findings).filter((f) => f.severity === "error").length;
  const deferred = useDeferredValue(files);
  const packId = useMemo(() => readPack(deferred).surface?.id ?? null, [deferred]);
  const { sizes, resize, style } = usePaneSizes();
  const divider = (name: keyof PaneSizes) => (
    <Splitter {...dividers[name]} size={sizes[name]} onSize={(px) => resize(name, px)} testId={`split-${name}`} />
  );
  // Narrow screens show one pane: opening a file or a finding shows the editor.
  const [pane, setPane] = useState<Pane>("editor");
  useEffect(() => {
    let last = store.get();
    return store.subscribe(() => {
      const next = store.get();
      if (next.openFile !== last.openFile || next.reveal !== last.reveal) setPane("editor");
      last = next;
    });
  }, [store]);

  return (
    <div className={styles.studio} data-testid="studio" data-pane={pane} style={style}>
      <Toolbar
        packId={packId}
        templates={props.templates}
        theme={props.themeChoice}
        files={files}
        snapshot={props.snapshot}
        // An openapi pack opens with its document read: the OpenAPI support loads first.
        onTemplate={(t) => void readyFor(t.files).then(() => store.load(t.files, t.id))}
        onImport={(next, origin) => void readyFor(next).then(() => store.load(next, origin))}
        onFormat={() => props.editor?.getAction("editor.action.formatDocument")?.run()}
        onTheme={props.onTheme}
        onHelp={props.onHelp}
      />
      {/* In a landmark of its own, as all content is (axe's "region" on a phone, where these tabs show). */}
      <nav className={styles.paneTabs} aria-label="Studio panes">
        <TabList
          idPrefix="pane"
          label="Studio panes"
          className={styles.paneTabList}
          tabs={panes.map(([id, label]) =>
            id === "problems" && errors > 0 ? ([id, `${label} (${errors})`] as const) : ([id, label] as const),
          )}
          current={pane}
          onSelect={setPane}
          controls={(id) => (id === "editor" ? "main" : panelId("pane", id))}
        />
      </nav>
      {/* Each divider sits inside the pane it resizes, so every control is inside a landmark. */}
      <nav className={styles.treePane} aria-label="Pack files" id={panelId("pane", "files")}>
        <div className={styles.paneScroll}>
          <FileTree readOnly={props.readOnly} />
        </div>
        {divider("tree")}
      </nav>
      <main className={styles.center} id="main" tabIndex={-1}>
        <div className={styles.editorTitle}>
          <span data-testid="open-file">{openFile}</span>
        </div>
        <div className={styles.editorHost}>
          <CodeEditor store={store} theme={props.theme} onEditor={props.onEditor} readOnly={props.readOnly} />
        </div>
        {!props.readOnly && (
          <p className={styles.tabHint} data-testid="tab-hint">
            <kbd>Tab</kbd> indents in the editor: press <kbd>Ctrl</kbd>+<kbd>M</kbd> to make it move focus instead.
          </p>
        )}
      </main>
      <section className={styles.problemsPane} aria-label="Problems" id={panelId("pane", "problems")}>
        <div className={styles.paneScroll}>
          <ProblemsPanel readOnly={props.readOnly} />
        </div>
        {divider("problems")}
      </section>
      <aside className={styles.side} aria-label="Preview panels" id={panelId("pane", "preview")}>
        <SidePanels panel={props.panel} onPanel={props.onPanel} />
        {divider("side")}
      </aside>
    </div>
  );
}
