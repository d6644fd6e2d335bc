// Drizzle tables of personal API tokens and device logins (migrations/0007_api_tokens.sql).
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { authUsers } from "./account-schema.js";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    secretSha256: text("secret_sha256").notNull().unique("api_tokens_secret_sha256_key"),
    scope: text("scope").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("api_tokens_account").on(t.accountId, t.createdAt)],
);

export const deviceCodes = pgTable(
  "device_codes",
  {
    deviceCodeSha256: text("device_code_sha256").primaryKey(),
    userCode: text("user_code").notNull().unique("device_codes_user_code_key"),
    clientName: text("client_name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    /** pending → approved or denied (by the person) → used (the CLI got its token). */
    state: text("state").$type<"pending" | "approved" | "denied" | "used">().notNull().default("pending"),
    accountId: text("account_id").references(() => authUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("device_codes_expires").on(t.expiresAt)],
);
