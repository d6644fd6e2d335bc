// The pack's files as Monaco models, one per file: the store's files drive the models, typing in a model edits the store.

import type { EditorStore } from "~/store/editor-store";
import { languageOf } from "./file-paths";
import { markFindings } from "./lint-sync";
import { modelUri, monaco, pathOfModel } from "./monaco-setup";

/**
 * Replace a model's text with `text` by one edit of the part that differs: the model's undo history
 * (and each file's own history across switches) keeps working, and a fix is one undo step.
 */
function replaceText(model: monaco.editor.ITextModel, text: string): void {
  const old = model.getValue();
  if (old === text) return;
  let start = 0;
  while (start < old.length && start < text.length && old.charCodeAt(start) === text.charCodeAt(start)) start++;
  let endOld = old.length;
  let endNew = text.length;
  while (endOld > start && endNew > start && old.charCodeAt(endOld - 1) === text.charCodeAt(endNew - 1)) {
    endOld--;
    endNew--;
  }
  const range = monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(endOld));
  model.pushStackElement();
  model.pushEditOperations([], [{ range, text: text.slice(start, endNew) }], () => null);
  model.pushStackElement();
}

/** Make the models match the files: create the new, update the changed, dispose the removed. */
function syncModels(files: Record<string, string>, before: Record<string, string> | undefined): void {
  for (const model of monaco.editor.getModels()) {
    const path = pathOfModel(model);
    if (path !== undefined && !(path in files)) model.dispose();
  }
  for (const [path, text] of Object.entries(files)) {
    const model = monaco.editor.getModel(modelUri(path));
    if (!model) monaco.editor.createModel(text, languageOf(path), modelUri(path));
    else if (before?.[path] !== text) replaceText(model, text);
  }
}

/** Keep models and markers in step with the store, and send every model edit (typing, undo, redo) to it. */
export function bindModels(store: EditorStore): monaco.IDisposable {
  let last = store.get();
  syncModels(last.files, undefined);
  markFindings(last.findings);

  const listeners = new Map<string, monaco.IDisposable>();
  const watch = (model: monaco.editor.ITextModel) => {
    const path = pathOfModel(model);
    const key = model.uri.toString();
    if (path === undefined || listeners.has(key)) return;
    // Runs before React renders anything: the store lints, and the markers follow in the same task.
    listeners.set(
      key,
      model.onDidChangeContent(() => store.edit(path, model.getValue())),
    );
  };
  for (const model of monaco.editor.getModels()) watch(model);
  const created = monaco.editor.onDidCreateModel(watch);
  const disposed = monaco.editor.onWillDisposeModel((m) => {
    listeners.get(m.uri.toString())?.dispose();
    listeners.delete(m.uri.toString());
  });

  const unsubscribe = store.subscribe(() => {
    const next = store.get();
    const before = last;
    last = next;
    if (next.files !== before.files) syncModels(next.files, before.files);
    // The latest findings: a model edit made while syncing may have changed the store again.
    if (next.findings !== before.findings || next.files !== before.files) markFindings(store.get().findings);
  });
  return {
    dispose() {
      unsubscribe();
      created.dispose();
      disposed.dispose();
      for (const l of listeners.values()) l.dispose();
      listeners.clear();
    },
  };
}
