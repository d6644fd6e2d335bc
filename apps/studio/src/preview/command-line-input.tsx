"use client";
// The CLI face: a command line as an agent types it, read with core's tokenizer and reader on Enter.
import { type ParsedCommandLine, parseTokens, type SurfaceView, tokenizeCommandLine } from "@packstudio/core";
import { type FormEvent, useId, useState } from "react";
import { Plain } from "./escaped-text";
import styles from "./preview.module.css";
import { refusalHeading } from "./refusal-view";

type Status = { kind: "idle" } | { kind: "read"; verb: string; count: number } | { kind: "error"; message: string };

export function CommandLineInput({
  surface,
  placeholder,
  onRead,
}: {
  surface: SurfaceView;
  placeholder: string | undefined;
  onRead: (parsed: ParsedCommandLine) => void;
}) {
  const id = useId();
  const [line, setLine] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const read = (e: FormEvent) => {
    e.preventDefault();
    const words = tokenizeCommandLine(line);
    if (!words.ok) {
      setStatus({
        kind: "error",
        message: `The line cannot be split into words: ${words.message} (at character ${words.offset + 1}).`,
      });
      return;
    }
    const parsed = parseTokens(surface, words.tokens);
    if (!parsed.ok) {
      setStatus({ kind: "error", message: `${refusalHeading(parsed.error.code)}. ${parsed.error.message}` });
      return;
    }
    setStatus({ kind: "read", verb: parsed.verb, count: Object.keys(parsed.args).length });
    onRead(parsed);
  };
  const errorId = `${id}-error`;
  return (
    <form className={styles.lineForm} onSubmit={read} data-testid="command-line-form">
      <label htmlFor={id} className={styles.fieldLabel}>
        Command line, as an agent types it
      </label>
      <div className={styles.lineRow}>
        <input
          id={id}
          type="text"
          className={`${styles.control} ${styles.mono}`}
          data-testid="command-line-input"
          value={line}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={status.kind === "error" || undefined}
          aria-describedby={status.kind === "error" ? errorId : undefined}
          onChange={(e) => {
            setLine(e.target.value);
            if (status.kind !== "idle") setStatus({ kind: "idle" });
          }}
        />
        <button type="submit" data-testid="command-line-read">
          Read
        </button>
      </div>
      <p className={styles.help}>
        Press <kbd>Enter</kbd> to pick the command and fill the form from the line.
      </p>
      {status.kind === "error" && (
        <p id={errorId} className={styles.lineError} data-testid="command-line-error" role="alert">
          <Plain text={status.message} />
        </p>
      )}
      {status.kind === "read" && (
        <p className={styles.lineOk} data-testid="command-line-ok" role="status">
          Read as <code>{status.verb}</code> with {status.count} argument{status.count === 1 ? "" : "s"}.
        </p>
      )}
    </form>
  );
}
