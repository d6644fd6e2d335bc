"use client";
// Lint findings the change adds and fixes; each one opens its file in the diff below.
import { type Finding, studioRoutes } from "@packstudio/core";
import { Plain } from "~/escaped/escaped-text";
import styles from "./review.module.css";
import type { Comparison } from "./review-types";

function FindingList({
  findings,
  kind,
  onOpen,
}: {
  findings: Finding[];
  kind: "added" | "fixed";
  onOpen: (file: string, line: number, side: "base" | "head") => void;
}) {
  if (findings.length === 0) return <p className={styles.soft}>None.</p>;
  return (
    <ul className={styles.findings}>
      {findings.map((f) => (
        <li
          key={`${f.code}-${f.file}-${f.pointer}-${f.range.start.line}-${f.range.start.column}-${f.message}`}
          data-testid={`finding-${kind}`}
          data-code={f.code}
        >
          <span className={`${styles.badge} ${styles[`sev_${f.severity}`] ?? ""}`}>{f.severity}</span>{" "}
          <a href={studioRoutes.rule(f.code)}>
            <code>{f.code}</code>
          </a>{" "}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onOpen(f.file, f.range.start.line, kind === "added" ? "head" : "base")}
            title={kind === "added" ? "Show it in the head" : "Show where it was in the base"}
          >
            <Plain text={`${f.file}:${f.range.start.line}:${f.range.start.column}`} />
          </button>{" "}
          <Plain text={f.message} />
        </li>
      ))}
    </ul>
  );
}

export function FindingsChanges({
  findings,
  onOpen,
}: {
  findings: Comparison["findings"];
  onOpen: (file: string, line: number, side: "base" | "head") => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="findings-heading">
      <h2 id="findings-heading" className={styles.heading}>
        Findings
      </h2>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.subheading}>Added ({findings.added.length})</h3>
          <FindingList findings={findings.added} kind="added" onOpen={onOpen} />
        </div>
        <div>
          <h3 className={styles.subheading}>Fixed ({findings.fixed.length})</h3>
          <FindingList findings={findings.fixed} kind="fixed" onOpen={onOpen} />
        </div>
      </div>
    </section>
  );
}
