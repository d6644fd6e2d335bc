"use client";
// A read-only share's part of the toolbar: what is open, "Edit a copy" (into the person's editor) and "Delete…".
import { studioRoutes } from "@packstudio/core";
import { useEffect, useRef, useState } from "react";
import { sameFiles } from "~/lib/same-files";
import type { Snapshot } from "~/share/snapshot";
import { loadSavedState, saveState } from "~/store/pack-store";
import styles from "./share.module.css";
import { DeleteShareForm } from "./share-delete";
import studio from "./studio.module.css";

export function SnapshotActions({ snapshot }: { snapshot: Snapshot }) {
  const [message, setMessage] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  const editCopy = () => {
    const saved = loadSavedState();
    if (
      saved &&
      !sameFiles(saved.files, snapshot.files) &&
      !confirm("Replace the pack in your editor with a copy of this share? Download yours first to keep it.")
    )
      return;
    const files = { ...snapshot.files };
    const openFile = "surface.json" in files ? "surface.json" : (Object.keys(files)[0] ?? "surface.json");
    const origin = snapshot.id ? `share:${snapshot.id}` : "link";
    if (!saveState({ files, openFile, origin })) {
      setMessage("This browser's storage is full or disabled: download the .zip and open it in the editor instead.");
      return;
    }
    location.assign(studioRoutes.editor);
  };

  return (
    <>
      <span className={styles.badge} data-testid="read-only-badge">
        {snapshot.id ? (
          <>
            Read-only share <code>{snapshot.id}</code>
          </>
        ) : (
          "Read-only link (not stored)"
        )}
        {snapshot.expiresAt && ` · until ${new Date(snapshot.expiresAt).toLocaleDateString()}`}
      </span>
      <button type="button" className="primary" onClick={editCopy} data-testid="edit-copy">
        Edit a copy
      </button>
      {snapshot.id && (
        <button type="button" onClick={() => setDeleting(true)} data-testid="share-delete-open">
          Delete…
        </button>
      )}
      {snapshot.id && deleting && <DeleteDialog id={snapshot.id} onClose={() => setDeleting(false)} />}
      {message && (
        <p role="alert" className={studio.toolbarError}>
          {message}
        </p>
      )}
    </>
  );
}

function DeleteDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${studio.dialog} ${styles.dialog}`}
      onClose={onClose}
      aria-labelledby="delete-title"
      data-testid="share-delete-dialog"
    >
      <h2 id="delete-title">Delete share {id}</h2>
      <p className={styles.lead}>Give the delete key shown when the link was created. The link then opens nothing.</p>
      <DeleteShareForm id={id} />
      <form method="dialog" className={styles.footer}>
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
