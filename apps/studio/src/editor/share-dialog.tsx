"use client";
// "Share": a stored, immutable link (/s/<id>, optional expiry, a delete key shown once) or a link carrying the files (#z:).
import type { Expiry } from "@packstudio/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Encoded, encodeFragment } from "~/share/fragment";
import { CopyButton } from "~/shell/copy-button";
import { useTRPC } from "~/trpc/client";
import styles from "./share.module.css";
import { DeleteShareForm } from "./share-delete";
import studio from "./studio.module.css";

// Keyed by core's expiries, so a new one is a compile error here; listed in this order ("never" first).
const expiryLabels: Record<Expiry, string> = {
  never: "Never expires",
  "1d": "Expires in 1 day",
  "1w": "Expires in 1 week",
  "1m": "Expires in 1 month",
};

export function ShareButton({ files, packId }: { files: Record<string, string>; packId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="share-button">
        Share
      </button>
      {/* Mounted only while open: the delete key is gone once the dialog closes. */}
      {open && <ShareDialog files={files} packId={packId} onClose={() => setOpen(false)} />}
    </>
  );
}

function LinkField({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div className={styles.row}>
      <input
        className={styles.linkField}
        readOnly
        value={value}
        aria-label={label}
        data-testid={testId}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton text={value} label={label} />
    </div>
  );
}

function ShareDialog(props: { files: Record<string, string>; packId: string | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // The pack as it was when Share was pressed: later edits do not change what is shared.
  const [files] = useState(props.files);
  const [expiry, setExpiry] = useState<Expiry>("never");
  const [fragment, setFragment] = useState<Encoded | undefined>();
  const trpc = useTRPC();
  const create = useMutation(trpc.share.create.mutationOptions());

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const created = create.data;
  return (
    <dialog
      ref={ref}
      className={`${studio.dialog} ${styles.dialog}`}
      onClose={props.onClose}
      aria-labelledby="share-title"
      data-testid="share-dialog"
    >
      <h2 id="share-title">Share {props.packId ?? "this pack"}</h2>
      <p className={styles.lead}>
        A link opens a read-only copy of the pack as it is now, in the full studio: lint, previews and approval cards,
        with "Edit a copy". Later edits here do not change it.
      </p>

      <h3>Stored link</h3>
      {!created && (
        <div className={styles.row}>
          <select
            aria-label="Expiry"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value as Expiry)}
            data-testid="share-expiry"
          >
            {Object.entries(expiryLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="primary"
            disabled={create.isPending}
            onClick={() => create.mutate({ files, expiry })}
            data-testid="share-create"
          >
            {create.isPending ? "Creating…" : "Create link"}
          </button>
        </div>
      )}
      {create.error && (
        <p role="alert" className={styles.error} data-testid="share-error">
          {create.error.message}
        </p>
      )}
      {created && (
        <>
          <LinkField value={new URL(created.path, location.origin).href} label="the link" testId="share-link" />
          <p className={styles.note}>
            {created.expiresAt ? `Opens until ${new Date(created.expiresAt).toLocaleString()}.` : "Never expires."}{" "}
            Anyone with the link can open it; nothing lists it.
          </p>
          <div className={styles.keyBox}>
            <strong>Save the delete key now: it is shown only this once.</strong> With it you can delete the share later
            (open the link, then "Delete…").
            <LinkField value={created.deleteKey} label="the delete key" testId="share-delete-key" />
            <DeleteShareForm id={created.id} deleteKey={created.deleteKey} />
          </div>
        </>
      )}

      <h3>Link without storing</h3>
      <p className={styles.lead}>
        A small pack fits in the link itself: nothing is stored on the server, so the link never expires and cannot be
        deleted.
      </p>
      {fragment?.ok ? (
        <LinkField
          value={new URL(fragment.path, location.origin).href}
          label="the link with the files in it"
          testId="share-fragment-link"
        />
      ) : (
        <button
          type="button"
          onClick={async () => setFragment(await encodeFragment(files))}
          data-testid="share-fragment"
        >
          Link without storing
        </button>
      )}
      {fragment && !fragment.ok && (
        <p role="alert" className={styles.error} data-testid="share-fragment-error">
          {fragment.message}
        </p>
      )}

      <form method="dialog" className={styles.footer}>
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
