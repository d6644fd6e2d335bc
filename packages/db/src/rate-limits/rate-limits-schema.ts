// The Drizzle table of rate limits (migrations/0003_rate_limits.sql): one fixed-window counter per bucket and
// window, shared by every studio process. Written by raw SQL (rate-limits.ts); declared for schema-drift.test.ts.
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "rate_limits_pkey", columns: [t.bucket, t.windowStart] }),
    index("rate_limits_expires_at").on(t.expiresAt),
  ],
);
