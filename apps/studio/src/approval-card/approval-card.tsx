"use client";
// The approval card (DECISIONS.md 7): its frame (kind, title, warnings, pack, command, argv line) around the kind's
// layout (cards/<kind>.tsx), every text (the pack's own too) laid out from core's segments, hidden characters flagged.
import type { ApprovalCard, PreviewKind } from "@packstudio/core";
import { useId } from "react";
import { CardValue, Plain } from "~/escaped/escaped-text";
import styles from "~/shell/panels.module.css";
import { cardLayouts } from "./cards/card-layouts";
import { FieldsCard } from "./cards/fields";

// Keyed by core's preview kinds: a kind the spec adds is a compile error until it has a label.
const kindLabels: Record<PreviewKind, string> = {
  payment: "Payment",
  removal: "Removal",
  message: "Message",
  event: "Event",
  publish: "Publish",
  record: "Record",
  fields: "Fields",
};

/** Why the card is flagged, in words: hidden characters in any of its texts, a value read as an option. */
function flagWords(card: ApprovalCard): string {
  const words = [];
  if (card.hazards.length > 0) words.push("This card holds hidden characters.");
  if (card.optionValues.length > 0) words.push("A value may be read as an option, not as a value.");
  return words.join(" ");
}

export function ApprovalCardView({ card }: { card: ApprovalCard }) {
  const headingId = useId();
  const Layout = cardLayouts[card.kind] ?? FieldsCard;
  const classes = [styles.card, card.destructive ? styles.cardDestructive : "", card.flagged ? styles.cardFlagged : ""];
  return (
    <section
      className={classes.join(" ")}
      data-testid="approval-card"
      data-kind={card.kind}
      data-flagged={card.flagged}
      aria-labelledby={headingId}
    >
      <header className={styles.cardHeader}>
        <span className={styles.kindBadge}>
          {kindLabels[card.kind] ?? card.kind} card{card.declared ? "" : " (no preview declared)"}
        </span>
        <h3 id={headingId} className={styles.cardTitle} data-testid="card-title">
          <CardValue value={card.title} />
        </h3>
      </header>
      {card.destructive && (
        <p className={styles.destructiveBanner} data-testid="card-destructive">
          Destructive: this removes data
        </p>
      )}
      {card.warnings.length > 0 && (
        <div
          className={card.flagged ? styles.warningBanner : styles.noteBanner}
          data-testid={card.flagged ? "card-warning" : "card-notes"}
        >
          {card.flagged && <strong>{flagWords(card)} Check every value before approving.</strong>}
          <ul>
            {card.warnings.map((w) => (
              <li key={w}>
                <Plain text={w} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.cardBody}>
        <Layout card={card} />
      </div>
      <dl className={styles.cardMeta}>
        <div>
          <dt>Pack</dt>
          <dd data-testid="card-pack">
            <CardValue value={card.pack} />
          </dd>
        </div>
        <div>
          <dt>Command</dt>
          <dd data-testid="card-command">
            <code>
              <CardValue value={card.command} />
            </code>
          </dd>
        </div>
        <div>
          <dt>Effect</dt>
          <dd data-testid="card-effect" className={card.effect === "write" ? styles.write : undefined}>
            {card.effect}
          </dd>
        </div>
        <div>
          <dt>Approval</dt>
          <dd data-testid="card-approval">{card.approval}</dd>
        </div>
        {card.reason !== null && (
          <div>
            <dt>Reason</dt>
            <dd data-testid="card-reason">
              <CardValue value={card.reason} />
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.cardArgv}>
        <span className={styles.smallLabel}>{card.lineKind === "request" ? "Request" : "Command line"}</span>
        <code className={styles.line} data-testid="card-argv-line">
          <CardValue value={card.argvLine} showSpaces={false} />
        </code>
      </div>
    </section>
  );
}
