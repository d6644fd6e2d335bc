"use client";
// Commands added, removed and changed: effect, approval, argv of the first examples and the card, before and after;
// for an openapi pack's command, its operation, method, server, path and body fields, and its request in place of argv.
import type { ApprovalCard, ChangedCommand, RequestFacts } from "@packstudio/core";
import { Fragment } from "react";
import { ApprovalCardView } from "~/approval-card/approval-card";
import { Plain } from "~/escaped/escaped-text";
import styles from "./review.module.css";
import type { Comparison } from "./review-types";

function Argv({
  argv,
  other,
  side,
  request,
}: {
  argv: string[];
  other: string[];
  side: "before" | "after";
  /** An openapi command: the tokens are its method, URL and body (none when its operation is gone). */
  request: boolean;
}) {
  const tokens = argv.map((token, index) => ({ token, index }));
  if (request && argv.length === 0)
    return (
      <p className={styles.empty} data-testid={`argv-${side}`}>
        No request: the document has no such operation.
      </p>
    );
  return (
    <ol className={styles.argv} data-testid={`argv-${side}`} aria-label={`${request ? "request" : "argv"} ${side}`}>
      {tokens.map((t) => (
        // A token's position is its identity in argv.
        <li key={t.index}>
          <code
            className={`${styles.token} ${other[t.index] !== t.token ? styles.tokenChanged : ""}`}
            data-testid="argv-token"
          >
            {t.token === "" ? '""' : <Plain text={t.token} />}
          </code>
        </li>
      ))}
    </ol>
  );
}

function Card({ card, approval }: { card: ApprovalCard | null; approval: string | null }) {
  if (card) return <ApprovalCardView card={card} />;
  return (
    <p className={styles.empty} data-testid="no-card">
      No card: {approval === null ? "the command has no policy row" : `nobody is asked (approval "${approval}")`}.
    </p>
  );
}

function Change({ before, after }: { before: string | null; after: string | null }) {
  if (before === after) return <span>{before ?? "none"}</span>;
  return (
    <span className={styles.changedValue}>
      {before ?? "none"} → <strong>{after ?? "none"}</strong>
    </span>
  );
}

type RequestKey = "operation" | "method" | "server" | "path";
const requestRows: [RequestKey, string][] = [
  ["operation", "Operation"],
  ["method", "Method"],
  ["server", "Server"],
  ["path", "Path"],
];

/** A body field list, the added ones marked + and the removed ones − (both sides' fields, in order). */
function BodyFields({ before, after }: { before: string[]; after: string[] }) {
  const all = [...after, ...before.filter((f) => !after.includes(f))];
  if (all.length === 0) return <span>none</span>;
  return (
    <ul className={styles.inlineList}>
      {all.map((f) => {
        const mark = !before.includes(f) ? "added" : !after.includes(f) ? "removed" : undefined;
        return (
          <li key={f} data-testid="body-field" data-change={mark}>
            <code className={`${styles.token} ${mark ? styles.tokenChanged : ""}`}>
              {mark === "added" ? "+" : mark === "removed" ? "−" : ""}
              <Plain text={f} />
            </code>
            {mark && <span className={styles.soft}> ({mark})</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** An openapi command's request facts as rows of the command's facts (DECISIONS 14). */
function RequestRows({ before, after }: { before: RequestFacts; after: RequestFacts }) {
  const text = (r: RequestFacts, key: RequestKey) =>
    r[key] ?? (key === "server" ? "none (the path alone)" : key === "operation" ? "none" : "not in the document");
  return (
    <>
      {requestRows.map(([key, label]) => (
        <Fragment key={key}>
          <dt>{label}</dt>
          <dd data-testid={`request-${key}-change`}>
            {text(before, key) === text(after, key) ? (
              <Plain text={text(after, key)} />
            ) : (
              <span className={styles.changedValue}>
                <Plain text={text(before, key)} /> →{" "}
                <strong>
                  <Plain text={text(after, key)} />
                </strong>
              </span>
            )}
          </dd>
        </Fragment>
      ))}
      <dt>Body fields</dt>
      <dd data-testid="request-body-change">
        <BodyFields before={before.bodyFields} after={after.bodyFields} />
      </dd>
    </>
  );
}

function ChangedView({ c }: { c: ChangedCommand }) {
  const request = c.requestBefore !== null && c.requestAfter !== null;
  return (
    <article className={styles.command} data-testid="command-changed" data-verb={c.verb}>
      <h3 className={styles.subheading}>
        <code>
          <Plain text={c.verb} />
        </code>
      </h3>
      <dl className={styles.facts}>
        <dt>Effect</dt>
        <dd data-testid="effect-change">
          <Change before={c.effectBefore} after={c.effectAfter} />
        </dd>
        <dt>Approval</dt>
        <dd data-testid="approval-change">
          <Change before={c.approvalBefore} after={c.approvalAfter} />
        </dd>
        {c.requestBefore && c.requestAfter && <RequestRows before={c.requestBefore} after={c.requestAfter} />}
      </dl>
      <div className={styles.columns}>
        <div>
          <h4 className={styles.smallHeading}>Before</h4>
          <Argv argv={c.argvBefore} other={c.argvAfter} side="before" request={request} />
          <Card card={c.cardBefore} approval={c.approvalBefore} />
        </div>
        <div>
          <h4 className={styles.smallHeading}>After</h4>
          <Argv argv={c.argvAfter} other={c.argvBefore} side="after" request={request} />
          <Card card={c.cardAfter} approval={c.approvalAfter} />
        </div>
      </div>
    </article>
  );
}

function Names({ names, testId }: { names: string[]; testId: string }) {
  if (names.length === 0) return <span className={styles.soft}>none</span>;
  return (
    <ul className={styles.inlineList}>
      {names.map((n) => (
        <li key={n} data-testid={testId}>
          <code>
            <Plain text={n} />
          </code>
        </li>
      ))}
    </ul>
  );
}

export function CommandChanges({ commands }: { commands: Comparison["commands"] }) {
  return (
    <section className={styles.section} aria-labelledby="commands-heading">
      <h2 id="commands-heading" className={styles.heading}>
        Commands
      </h2>
      <dl className={styles.facts}>
        <dt>Added</dt>
        <dd>
          <Names names={commands.added} testId="command-added" />
        </dd>
        <dt>Removed</dt>
        <dd>
          <Names names={commands.removed} testId="command-removed" />
        </dd>
        <dt>Changed</dt>
        <dd>{commands.changed.length === 0 ? <span className={styles.soft}>none</span> : commands.changed.length}</dd>
      </dl>
      {commands.changed.length > 0 && (
        <p className={styles.soft}>
          Each changed command is shown with the first example of each required argument: its argv token by token (for
          an HTTP API, its request: method, URL and body), and the card a person would be asked to approve.
        </p>
      )}
      {commands.changed.map((c) => (
        <ChangedView key={c.verb} c={c} />
      ))}
    </section>
  );
}
