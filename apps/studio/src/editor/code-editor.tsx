"use client";
// The Monaco editor: @monaco-editor/react's Editor over the local Monaco, one model per pack file (its `path`),
// bound to the store (models and markers, reveals and the cursor, quick fixes).
import { Editor } from "@monaco-editor/react";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { registerOperationHovers } from "~/openapi/operation-hovers";
import type { EditorStore } from "~/store/editor-store";
import { bindEditor } from "./editor-binding";
import { languageOf } from "./file-paths";
import { registerQuickFixes } from "./lint-sync";
import { bindModels } from "./model-sync";
import { modelUri, monaco, setupMonaco, themeName } from "./monaco-setup";

interface Props {
  store: EditorStore;
  theme: "light" | "dark";
  onEditor?: (editor: monaco.editor.IStandaloneCodeEditor) => void;
  /** A read-only share: nothing can be typed, and quick fixes are not offered. */
  readOnly?: boolean;
}

function editorOptions(readOnly: boolean): monaco.editor.IStandaloneEditorConstructionOptions {
  return {
    minimap: { enabled: false },
    fontSize: 13,
    tabSize: 2,
    scrollBeyondLastLine: false,
    lightbulb: {
      enabled: readOnly ? monaco.editor.ShowLightbulbIconMode.Off : monaco.editor.ShowLightbulbIconMode.OnCode,
    },
    fixedOverflowWidgets: true,
    ariaLabel: readOnly
      ? "Pack file (read-only share)"
      : "Pack file editor. Press Control+M to make Tab move focus out of the editor.",
    readOnly,
    // Monaco hides squiggles in a read-only editor by default; a share shows its findings like the editor.
    renderValidationDecorations: "on",
    readOnlyMessage: { value: 'This is a read-only share: use "Edit a copy" to change it in your editor.' },
  };
}

export function CodeEditor({ store, theme, onEditor, readOnly = false }: Props) {
  setupMonaco();
  // Only what the Editor's props follow: typing re-renders nothing here (the models take the text).
  const openFileOf = () => store.get().openFile;
  const revealOf = () => store.get().reveal;
  const openFile = useSyncExternalStore(store.subscribe, openFileOf, openFileOf);
  const reveal = useSyncExternalStore(store.subscribe, revealOf, revealOf);
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor>();
  const options = useMemo(() => editorOptions(readOnly), [readOnly]);

  // The models exist before the Editor asks for its `path` (its creation waits for the loader's promise).
  useEffect(() => {
    registerQuickFixes(store);
    registerOperationHovers(store);
    const models = bindModels(store);
    return () => models.dispose();
  }, [store]);

  const [binding, setBinding] = useState<ReturnType<typeof bindEditor>>();
  useEffect(() => {
    if (!editor) return;
    const b = bindEditor(editor, store);
    setBinding(b);
    return () => b.dispose();
  }, [editor, store]);

  // After the Editor's own effects (a child's run first): its model is the open file's, so a reveal lands there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: openFile and reveal are what the binding reads from the store
  useEffect(() => binding?.reveal(), [binding, openFile, reveal]);

  return (
    <Editor
      path={modelUri(openFile).toString()}
      defaultValue={store.get().files[openFile] ?? ""}
      defaultLanguage={languageOf(openFile)}
      // The store's models outlive this component: unmounting must not dispose the open file's.
      keepCurrentModel
      theme={themeName(theme)}
      options={options}
      loading="Loading the editor…"
      wrapperProps={{ "data-testid": "code-editor" }}
      onMount={(e) => {
        setEditor(e);
        onEditor?.(e);
      }}
    />
  );
}
