"use client";
// Below the Run button: the shown run's result (or refusal), a failed request, and this session's history.
import { useEffect, useRef } from "react";
import { Backticked } from "~/escaped/output-text";
import styles from "~/shell/runs.module.css";
import { RunHistory } from "./run-history";
import { RunResultView } from "./run-result";
import type { Runner } from "./use-runner";

export function RunOutput({ runner }: { runner: Runner }) {
  const { shown, history, failure } = runner;
  const ref = useRef<HTMLDivElement>(null);
  const newest = history[0]?.id;
  const seen = useRef(newest);
  // A new answer scrolls into view (not one shown again on remount or picked from the history).
  useEffect(() => {
    if (newest === seen.current || newest === undefined) return;
    seen.current = newest;
    ref.current?.scrollIntoView({ block: "start" });
  }, [newest]);
  return (
    <div className={styles.runOutput} ref={ref}>
      {failure !== null && (
        <section className={styles.runRefusal} data-testid="run-refusal" data-code="request_failed" data-real="false">
          <p className={styles.refusalHead}>
            <strong>The studio server did not answer: nothing ran.</strong>
          </p>
          <p className={styles.refusalText}>
            <Backticked text={failure} />
          </p>
        </section>
      )}
      {shown && <RunResultView key={shown.id} entry={shown} onRetry={shown === history[0] ? runner.run : undefined} />}
      <RunHistory entries={history} shownId={shown?.id} onSelect={runner.select} onClear={runner.clear} />
    </div>
  );
}
