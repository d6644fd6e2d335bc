"use client";
// A refusal of the projection or the reader: its code and plain words, each argument problem on its own line.
import type { Refusal, RefusalCode } from "@packstudio/core";
import { Plain } from "./escaped-text";
import styles from "./preview.module.css";

const headings: Record<RefusalCode, string> = {
  unknown_command: "Unknown command",
  unknown_argument: "An argument the command does not take",
  missing_argument: "A required argument is missing",
  invalid_argument: "An argument has the wrong type or value",
  pack_invalid: "The pack does not pass lint",
  no_project: "No project folder",
};

export function refusalHeading(code: RefusalCode): string {
  return headings[code] ?? code;
}

export function RefusalView({ error }: { error: Refusal }) {
  const problems = error.problems ?? [];
  return (
    <div className={styles.refusal} data-testid="refusal" data-code={error.code}>
      <p className={styles.refusalHead}>
        <strong>Refused: {refusalHeading(error.code)}</strong> <code data-testid="refusal-code">{error.code}</code>
      </p>
      {problems.length > 0 ? (
        <ul className={styles.problemList} data-testid="refusal-problems">
          {problems.map((p) => (
            <li key={`${p.code}:${p.name}:${p.message}`}>
              <Plain text={p.message} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.refusalMessage} data-testid="refusal-message">
          <Plain text={error.message} />
        </p>
      )}
    </div>
  );
}
