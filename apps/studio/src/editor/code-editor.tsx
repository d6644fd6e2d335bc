"use client";
// The Monaco editor: one model per pack file (undo survives file switches), live lint on every change.
import { useEffect, useRef } from "react";
import { languageOf } from "./file-paths";
import { lintAndMark, registerQuickFixes } from "./lint-sync";
import { modelUri, monaco, pathOfModel, setupMonaco } from "./monaco-setup";
import type { PackStore } from "./pack-store";

export interface Reveal {
  file: string;
  line: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** Changes on every request, so revealing the same spot twice works. */
  nonce: number;
}

interface Props {
  store: PackStore;
  theme: "light" | "dark";
  reveal: Reveal | undefined;
  onEditor?: (editor: monaco.editor.IStandaloneCodeEditor) => void;
  onCursor?: (file: string, line: number) => void;
  /** A read-only share: nothing can be typed, and quick fixes are not offered. */
  readOnly?: boolean;
}

/** Make the models match the pack's files: create, update from outside changes, dispose removed. */
function syncModels(files: Record<string, string>): void {
  const wanted = new Set(Object.keys(files));
  for (const model of monaco.editor.getModels()) {
    const path = pathOfModel(model);
    if (path !== undefined && !wanted.has(path)) model.dispose();
  }
  for (const [path, text] of Object.entries(files)) {
    const uri = modelUri(path);
    const model = monaco.editor.getModel(uri);
    if (!model) monaco.editor.createModel(text, languageOf(path), uri);
    else if (model.getValue() !== text) model.setValue(text);
  }
}

export function CodeEditor({ store, theme, reveal, onEditor, onCursor, readOnly = false }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);

  useEffect(() => {
    setupMonaco();
    registerQuickFixes();
    if (!host.current) return;
    const state = store.get();
    syncModels(state.files);
    const editor = monaco.editor.create(host.current, {
      model: monaco.editor.getModel(modelUri(state.openFile)) ?? null,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      scrollBeyondLastLine: false,
      lightbulb: {
        enabled: readOnly ? monaco.editor.ShowLightbulbIconMode.Off : monaco.editor.ShowLightbulbIconMode.OnCode,
      },
      fixedOverflowWidgets: true,
      ariaLabel: readOnly ? "Pack file (read-only share)" : "Pack file editor",
      readOnly,
      // Monaco hides squiggles in a read-only editor by default; a share shows its findings like the editor.
      renderValidationDecorations: "on",
      readOnlyMessage: { value: 'This is a read-only share: use "Edit a copy" to change it in your editor.' },
    });
    editorRef.current = editor;
    onEditor?.(editor);
    store.setFindings(lintAndMark(state.files));

    // Every edit of any model: update the pack, lint it, mark it - before React renders anything.
    // True while a model edit updates the store, so the store listener does not lint twice.
    let fromModel = false;
    const listeners = new Map<string, monaco.IDisposable>();
    const watch = (model: monaco.editor.ITextModel) => {
      const path = pathOfModel(model);
      if (path === undefined || listeners.has(model.uri.toString())) return;
      listeners.set(
        model.uri.toString(),
        model.onDidChangeContent(() => {
          const files = { ...store.get().files, [path]: model.getValue() };
          const findings = lintAndMark(files);
          fromModel = true;
          store.set({ files });
          fromModel = false;
          store.setFindings(findings);
        }),
      );
    };
    for (const model of monaco.editor.getModels()) watch(model);
    const created = monaco.editor.onDidCreateModel(watch);
    const disposed = monaco.editor.onWillDisposeModel((m) => {
      listeners.get(m.uri.toString())?.dispose();
      listeners.delete(m.uri.toString());
    });
    const cursor = editor.onDidChangeCursorPosition((e) => {
      const model = editor.getModel();
      const path = model ? pathOfModel(model) : undefined;
      if (path !== undefined) onCursor?.(path, e.position.lineNumber);
    });

    // Outside changes (template, upload, add, rename, remove): re-sync models and the open file.
    let last = store.get();
    const unsubscribe = store.subscribe(() => {
      const next = store.get();
      if (next.files !== last.files && !fromModel) {
        last = next;
        syncModels(next.files);
        store.setFindings(lintAndMark(next.files));
      }
      if (next.openFile !== last.openFile || editor.getModel() === null) {
        const model = monaco.editor.getModel(modelUri(next.openFile));
        if (model && editor.getModel() !== model) editor.setModel(model);
      }
      last = next;
    });
    return () => {
      unsubscribe();
      created.dispose();
      disposed.dispose();
      cursor.dispose();
      for (const l of listeners.values()) l.dispose();
      editor.dispose();
    };
  }, [store, onEditor, onCursor, readOnly]);

  useEffect(() => {
    monaco.editor.setTheme(theme === "dark" ? "vs-dark" : "vs");
  }, [theme]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !reveal) return;
    const model = monaco.editor.getModel(modelUri(reveal.file));
    if (!model) return;
    if (editor.getModel() !== model) editor.setModel(model);
    const range = new monaco.Range(
      reveal.line,
      reveal.column ?? 1,
      reveal.endLine ?? reveal.line,
      reveal.endColumn ?? reveal.column ?? 1,
    );
    editor.setSelection(range);
    editor.revealRangeInCenterIfOutsideViewport(range);
    editor.focus();
  }, [reveal]);

  return <div ref={host} style={{ width: "100%", height: "100%" }} data-testid="code-editor" />;
}
