"use client";
// The risk summary at the top of a review: what the change lets the pack do that it could not before, worst first.
import { Plain } from "~/escaped/escaped-text";
import styles from "./review.module.css";
import type { Comparison } from "./review-types";

const severityLabel = { high: "High", medium: "Medium", low: "Low" } as const;

export function RiskSummary({ risks }: { risks: Comparison["risks"] }) {
  const high = risks.filter((r) => r.severity === "high").length;
  return (
    <section className={styles.section} aria-labelledby="risk-heading" data-testid="risk-summary">
      <h2 id="risk-heading" className={styles.heading}>
        Risk summary{" "}
        <span className={styles.soft}>
          {risks.length === 0 ? "" : `${risks.length} found${high ? `, ${high} high` : ""}`}
        </span>
      </h2>
      {risks.length === 0 ? (
        <p className={styles.empty} data-testid="no-risks">
          No risk found: no command went from read to write or lost its card, approval did not loosen, no request became
          a write or a DELETE or goes to another server, and binding, plane, wrap.bin and triggers are unchanged.
        </p>
      ) : (
        <ol className={styles.risks}>
          {risks.map((r) => (
            <li
              key={`${r.code}-${r.verb ?? ""}-${r.message}`}
              className={`${styles.risk} ${styles[`risk_${r.severity}`] ?? ""}`}
              data-testid="risk"
              data-code={r.code}
              data-severity={r.severity}
              data-verb={r.verb}
            >
              <span className={styles.severity}>{severityLabel[r.severity]}</span>
              <span>
                <Plain text={r.message} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
