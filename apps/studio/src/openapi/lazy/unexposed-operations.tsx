"use client";
// The editor's "Operations not exposed": the document's operations no command sends, each with an Add button
// that makes it a command in one click (its verb in surface.json, its policy row), or why it cannot be one.
import { LineIndex } from "@packstudio/core";
import { useId, useMemo, useState } from "react";
import { Plain } from "~/escaped/escaped-text";
import preview from "~/shell/panels.module.css";
import { useStore } from "~/store/store-context";
import styles from "../openapi.module.css";
import { addOperation, unexposedOperations } from "./add-operation";

/** Where `"key":` starts in `text` (the new verb), for the editor to show it. */
function keyPosition(text: string, key: string): { line: number; column: number } {
  const at = text.indexOf(`${JSON.stringify(key)}:`);
  return at < 0 ? { line: 1, column: 1 } : new LineIndex(text).position(at);
}

export function UnexposedOperations({ files }: { files: Record<string, string> }) {
  const id = useId();
  const store = useStore();
  const [message, setMessage] = useState<string | undefined>();
  const operations = useMemo(() => unexposedOperations(files), [files]);
  if (!operations) return null;

  const add = (name: string) => {
    const added = addOperation(store.get().files, name);
    if (!added.ok) {
      setMessage(added.message);
      return;
    }
    setMessage(`Added the command "${added.key}" and its policy row: it sends ${name}.`);
    const surface = added.files["surface.json"] ?? "";
    store.changeFiles(added.files, { file: "surface.json", ...keyPosition(surface, added.key) });
  };

  return (
    <section className={preview.section} aria-labelledby={`${id}-title`} data-testid="unexposed-operations">
      <h3 id={`${id}-title`} className={preview.sectionTitle}>
        Operations not exposed <span className={preview.soft}>({operations.length})</span>
      </h3>
      <p className={preview.help}>
        The document's operations no command sends. Add one to make it a command: its verb goes into{" "}
        <code>surface.json</code> with the arguments and card init would give it, and a policy row into{" "}
        <code>policy.json</code> (a write asks a person every time).
      </p>
      {message && (
        <p className={preview.soft} role="status" data-testid="unexposed-message">
          <Plain text={message} />
        </p>
      )}
      {operations.length === 0 ? (
        <p className={preview.soft}>Every operation of the document is a command.</p>
      ) : (
        <ul className={styles.operations}>
          {operations.map((op) => (
            <li key={op.name} className={styles.operation} data-testid="unexposed-operation" data-name={op.name}>
              <span className={styles.operationText}>
                <span>
                  <span className={styles.method}>{op.method}</span>
                  <code>
                    <Plain text={op.path} />
                  </code>
                  {op.operationId !== undefined && (
                    <span className={preview.soft}>
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
                  <span className={styles.reason} data-testid="unexposed-reason">
                    Cannot be a command: <Plain text={op.reason} />
                  </span>
                )}
              </span>
              <button
                type="button"
                data-testid="add-operation"
                disabled={store.readOnly || op.reason !== undefined}
                aria-label={`Add ${op.name} as a command`}
                onClick={() => add(op.name)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
