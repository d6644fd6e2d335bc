"use client";
// "Open in editor": the pack's files become the editor's open pack (its local storage), then /editor opens.
import { useState } from "react";

// The editor's saved state (src/editor/pack-store.ts): { files, openFile, origin }.
const editorKey = "packstudio.editor.v1";

export function OpenInEditor({ id, files }: { id: string; files: Record<string, string> }) {
  const [problem, setProblem] = useState<string | undefined>();
  const open = () => {
    try {
      localStorage.setItem(editorKey, JSON.stringify({ files, openFile: "surface.json", origin: `catalog:${id}` }));
    } catch {
      setProblem("The browser's storage is full or turned off: download the .zip and open it in the editor instead.");
      return;
    }
    window.location.assign("/editor");
  };
  return (
    <>
      <button
        type="button"
        className="primary"
        data-testid="open-in-editor"
        onClick={() => {
          // The editor holds one pack: ask before replacing one that is there.
          const saved = localStorage.getItem(editorKey) !== null;
          if (
            !saved ||
            confirm(
              "Open this pack in the editor? It replaces the pack open there (download that one first to keep it).",
            )
          )
            open();
        }}
      >
        Open in editor
      </button>
      {problem && (
        <span role="alert" data-testid="open-in-editor-error">
          {problem}
        </span>
      )}
    </>
  );
}
