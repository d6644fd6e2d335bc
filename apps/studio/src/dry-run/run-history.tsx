"use client";
// This session's runs, newest first: runs that succeeded, runs that failed, and plans only (refused before running).
import { Plain } from "~/escaped/escaped-text";
import shared from "~/shell/runs.module.css";
import styles from "./run-history.module.css";
import { isDocumented, type RunEntry } from "./run-types";

type Kind = "succeeded" | "failed" | "refused" | "documented";

function kindOf(entry: RunEntry): Kind {
  if (isDocumented(entry.result)) return "documented";
  return entry.result.ok ? entry.result.run.outcome.status : "refused";
}

const badges: Record<Kind, { text: string; className: string | undefined }> = {
  succeeded: { text: "Succeeded", className: shared.badgeReal },
  failed: { text: "Failed", className: shared.badgeFailed },
  refused: { text: "Plan only - not run", className: shared.badgePlan },
  documented: { text: "Documented, not sent", className: shared.badgePlan },
};

function summary(entry: RunEntry): string {
  if (!entry.result.ok) return entry.result.error.code;
  if (isDocumented(entry.result)) return `status ${entry.result.run.status}`;
  const { exitCode, outcome } = entry.result.run;
  return outcome.status === "failed" ? (outcome.reason ?? "failed") : `exit ${exitCode}`;
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
          {entries.map((e) => {
            const kind = kindOf(e);
            return (
              <li key={e.id}>
                <button
                  type="button"
                  className={styles.historyEntry}
                  data-testid="history-entry"
                  data-real={String(e.result.ok && !isDocumented(e.result))}
                  data-outcome={kind}
                  aria-current={e.id === shownId ? "true" : undefined}
                  onClick={() => onSelect(e.id)}
                >
                  <span className={`${shared.badge} ${badges[kind].className}`}>{badges[kind].text}</span>
                  <code className={styles.historyVerb}>
                    <Plain text={e.verb} />
                  </code>
                  <span className={styles.historySummary}>{summary(e)}</span>
                  <span className={styles.historyTime}>{new Date(e.at).toLocaleTimeString()}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
