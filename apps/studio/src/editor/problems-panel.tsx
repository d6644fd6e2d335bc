"use client";
// The problems panel: every finding of every file; a click (or Enter) opens the file at the spot.
import type { Finding } from "@packstudio/core";
import { lintCodeInfo, studioRoutes } from "@packstudio/core";
import { findingKeys } from "~/store/editor-state";
import { useEditorState, useStore } from "~/store/store-context";
import styles from "./studio.module.css";

function count(findings: Finding[], severity: Finding["severity"]): number {
  return findings.filter((f) => f.severity === severity).length;
}

export function ProblemsPanel({ readOnly = false }: { readOnly?: boolean }) {
  const store = useStore();
  const findings = useEditorState((s) => s.findings);
  const selected = useEditorState((s) => s.selected);
  const keys = findingKeys(findings);
  const errors = count(findings, "error");
  return (
    <div className={styles.problems} data-testid="problems">
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
          {findings.map((f, i) => {
            const key = keys[i] ?? String(i);
            const info = lintCodeInfo(f.code);
            return (
              // The fix button sits beside the finding's row, not in it: the row's one button opens the finding.
              <li key={key} className={styles.problemItem} data-testid="problem-item" data-code={f.code}>
                <div
                  className={styles.problemRow}
                  data-testid="problem"
                  data-code={f.code}
                  aria-current={selected === key ? "true" : undefined}
                >
                  <button
                    type="button"
                    className={styles.problemButton}
                    onClick={() => store.openFinding(f)}
                    title={`Open ${f.file} at line ${f.range.start.line}`}
                  >
                    <span className={styles[f.severity]}>{f.severity}</span>
                    <span className={styles.problemWhere}>
                      {f.file}:{f.range.start.line}:{f.range.start.column}
                    </span>
                    <span className={styles.problemMessage}>{f.message}</span>
                    {f.fix && readOnly && <span className={styles.fixHint}>fix available</span>}
                  </button>
                  <a
                    className={styles.code}
                    href={studioRoutes.rule(f.code)}
                    target="_blank"
                    rel="noreferrer"
                    title={info?.rule.replace(/`/g, "")}
                  >
                    {f.code}
                  </a>
                </div>
                {f.fix && !readOnly && (
                  <button
                    type="button"
                    className={styles.fixButton}
                    data-testid="apply-fix"
                    onClick={() => store.applyFix(f)}
                    title={`${f.fix.title} (${f.code})`}
                  >
                    Apply fix<span className="visually-hidden">: {f.fix.title}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
