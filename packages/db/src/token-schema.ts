// Drizzle tables of personal API tokens and device logins (migrations/0007_api_tokens.sql).
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const apiTokens = pgTable("api_tokens", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  name: text("name").notNull(),
  secretSha256: text("secret_sha256").notNull().unique(),
  scope: text("scope").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  expiresAt: at("expires_at").notNull(),
  lastUsedAt: at("last_used_at"),
  revokedAt: at("revoked_at"),
});

export const deviceCodes = pgTable("device_codes", {
  deviceCodeSha256: text("device_code_sha256").primaryKey(),
  userCode: text("user_code").notNull().unique(),
  clientName: text("client_name").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  expiresAt: at("expires_at").notNull(),
  /** pending → approved or denied (by the person) → used (the CLI got its token). */
  state: text("state").$type<"pending" | "approved" | "denied" | "used">().notNull().default("pending"),
  accountId: text("account_id"),
});
