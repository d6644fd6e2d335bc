"use client";
// The pieces every card layout shares: the field table, a role's row, and picking fields by role.
import type { ApprovalCard, CardField, CardRole } from "@packstudio/core";
import { CardValue } from "~/escaped/escaped-text";
import styles from "~/shell/panels.module.css";

export interface CardLayoutProps {
  card: ApprovalCard;
}

/** Takes fields by the part they play; `rest()` is what no part took, for the table below. */
export function fieldPicker(card: ApprovalCard) {
  const used = new Set<CardField>();
  return {
    take(role: CardRole): CardField | undefined {
      const name = card.roles[role];
      const field = name === undefined ? undefined : card.fields.find((f) => f.name.text === name);
      if (field) used.add(field);
      return field;
    },
    rest: () => card.fields.filter((f) => !used.has(f)),
  };
}

export function FieldTable({ fields, caption }: { fields: CardField[]; caption: string }) {
  if (fields.length === 0) return null;
  return (
    <table className={styles.fieldTable} data-testid="card-fields">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {fields.map((f) => (
          // A field's name is the pack's text: laid out from core's segments, escapes flagged, like its value. Its
          // segments are the key: unlike its text, they tell a real U+202E from the literal text "<U+202E>".
          <tr key={JSON.stringify(f.name.segments)} data-testid="card-field" data-name={f.name.text}>
            <th scope="row">
              <CardValue value={f.name} />
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

export function RoleRow({ label, field, part }: { label: string; field: CardField; part: CardRole }) {
  return (
    <div className={styles.roleRow} data-testid={`card-${part}`}>
      <dt>{label}</dt>
      <dd>
        <CardValue value={field.value} showSpaces />
      </dd>
    </div>
  );
}

/**
 * A layout of labelled parts (message, event, publish): the parts the card has, then the body when the kind
 * has one, then every other field in a table.
 */
export function RoleLayout({ card, parts, body }: CardLayoutProps & { parts: [CardRole, string][]; body?: CardRole }) {
  const pick = fieldPicker(card);
  const rows = parts.flatMap(([role, label]) => {
    const field = pick.take(role);
    return field ? [{ role, label, field }] : [];
  });
  const bodyField = body === undefined ? undefined : pick.take(body);
  return (
    <>
      {rows.length > 0 && (
        <dl className={styles.roles}>
          {rows.map((r) => (
            <RoleRow key={r.role} label={r.label} field={r.field} part={r.role} />
          ))}
        </dl>
      )}
      {bodyField && (
        <div className={styles.messageBody} data-testid="card-body">
          <CardValue value={bodyField.value} />
        </div>
      )}
      <FieldTable fields={pick.rest()} caption="Other fields" />
    </>
  );
}
