"use client";
// "Open in editor": the pack's files become the editor's open pack (its local storage), then /editor opens.
import { studioRoutes } from "@packstudio/core";
import { useState } from "react";
import { loadSavedState, saveState } from "~/store/pack-store";

export function OpenInEditor({ id, files }: { id: string; files: Record<string, string> }) {
  const [problem, setProblem] = useState<string | undefined>();
  const open = () => {
    if (!saveState({ files, openFile: "surface.json", origin: `catalog:${id}` })) {
      setProblem("The browser's storage is full or turned off: download the .zip and open it in the editor instead.");
      return;
    }
    window.location.assign(studioRoutes.editor);
  };
  return (
    <>
      <button
        type="button"
        className="primary"
        data-testid="open-in-editor"
        onClick={() => {
          // The editor holds one pack: ask before replacing one that is there.
          if (
            !loadSavedState() ||
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
