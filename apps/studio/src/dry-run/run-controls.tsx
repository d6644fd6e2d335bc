"use client";
// The Run button beside the preview: why it is disabled, the sandbox's state (or, for an openapi pack, that the
// document answers and nothing is sent), the approval card before a run.
import { useId } from "react";
import { Backticked } from "~/escaped/output-text";
import styles from "~/shell/runs.module.css";
import { ApprovalDialog } from "./approval-dialog";
import type { Runner } from "./use-runner";

export function RunControls({ runner }: { runner: Runner }) {
  const reasonId = useId();
  const { blocked, running, status, pending, isOpenApi } = runner;
  return (
    <div className={styles.runBar} data-testid="run-controls">
      <div className={styles.runRow}>
        <button
          type="button"
          className={`primary ${styles.runButton}`}
          data-testid="run-button"
          disabled={blocked !== null || running}
          aria-describedby={blocked !== null ? reasonId : undefined}
          aria-busy={running || undefined}
          onClick={runner.run}
        >
          {running ? (
            <>
              <span className={styles.spinner} aria-hidden="true" /> Running…
            </>
          ) : isOpenApi ? (
            "Dry-run from the document"
          ) : (
            "Run in sandbox"
          )}
        </button>
        <span className="visually-hidden" role="status">
          {running ? "Running in the sandbox" : ""}
        </span>
        {blocked !== null && (
          <span id={reasonId} className={styles.runReason} data-testid="run-disabled-reason">
            {blocked}
          </span>
        )}
      </div>
      {isOpenApi && (
        <p className={styles.soft} data-testid="documented-status">
          A documented answer, not sent: the request is checked against its operation, then the document's success
          response is shown (its example, or one made from its schema). Nothing leaves the studio.
        </p>
      )}
      {!isOpenApi && status && !status.available && (
        <div className={styles.unavailable} data-testid="sandbox-unavailable" role="note">
          <strong>No sandbox on this machine.</strong> <Backticked text={status.message} />
        </div>
      )}
      {!isOpenApi && status?.available && (
        <p className={styles.soft} data-testid="sandbox-status">
          Runs the command for real in bubblewrap: no network, the pack read-only, limits on time, CPU, memory,
          processes and output. The plan above is what it runs.
        </p>
      )}
      <ApprovalDialog
        card={pending?.card ?? null}
        askedByServer={pending?.askedByServer ?? false}
        onApprove={runner.approve}
        onCancel={runner.cancel}
      />
    </div>
  );
}
