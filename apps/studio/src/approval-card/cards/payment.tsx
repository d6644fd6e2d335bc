"use client";
// The payment card's layout: the amount and currency large, the payee, then every other field.
import { CardValue } from "~/escaped/escaped-text";
import styles from "~/shell/panels.module.css";
import { type CardLayoutProps, FieldTable, fieldPicker, RoleRow } from "./card-parts";

export function PaymentCard({ card }: CardLayoutProps) {
  const pick = fieldPicker(card);
  const amount = pick.take("amount");
  const currency = pick.take("currency");
  const payee = pick.take("payee");
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
      <FieldTable fields={pick.rest()} caption="Other fields" />
    </>
  );
}
