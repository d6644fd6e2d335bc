"use client";
// The approval card (DECISIONS.md 7): laid out per kind, every value exact text with hidden characters flagged.
import type { ApprovalCard, CardField, CardRole, PreviewKind } from "@packstudio/core";
import { useId } from "react";
import { CardValue, Plain } from "./escaped-text";
import styles from "./preview.module.css";

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

/** The parts each kind lays out above its table, with their labels. */
const layouts: Record<string, [CardRole, string][]> = {
  message: [
    ["to", "To"],
    ["subject", "Subject"],
  ],
  event: [
    ["when", "When"],
    ["where", "Where"],
  ],
  publish: [
    ["target", "Target"],
    ["visibility", "Visibility"],
  ],
};

function FieldTable({ fields, caption }: { fields: CardField[]; caption: string }) {
  if (fields.length === 0) return null;
  return (
    <table className={styles.fieldTable} data-testid="card-fields">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {fields.map((f) => (
          <tr key={f.name} data-testid="card-field" data-name={f.name}>
            <th scope="row">
              <Plain text={f.name} />
            </th>
            <td>
              <CardValue value={f.value} showSpaces />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RoleRow({ label, field, part }: { label: string; field: CardField; part: CardRole }) {
  return (
    <div className={styles.roleRow} data-testid={`card-${part}`}>
      <dt>{label}</dt>
      <dd>
        <CardValue value={field.value} showSpaces />
      </dd>
    </div>
  );
}

function KindBody({ card }: { card: ApprovalCard }) {
  const byRole = (role: CardRole) => {
    const name = card.roles[role];
    return name === undefined ? undefined : card.fields.find((f) => f.name === name);
  };
  const used = new Set<string>();
  const take = (role: CardRole) => {
    const field = byRole(role);
    if (field) used.add(field.name);
    return field;
  };
  const rest = () => card.fields.filter((f) => !used.has(f.name));

  if (card.kind === "payment") {
    const amount = take("amount");
    const currency = take("currency");
    const payee = take("payee");
    return (
      <>
        <p className={styles.amountLine}>
          <span className={styles.amount} data-testid="card-amount">
            {amount ? <CardValue value={amount.value} /> : <span className={styles.soft}>no amount field</span>}
          </span>
          {currency && (
            <span className={styles.currency} data-testid="card-currency">
              <CardValue value={currency.value} />
            </span>
          )}
        </p>
        {payee && (
          <dl className={styles.roles}>
            <RoleRow label="To" field={payee} part="payee" />
          </dl>
        )}
        <FieldTable fields={rest()} caption="Other fields" />
      </>
    );
  }
  const layout = layouts[card.kind];
  if (layout) {
    const rows = layout.flatMap(([role, label]) => {
      const field = take(role);
      return field ? [{ role, label, field }] : [];
    });
    const body = card.kind === "message" ? take("body") : undefined;
    return (
      <>
        {rows.length > 0 && (
          <dl className={styles.roles}>
            {rows.map((r) => (
              <RoleRow key={r.role} label={r.label} field={r.field} part={r.role} />
            ))}
          </dl>
        )}
        {body && (
          <div className={styles.messageBody} data-testid="card-body">
            <CardValue value={body.value} />
          </div>
        )}
        <FieldTable fields={rest()} caption="Other fields" />
      </>
    );
  }
  if (card.fields.length === 0) return <p className={styles.soft}>No fields to show.</p>;
  return <FieldTable fields={card.fields} caption="Fields" />;
}

export function ApprovalCardView({ card }: { card: ApprovalCard }) {
  const headingId = useId();
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
          {card.flagged && <strong>This card holds hidden characters. Check every value before approving.</strong>}
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
        <KindBody card={card} />
      </div>
      <dl className={styles.cardMeta}>
        <div>
          <dt>Pack</dt>
          <dd data-testid="card-pack">
            <Plain text={card.pack} />
          </dd>
        </div>
        <div>
          <dt>Command</dt>
          <dd data-testid="card-command">
            <code>
              <Plain text={card.command} />
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
              <Plain text={card.reason} />
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.cardArgv}>
        <span className={styles.smallLabel}>Command line</span>
        <code className={styles.line} data-testid="card-argv-line">
          <CardValue value={card.argvLine} showSpaces={false} />
        </code>
      </div>
    </section>
  );
}
