// Drizzle tables of ownership and the audit log (migrations/0008_owners_audit.sql).
import { bigserial, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const catalogOwners = pgTable(
  "catalog_owners",
  {
    packId: text("pack_id").notNull(),
    accountId: text("account_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.accountId] })],
);

export const auditLog = pgTable("audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  action: text("action").notNull(),
  actor: text("actor").notNull(),
  accountId: text("account_id"),
  accountName: text("account_name"),
  clientAddress: text("client_address"),
  packId: text("pack_id"),
  shareId: text("share_id"),
  detail: text("detail"),
});
