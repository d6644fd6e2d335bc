// A pack's lint status under today's rules (a version may predate a rule): pass or fail, counts, and the findings.
import { type Finding, findingLocation, studioRoutes } from "@packstudio/core";
import Link from "next/link";
import styles from "./catalog.module.css";

export function LintStatus({ findings }: { findings: readonly Finding[] }) {
  const count = (severity: string) => findings.filter((f) => f.severity === severity).length;
  const errors = count("error");
  const warnings = count("warning");
  const others = findings.length - errors - warnings;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return (
    <div data-testid="pack-lint" data-passes={errors === 0}>
      <p>
        <span className={`${styles.badge} ${errors === 0 ? styles.badgeOk : styles.badgeError}`}>
          {errors === 0 ? "✓ Passes lint" : "✗ Fails lint"}
        </span>{" "}
        <span data-testid="pack-lint-counts">
          {plural(errors, "error")}, {plural(warnings, "warning")}
          {others > 0 ? `, ${plural(others, "note")}` : ""}
        </span>
      </p>
      {findings.length > 0 && (
        <details>
          <summary>The findings</summary>
          <ul className={styles.findings}>
            {findings.map((f) => (
              <li key={`${f.code}:${findingLocation(f)}:${f.message}`}>
                <Link href={studioRoutes.rule(f.code)}>
                  <code>{f.code}</code>
                </Link>{" "}
                {f.severity} at <code>{findingLocation(f)}</code>: {f.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
