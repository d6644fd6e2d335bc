"use client";
// This session's runs, newest first: real runs and plans only (refused before running), each one click from its result.
import { Plain } from "./escaped-text";
import shared from "./run.module.css";
import styles from "./run-history.module.css";
import type { RunEntry } from "./run-types";

function summary(entry: RunEntry): string {
  if (!entry.result.ok) return entry.result.error.code;
  const { exitCode, limit } = entry.result.run;
  if (limit !== null) return `stopped: ${limit}`;
  return exitCode === null ? "no exit code" : `exit ${exitCode}`;
}

export function RunHistory({
  entries,
  shownId,
  onSelect,
  onClear,
}: {
  entries: RunEntry[];
  shownId: string | undefined;
  onSelect: (id: string) => void;
  onClear: () => void;
}) {
  return (
    <section className={styles.history} data-testid="run-history" aria-labelledby="run-history-title">
      <div className={shared.blockHead}>
        <h3 id="run-history-title" className={styles.historyTitle}>
          Runs in this session
        </h3>
        {entries.length > 0 && (
          <button type="button" className={shared.smallButton} data-testid="clear-history" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className={shared.soft}>No runs yet. Each answer of the sandbox is listed here, newest first.</p>
      ) : (
        <ol className={styles.historyList}>
          {entries.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                className={styles.historyEntry}
                data-testid="history-entry"
                data-real={String(e.result.ok)}
                aria-current={e.id === shownId ? "true" : undefined}
                onClick={() => onSelect(e.id)}
              >
                <span className={`${shared.badge} ${e.result.ok ? shared.badgeReal : shared.badgePlan}`}>
                  {e.result.ok ? "Ran in sandbox" : "Plan only - not run"}
                </span>
                <code className={styles.historyVerb}>
                  <Plain text={e.verb} />
                </code>
                <span className={styles.historySummary}>{summary(e)}</span>
                <span className={styles.historyTime}>{new Date(e.at).toLocaleTimeString()}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
