"use client";
// The fields card's layout (also a removal's and a record's, whose kinds name no parts): every field in one table.
import styles from "~/shell/panels.module.css";
import { type CardLayoutProps, FieldTable } from "./card-parts";

export function FieldsCard({ card }: CardLayoutProps) {
  if (card.fields.length === 0) return <p className={styles.soft}>No fields to show.</p>;
  return <FieldTable fields={card.fields} caption="Fields" />;
}
