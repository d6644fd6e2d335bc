// The Monaco editor and the store: the editor shows the store's open file and reveals; its cursor goes back to the store.
import type { EditorStore } from "./editor-store";
import { modelUri, monaco, pathOfModel } from "./monaco-setup";

/** Bind `editor` to `store` (after bindModels, so the models exist). */
export function bindEditor(editor: monaco.editor.IStandaloneCodeEditor, store: EditorStore): monaco.IDisposable {
  // True while the store's state is applied to the editor: the cursor moves this makes are not the person's.
  let applying = false;
  let lastNonce: number | undefined;

  const apply = () => {
    const { openFile, reveal } = store.get();
    applying = true;
    try {
      const model = monaco.editor.getModel(modelUri(openFile));
      if (model && editor.getModel() !== model) editor.setModel(model);
      if (reveal && reveal.nonce !== lastNonce && reveal.file === openFile && model) {
        lastNonce = reveal.nonce;
        const range = new monaco.Range(reveal.line, reveal.column, reveal.endLine, reveal.endColumn);
        editor.setSelection(range);
        editor.revealRangeInCenterIfOutsideViewport(range);
        if (reveal.focus) editor.focus();
      }
    } finally {
      applying = false;
    }
  };
  apply();
  const unsubscribe = store.subscribe(apply);

  const cursor = editor.onDidChangeCursorPosition((e) => {
    if (applying) return;
    const model = editor.getModel();
    const path = model ? pathOfModel(model) : undefined;
    if (path !== undefined) store.moveCursor(path, e.position.lineNumber, e.position.column);
  });
  // Monaco switched models by itself (a link, go to definition): the store follows, so the tree and header agree.
  const switched = editor.onDidChangeModel((e) => {
    if (applying || !e.newModelUrl) return;
    const model = monaco.editor.getModel(e.newModelUrl);
    const path = model ? pathOfModel(model) : undefined;
    if (path !== undefined) store.open(path);
  });

  return {
    dispose() {
      unsubscribe();
      cursor.dispose();
      switched.dispose();
    },
  };
}
