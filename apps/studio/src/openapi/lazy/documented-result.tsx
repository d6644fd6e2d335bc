"use client";
// A dry-run's answer from an openapi pack's document (DECISIONS 14): labelled as documented, never as a real
// answer; its status code, the request it answers, and the documented body as a JSON tree (or text).
import { useState } from "react";
import type { DocumentedOk, RunEntry } from "~/dry-run/run-types";
import { Plain } from "~/escaped/escaped-text";
import { JsonTree } from "~/escaped/json-tree";
import { OutputText } from "~/escaped/output-text";
import styles from "~/shell/runs.module.css";

const sourceText = {
  example: "the response's example",
  examples: "an entry of the response's examples",
  schema: "generated from the response's schema (it has no example)",
  none: "no body documented",
} as const;

export function DocumentedResult({ entry, result }: { entry: RunEntry; result: DocumentedOk }) {
  const { run, plan } = result;
  const [raw, setRaw] = useState(false);
  const isJson = run.json !== null && run.json !== undefined;
  return (
    <section
      className={styles.result}
      data-testid="run-result"
      data-real="false"
      data-documented="true"
      data-outcome={run.outcome.status}
      aria-label="Documented answer, not sent"
    >
      <header className={styles.resultHead}>
        <p className={styles.badgeRow}>
          <span className={`${styles.badge} ${styles.badgePlan}`} data-testid="run-outcome" data-outcome="documented">
            Documented answer, not sent
          </span>
          <span className={styles.soft}>From the OpenAPI document, {new Date(entry.at).toLocaleTimeString()}</span>
        </p>
        <h3 className={styles.resultTitle} data-testid="run-title" data-done="true">
          <Plain text={run.title} />
        </h3>
        <code className={styles.commandLine} data-testid="run-line">
          <Plain text={plan.line} />
        </code>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd data-testid="run-status" className={styles.exitOk}>
            {run.status}
          </dd>
        </div>
        <div>
          <dt>Body</dt>
          <dd data-testid="run-source">
            {sourceText[run.source]}
            {run.exampleName !== undefined && (
              <>
                {" "}
                (
                <code>
                  <Plain text={run.exampleName} />
                </code>
                )
              </>
            )}
            {run.mediaType && (
              <>
                , <code>{run.mediaType}</code>
              </>
            )}
          </dd>
        </div>
        {run.note && (
          <div>
            <dt>Note</dt>
            <dd>
              <Plain text={run.note} />
            </dd>
          </div>
        )}
        <div>
          <dt>Approval</dt>
          <dd data-testid="run-approval">
            {entry.approved
              ? "approved by you, on the card"
              : plan.asksPerson
                ? "first use, approved earlier"
                : "not needed"}
          </dd>
        </div>
      </dl>
      <div className={styles.block}>
        <div className={styles.blockHead}>
          <h4 className={styles.blockTitle}>
            Documented body <span className={styles.soft}>{isJson ? (raw ? "(raw)" : "(JSON)") : ""}</span>
          </h4>
          {isJson && (
            <button
              type="button"
              className={styles.smallButton}
              data-testid="toggle-raw"
              aria-pressed={raw}
              onClick={() => setRaw((r) => !r)}
            >
              {raw ? "Show as a tree" : "Show raw JSON"}
            </button>
          )}
        </div>
        {isJson && !raw ? (
          <JsonTree value={run.json} />
        ) : (
          <pre className={styles.output} data-testid="run-stdout">
            {run.stdout ? <OutputText text={run.stdout} /> : <span className={styles.soft}>(no body)</span>}
          </pre>
        )}
      </div>
    </section>
  );
}
