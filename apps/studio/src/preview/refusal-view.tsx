"use client";
// A refusal of the projection or the reader: its code and plain words, each argument problem on its own line.
import type { Refusal } from "@packstudio/core";
import { Plain } from "~/escaped/escaped-text";
import { refusalHeading } from "~/lib/refusal-heading";
import styles from "~/shell/panels.module.css";

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
