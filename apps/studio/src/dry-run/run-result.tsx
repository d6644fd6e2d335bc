"use client";
// The result of a sandbox run (outcome, exit code, JSON tree or raw stdout, stderr, limit, title, side effects) or its refusal.
import { useState } from "react";
import { Plain } from "~/escaped/escaped-text";
import { JsonTree } from "~/escaped/json-tree";
import { Backticked, OutputText } from "~/escaped/output-text";
import { refusalHeading } from "~/lib/refusal-heading";
import { DocumentedSlot } from "~/openapi/openapi-slots";
import styles from "~/shell/runs.module.css";
import { planLine } from "~/store/preview-render";
import { durationText, isDocumented, limitText, type RunEntry, type RunOutput, type RunRefused } from "./run-types";
import { SideEffectsView } from "./side-effects";

function timeText(at: number): string {
  return new Date(at).toLocaleTimeString();
}

function Stdout({ run }: { run: RunOutput }) {
  const [raw, setRaw] = useState(false);
  const isJson = run.json !== null && run.json !== undefined;
  return (
    <div className={styles.block}>
      <div className={styles.blockHead}>
        <h4 className={styles.blockTitle}>
          stdout{" "}
          <span className={styles.soft}>
            {isJson ? (raw ? "(raw)" : "(parsed as JSON)") : run.stdout ? "(not JSON)" : "(empty)"}
          </span>
        </h4>
        {isJson && (
          <button
            type="button"
            className={styles.smallButton}
            data-testid="toggle-raw"
            aria-pressed={raw}
            onClick={() => setRaw((r) => !r)}
          >
            {raw ? "Show as a tree" : "Show raw stdout"}
          </button>
        )}
      </div>
      {isJson && !raw ? (
        <JsonTree value={run.json} />
      ) : (
        <pre className={styles.output} data-testid="run-stdout">
          {run.stdout ? <OutputText text={run.stdout} /> : <span className={styles.soft}>(nothing on stdout)</span>}
        </pre>
      )}
      {run.stdoutTruncated && (
        <p className={styles.cutNote} data-testid="stdout-cut">
          Cut at the output limit: the rest of stdout was dropped.
        </p>
      )}
    </div>
  );
}

function Stderr({ run }: { run: RunOutput }) {
  return (
    <div className={styles.block}>
      <h4 className={styles.blockTitle}>stderr</h4>
      <pre className={styles.output} data-testid="run-stderr">
        {run.stderr ? <OutputText text={run.stderr} /> : <span className={styles.soft}>(nothing on stderr)</span>}
      </pre>
      {run.stderrTruncated && (
        <p className={styles.cutNote} data-testid="stderr-cut">
          Cut at the output limit: the rest of stderr was dropped.
        </p>
      )}
    </div>
  );
}

function RunRefusal({ entry, result, onRetry }: { entry: RunEntry; result: RunRefused; onRetry?: () => void }) {
  const { error, plan } = result;
  return (
    <section
      className={styles.runRefusal}
      data-testid="run-refusal"
      data-code={error.code}
      data-real="false"
      aria-label="The run was refused"
    >
      <p className={styles.refusalHead}>
        <span className={`${styles.badge} ${styles.badgePlan}`}>Plan only - not run</span>
        <strong>
          {plan && !("display" in plan) && error.code === "not_runnable"
            ? "The document does not answer this request"
            : refusalHeading(error.code)}
        </strong>{" "}
        <code data-testid="run-refusal-code">{error.code}</code>
        <span className={styles.soft}>{timeText(entry.at)}</span>
      </p>
      <p className={styles.refusalText} data-testid="run-refusal-message">
        <Backticked text={error.message} />
      </p>
      {error.code === "busy" && (
        <p className={styles.refusalText}>
          Nothing ran. Retry in a few seconds.{" "}
          {onRetry && (
            <button type="button" className={styles.smallButton} data-testid="run-retry" onClick={onRetry}>
              Retry
            </button>
          )}
        </p>
      )}
      {plan && (
        <div className={styles.planLine}>
          <span className={styles.smallLabel}>The plan: what would have run</span>
          <code className={styles.commandLine}>
            <Plain text={planLine(plan)} />
          </code>
        </div>
      )}
    </section>
  );
}

/** The shown history entry: a real run's result, or the refusal of a run that did not happen. */
export function RunResultView({ entry, onRetry }: { entry: RunEntry; onRetry?: () => void }) {
  if (!entry.result.ok) return <RunRefusal entry={entry} result={entry.result} onRetry={onRetry} />;
  if (isDocumented(entry.result)) return <DocumentedSlot entry={entry} result={entry.result} />;
  const { run, plan } = entry.result;
  const exitClass = run.exitCode === 0 ? styles.exitOk : styles.exitBad;
  // Succeeded only on exit 0 with no limit hit (DECISIONS.md 10); a failed run has no done title.
  const failed = run.outcome.status === "failed";
  return (
    <section
      className={`${styles.result} ${failed ? styles.resultFailed : ""}`}
      data-testid="run-result"
      data-real="true"
      data-outcome={run.outcome.status}
      aria-label={failed ? "Result of the run: failed" : "Result of the run: succeeded"}
    >
      <header className={styles.resultHead}>
        <p className={styles.badgeRow}>
          <span
            className={`${styles.badge} ${failed ? styles.badgeFailed : styles.badgeReal}`}
            data-testid="run-outcome"
            data-outcome={run.outcome.status}
          >
            {failed ? "Failed" : "Succeeded"}
          </span>
          <span className={styles.soft}>Ran in the sandbox, {timeText(entry.at)}</span>
        </p>
        <h3 className={styles.resultTitle} data-testid="run-title" data-done={failed ? "false" : "true"}>
          <Plain text={run.title} />
        </h3>
        <code className={styles.commandLine} data-testid="run-line">
          <Plain text={entry.line} />
        </code>
      </header>
      {failed && (
        <p className={styles.failBanner} data-testid="run-reason" role="alert">
          Failed: {run.outcome.reason}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Exit code</dt>
          <dd data-testid="run-exit" className={exitClass}>
            {run.exitCode === null ? "none: the process was stopped" : run.exitCode}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd data-testid="run-duration">{durationText(run.durationMs)}</dd>
        </div>
        <div>
          <dt>Limit hit</dt>
          <dd data-testid="run-limit" data-limit={run.limit ?? ""} className={run.limit ? styles.exitBad : undefined}>
            {run.limit === null ? "none" : limitText(run.limit)}
          </dd>
        </div>
        <div>
          <dt>Approval</dt>
          <dd data-testid="run-approval">
            {entry.approved
              ? "approved by you, on the card"
              : plan.asksPerson
                ? "first use, approved earlier in this session"
                : "not needed"}
          </dd>
        </div>
      </dl>
      <Stdout run={run} />
      <Stderr run={run} />
      <SideEffectsView effects={run.sideEffects} />
    </section>
  );
}
