"use client";
// The problems panel: every finding of every file; a click (or Enter) opens the file at the spot.
import type { Finding } from "@packstudio/core";
import { lintCodeInfo } from "@packstudio/core";
import { ruleHref } from "./lint-sync";
import styles from "./studio.module.css";

interface Props {
  findings: Finding[];
  selected: string | undefined;
  onOpen: (finding: Finding) => void;
}

export function findingKey(f: Finding): string {
  return `${f.file}:${f.range.start.line}:${f.range.start.column}:${f.code}`;
}

function count(findings: Finding[], severity: Finding["severity"]): number {
  return findings.filter((f) => f.severity === severity).length;
}

export function ProblemsPanel({ findings, selected, onOpen }: Props) {
  const errors = count(findings, "error");
  return (
    <section className={styles.problems} aria-label="Problems" data-testid="problems">
      <header className={styles.panelHeader}>
        <h2>Problems</h2>
        <span className={errors ? styles.failBadge : styles.passBadge} data-testid="lint-summary">
          {errors ? "fails lint" : "passes lint"} · {errors} errors · {count(findings, "warning")} warnings ·{" "}
          {count(findings, "info")} info
        </span>
      </header>
      {findings.length === 0 ? (
        <p className={styles.empty}>No findings: the pack passes every rule.</p>
      ) : (
        <ul className={styles.problemList}>
          {findings.map((f) => {
            const key = findingKey(f);
            const info = lintCodeInfo(f.code);
            return (
              <li
                key={key}
                data-testid="problem"
                data-code={f.code}
                aria-current={selected === key ? "true" : undefined}
              >
                <button
                  type="button"
                  className={styles.problemButton}
                  onClick={() => onOpen(f)}
                  title={`Open ${f.file} at line ${f.range.start.line}`}
                >
                  <span className={styles[f.severity]}>{f.severity}</span>
                  <span className={styles.problemWhere}>
                    {f.file}:{f.range.start.line}:{f.range.start.column}
                  </span>
                  <span className={styles.problemMessage}>{f.message}</span>
                  {f.fix && <span className={styles.fixHint}>fix available</span>}
                </button>
                <a
                  className={styles.code}
                  href={ruleHref(f.code)}
                  target="_blank"
                  rel="noreferrer"
                  title={info?.rule.replace(/`/g, "")}
                >
                  {f.code}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
