"use client";
// The "New pack from an OpenAPI document" dialog: upload or paste a document, choose its operations (at most 12;
// each one that cannot be a command is listed with why), and the pack core's init would make opens in the editor.
import { byteSize } from "@packstudio/core";
import { useId, useRef, useState } from "react";
import studio from "~/editor/studio.module.css";
import { Plain } from "~/escaped/escaped-text";
import { useStore } from "~/store/store-context";
import styles from "../openapi.module.css";
import { type DocumentChoices, documentChoices, packFromChoices } from "./document-choices";

/** A pack holds 12 commands at most (M011). */
const maxChosen = 12;
/** An OpenAPI document may hold 4 MiB (DECISIONS 14). */
const maxBytes = 4 * 1024 * 1024;

type Read = Extract<DocumentChoices, { ok: true }>;

export function NewFromDocumentDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const store = useStore();
  const ref = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [read, setRead] = useState<Read | undefined>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const show = (dialog: HTMLDialogElement | null) => {
    ref.current = dialog;
    if (dialog && !dialog.open) dialog.showModal();
  };

  const readText = async (source: string) => {
    setError(undefined);
    setRead(undefined);
    if (source.trim() === "") {
      setError("Paste a document or upload a file first.");
      return;
    }
    setBusy(true);
    // A frame to show "Reading…" first: a large document takes a moment.
    await new Promise((done) => setTimeout(done, 0));
    const choices = documentChoices(source);
    setBusy(false);
    if (!choices.ok) setError(choices.message);
    else {
      setRead(choices);
      setChosen(choices.preselected);
    }
  };

  const upload = async (list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    if (file.size > maxBytes) {
      setError(`"${file.name}" is ${byteSize(file.size)}; an OpenAPI document may hold 4 MiB.`);
      return;
    }
    const source = await file.text();
    setText(source);
    await readText(source);
  };

  const create = () => {
    if (!read) return;
    const made = packFromChoices(text, chosen);
    if (!made.ok) {
      setError(made.message);
      return;
    }
    store.load(made.files, "openapi");
    ref.current?.close();
  };

  const toggle = (name: string, on: boolean) =>
    setChosen((list) => (on ? [...list, name] : list.filter((n) => n !== name)));
  const ordered = read ? read.operations.map((op) => op.name).filter((n) => chosen.includes(n)) : [];

  return (
    <dialog
      ref={show}
      className={`${studio.dialog} ${styles.dialog}`}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      data-testid="openapi-dialog"
    >
      <div className={styles.dialogBody}>
        <h2 id={`${id}-title`}>New pack from an OpenAPI document</h2>
        <p>
          An OpenAPI 3.0 or 3.1 document, YAML or JSON, up to 4 MiB. The studio reads it here in the page and never
          fetches anything it names. The new pack replaces the open one: download that first to keep it.
        </p>
        <div className={styles.row}>
          <label htmlFor={`${id}-file`}>Upload a document</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml"
            data-testid="openapi-file"
            onChange={(e) => void upload(e.target.files)}
          />
        </div>
        <label htmlFor={`${id}-text`}>Or paste it</label>
        <textarea
          id={`${id}-text`}
          className={styles.source}
          value={text}
          spellCheck={false}
          data-testid="openapi-text"
          onChange={(e) => {
            setText(e.target.value);
            setRead(undefined);
          }}
        />
        <div className={styles.row}>
          <button type="button" disabled={busy} data-testid="openapi-read" onClick={() => void readText(text)}>
            {busy ? "Reading…" : "Read the document"}
          </button>
        </div>
        {error && (
          <p className={styles.error} role="alert" data-testid="openapi-error">
            <Plain text={error} />
          </p>
        )}
        {read && (
          <fieldset className={styles.operations} data-testid="openapi-operations">
            <legend>
              Operations of <Plain text={read.title} /> (OpenAPI {read.version}): choose up to {maxChosen}.{" "}
              <span data-testid="openapi-chosen-count">{chosen.length} chosen</span>
            </legend>
            {read.operations.map((op) => {
              const checked = chosen.includes(op.name);
              const full = !checked && chosen.length >= maxChosen;
              return (
                <label
                  key={op.name}
                  className={styles.choice}
                  data-testid="openapi-operation"
                  data-name={op.name}
                  data-skipped={op.reason !== undefined || undefined}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={op.reason !== undefined || full}
                    onChange={(e) => toggle(op.name, e.target.checked)}
                  />
                  <span className={styles.operationText}>
                    <span>
                      <span className={styles.method}>{op.method}</span>
                      <code>
                        <Plain text={op.path} />
                      </code>
                      {op.operationId !== undefined && (
                        <span>
                          {" "}
                          <Plain text={op.operationId} />
                        </span>
                      )}
                    </span>
                    {op.summary && (
                      <span>
                        <Plain text={op.summary} />
                      </span>
                    )}
                    {op.reason && (
                      <span className={styles.reason} data-testid="openapi-skip-reason">
                        Skipped: <Plain text={op.reason} />
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        <div className={styles.actions}>
          <button type="button" onClick={() => ref.current?.close()}>
            Cancel
          </button>
          <button
            type="button"
            className="primary"
            disabled={!read || ordered.length === 0}
            data-testid="openapi-create"
            onClick={create}
          >
            Make the pack and open it
          </button>
        </div>
      </div>
    </dialog>
  );
}
