"use client";
// Deleting a stored share with its delete key (the server checks the key; a wrong key deletes nothing).
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "~/trpc/client";
import styles from "./share.module.css";

interface Props {
  id: string;
  /** The key, when the person has just been shown it; otherwise they type it. */
  deleteKey?: string;
  onDeleted?: () => void;
}

export function DeleteShareForm({ id, deleteKey, onDeleted }: Props) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.share.delete.mutationOptions({ onSuccess: () => onDeleted?.() }));
  const [typed, setTyped] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = (deleteKey ?? typed).trim();
    if (key !== "") remove.mutate({ id, deleteKey: key });
  };

  if (remove.isSuccess) {
    return (
      <p className={styles.ok} role="status" data-testid="share-deleted">
        Deleted: the link /s/{id} no longer opens. Pages already open keep what they loaded.
      </p>
    );
  }
  return (
    <form onSubmit={submit}>
      {deleteKey === undefined && (
        <div className={styles.row}>
          <label htmlFor="share-delete-key-input">Delete key</label>
          <input
            id="share-delete-key-input"
            className={styles.linkField}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="share-delete-key-input"
          />
        </div>
      )}
      <button type="submit" disabled={remove.isPending} data-testid="share-delete">
        {remove.isPending ? "Deleting…" : "Delete this share"}
      </button>
      {remove.error && (
        <p role="alert" className={styles.error} data-testid="share-delete-error">
          {remove.error.message}
        </p>
      )}
    </form>
  );
}
