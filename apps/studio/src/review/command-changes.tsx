"use client";
// Commands added, removed and changed: effect, approval, argv of the first examples and the card, before and after.
import type { ApprovalCard, ChangedCommand } from "@packstudio/core";
import { ApprovalCardView } from "~/preview/approval-card";
import { Plain } from "~/preview/escaped-text";
import styles from "./review.module.css";
import type { Comparison } from "./review-types";

function Argv({ argv, other, side }: { argv: string[]; other: string[]; side: "before" | "after" }) {
  const tokens = argv.map((token, index) => ({ token, index }));
  return (
    <ol className={styles.argv} data-testid={`argv-${side}`} aria-label={`argv ${side}`}>
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

function ChangedView({ c }: { c: ChangedCommand }) {
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
      </dl>
      <div className={styles.columns}>
        <div>
          <h4 className={styles.smallHeading}>Before</h4>
          <Argv argv={c.argvBefore} other={c.argvAfter} side="before" />
          <Card card={c.cardBefore} approval={c.approvalBefore} />
        </div>
        <div>
          <h4 className={styles.smallHeading}>After</h4>
          <Argv argv={c.argvAfter} other={c.argvBefore} side="after" />
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
          Each changed command is shown with the first example of each required argument: its argv token by token, and
          the card a person would be asked to approve.
        </p>
      )}
      {commands.changed.map((c) => (
        <ChangedView key={c.verb} c={c} />
      ))}
    </section>
  );
}
