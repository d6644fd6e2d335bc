// Drizzle tables of sign-in (migrations/0006_accounts.sql, 0014), keyed as better-auth's Drizzle adapter names its models.
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const authUsers = pgTable(
  "auth_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** better-auth's unique user email: a key of the provider and subject (0014), never an address, so one subject is one account. */
    email: text("email").notNull().unique("auth_users_email_key"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The address the provider gave at the last sign-in (lower case), or null; not unique. */
    providerEmail: text("provider_email"),
    /** Whether the provider stated it verified (OIDC email_verified: true, GitHub's verified primary): only then does it name the account. */
    providerEmailVerified: boolean("provider_email_verified").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("auth_users_provider_email").on(sql`lower(${t.providerEmail})`)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auth_accounts_provider_subject").on(t.providerId, t.accountId),
    index("auth_accounts_user").on(t.userId),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique("auth_sessions_token_key"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("auth_verifications_identifier").on(t.identifier)],
);

/** The adapter's model names (better-auth's defaults) to our tables. */
export const accountTables = {
  user: authUsers,
  account: authAccounts,
  session: authSessions,
  verification: authVerifications,
};
