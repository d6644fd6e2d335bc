// The Monaco editor and the store: a reveal the store asks for lands in the editor; the person's cursor goes back to the store.
import type { EditorStore } from "~/store/editor-store";
import { monaco, pathOfModel } from "./monaco-setup";

export interface EditorBinding extends monaco.IDisposable {
  /** Show the store's pending reveal, once the editor's model is the open file (after the Editor's `path` switch). */
  reveal(): void;
}

/** Bind `editor` (whose model follows the store's open file through the Editor's `path`) to `store`. */
export function bindEditor(editor: monaco.editor.IStandaloneCodeEditor, store: EditorStore): EditorBinding {
  // True while the store's state is applied to the editor: the cursor moves this makes are not the person's.
  let applying = false;
  let lastNonce: number | undefined;

  const reveal = () => {
    const { openFile, reveal } = store.get();
    const model = editor.getModel();
    if (!reveal || reveal.nonce === lastNonce || reveal.file !== openFile || !model) return;
    if (pathOfModel(model) !== openFile) return;
    lastNonce = reveal.nonce;
    applying = true;
    try {
      const range = new monaco.Range(reveal.line, reveal.column, reveal.endLine, reveal.endColumn);
      editor.setSelection(range);
      editor.revealRangeInCenterIfOutsideViewport(range);
      if (reveal.focus) editor.focus();
    } finally {
      applying = false;
    }
  };

  const cursor = editor.onDidChangeCursorPosition((e) => {
    // A file's saved view state coming back on a switch is not the person moving the cursor.
    if (applying || e.source === "restoreState") return;
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
    reveal,
    dispose() {
      cursor.dispose();
      switched.dispose();
    },
  };
}
