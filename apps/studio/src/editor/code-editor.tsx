"use client";
// The Monaco editor component: creates the editor and binds it, its models and its quick fixes to the store.
import { useEffect, useRef } from "react";
import { bindEditor } from "./editor-binding";
import type { EditorStore } from "./editor-store";
import { registerQuickFixes } from "./lint-sync";
import { bindModels } from "./model-sync";
import { monaco, setupMonaco } from "./monaco-setup";

interface Props {
  store: EditorStore;
  theme: "light" | "dark";
  onEditor?: (editor: monaco.editor.IStandaloneCodeEditor) => void;
  /** A read-only share: nothing can be typed, and quick fixes are not offered. */
  readOnly?: boolean;
}

export function CodeEditor({ store, theme, onEditor, readOnly = false }: Props) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setupMonaco();
    registerQuickFixes(store);
    if (!host.current) return;
    const models = bindModels(store);
    const editor = monaco.editor.create(host.current, {
      model: null,
      automaticLayout: true,
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
    });
    const binding = bindEditor(editor, store);
    onEditor?.(editor);
    return () => {
      binding.dispose();
      models.dispose();
      editor.dispose();
    };
  }, [store, onEditor, readOnly]);

  useEffect(() => {
    monaco.editor.setTheme(theme === "dark" ? "vs-dark" : "vs");
  }, [theme]);

  return <div ref={host} style={{ width: "100%", height: "100%" }} data-testid="code-editor" />;
}
