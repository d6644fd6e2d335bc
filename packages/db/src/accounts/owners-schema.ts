// Drizzle tables of ownership and the audit log (migrations/0008_owners_audit.sql).
import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { catalogPacks } from "../schema.js";
import { authUsers } from "./account-schema.js";

export const catalogOwners = pgTable(
  "catalog_owners",
  {
    packId: text("pack_id")
      .notNull()
      .references(() => catalogPacks.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "catalog_owners_pkey", columns: [t.packId, t.accountId] }),
    index("catalog_owners_account").on(t.accountId),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
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
  },
  (t) => [index("audit_log_pack").on(t.packId, t.id).where(sql`${t.packId} IS NOT NULL`)],
);
