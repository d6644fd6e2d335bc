"use client";
// The studio's panes: toolbar, file tree, the open file's editor, problems and the side panels.
import { readPack } from "@packstudio/core";
import { useDeferredValue, useMemo } from "react";
import type { Snapshot } from "~/share/snapshot";
import { CodeEditor } from "./code-editor";
import { FileTree } from "./file-tree";
import type { monaco } from "./monaco-setup";
import { ProblemsPanel } from "./problems-panel";
import { type SidePanel, SidePanels } from "./side-panels";
import { useEditorState, useStore } from "./store-context";
import styles from "./studio.module.css";
import type { PackTemplate } from "./template";
import type { ThemeChoice } from "./theme";
import { Toolbar } from "./toolbar";

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

export function StudioLayout(props: Props) {
  const store = useStore();
  const files = useEditorState((s) => s.files);
  const openFile = useEditorState((s) => s.openFile);
  const deferred = useDeferredValue(files);
  const packId = useMemo(() => readPack(deferred).surface?.id ?? null, [deferred]);
  return (
    <div className={styles.studio} data-testid="studio">
      <Toolbar
        packId={packId}
        templates={props.templates}
        theme={props.themeChoice}
        files={files}
        snapshot={props.snapshot}
        onTemplate={(t) => store.load(t.files, t.id)}
        onImport={(next, origin) => store.load(next, origin)}
        onFormat={() => props.editor?.getAction("editor.action.formatDocument")?.run()}
        onTheme={props.onTheme}
        onHelp={props.onHelp}
      />
      <FileTree readOnly={props.readOnly} />
      <main className={styles.center}>
        <div className={styles.editorTitle}>
          <span data-testid="open-file">{openFile}</span>
        </div>
        <div className={styles.editorHost}>
          <CodeEditor store={store} theme={props.theme} onEditor={props.onEditor} readOnly={props.readOnly} />
        </div>
        <ProblemsPanel readOnly={props.readOnly} />
      </main>
      <aside className={styles.side} aria-label="Preview panels">
        <SidePanels panel={props.panel} onPanel={props.onPanel} />
      </aside>
    </div>
  );
}
