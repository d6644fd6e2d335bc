"use client";
// A captioned snippet (a config, a command line, a request) with a copy button that says "Copied".
import { CopyButton } from "~/shell/copy-button";
import styles from "./agent.module.css";
import { PlainLines } from "./plain-lines";

interface Props {
  label: string;
  text: string;
  testId: string;
}

export function CopyBlock({ label, text, testId }: Props) {
  return (
    <figure className={styles.block}>
      <figcaption className={styles.blockHead}>
        <span className={styles.blockLabel}>{label}</span>
        <CopyButton text={text} label={label} testId={`copy-${testId}`} />
      </figcaption>
      {/* Shown with hidden characters as visible escapes (pack text); the copy is the text itself. */}
      <pre className={styles.code} data-testid={testId}>
        <PlainLines text={text} />
      </pre>
    </figure>
  );
}
