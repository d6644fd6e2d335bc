"use client";
// The CLI face: a command line as an agent types it, read with core's tokenizer and reader on Enter (by the store).
import { useId } from "react";
import { Plain } from "~/escaped/escaped-text";
import styles from "~/shell/panels.module.css";
import { useEditorState, useStore } from "~/store/store-context";

export function CommandLineInput({ placeholder }: { placeholder: string | undefined }) {
  const id = useId();
  const store = useStore();
  const line = useEditorState((s) => s.line);
  const errorId = `${id}-error`;
  const refused = line.status === "refused";
  return (
    <form
      className={styles.lineForm}
      onSubmit={(e) => {
        e.preventDefault();
        store.readLine();
      }}
      data-testid="command-line-form"
    >
      <label htmlFor={id} className={styles.fieldLabel}>
        Command line, as an agent types it
      </label>
      <div className={styles.lineRow}>
        <input
          id={id}
          type="text"
          className={`${styles.control} ${styles.mono}`}
          data-testid="command-line-input"
          value={line.text}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
          onChange={(e) => store.typeLine(e.target.value)}
        />
        <button type="submit" data-testid="command-line-read">
          Read
        </button>
      </div>
      <p className={styles.help}>
        Press <kbd>Enter</kbd> to pick the command and fill the form from the line.
      </p>
      {refused && (
        <p id={errorId} className={styles.lineError} data-testid="command-line-error" role="alert">
          <Plain text={line.message} />
        </p>
      )}
      {line.status === "read" && (
        <p className={styles.lineOk} data-testid="command-line-ok" role="status">
          Read as <code>{line.verb}</code> with {line.count} argument{line.count === 1 ? "" : "s"}.
        </p>
      )}
    </form>
  );
}
