// Drizzle tables of dry-runs handed to runners (migrations/0015_run_sessions.sql is the source of the DDL).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sqlWords } from "../sql-words.js";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const runSessions = pgTable(
  "run_sessions",
  {
    id: text("id").primaryKey(),
    client: text("client").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("run_sessions_used_at").on(t.usedAt)],
);

export const runWorkspaces = pgTable(
  "run_workspaces",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => runSessions.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    client: text("client").notNull(),
    archive: bytea("archive").notNull(),
    bytes: integer("bytes").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "run_workspaces_pkey", columns: [t.sessionId, t.key] }),
    index("run_workspaces_client_used").on(t.client, t.usedAt),
    index("run_workspaces_used").on(t.usedAt),
  ],
);

export const runApprovals = pgTable(
  "run_approvals",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => runSessions.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "run_approvals_pkey", columns: [t.sessionId, t.key] })],
);

export const dryRunStatuses = ["queued", "running", "done", "busy", "failed"] as const;
export type DryRunStatus = (typeof dryRunStatuses)[number];

export const dryRuns = pgTable(
  "dry_runs",
  {
    id: uuid("id").primaryKey(),
    sessionId: text("session_id").notNull(),
    client: text("client").notNull(),
    status: text("status").$type<DryRunStatus>().notNull().default("queued"),
    input: text("input").notNull(),
    result: text("result"),
    runnerId: text("runner_id"),
    workerId: text("worker_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("dry_runs_status_check", sql`${t.status} IN (${sqlWords(dryRunStatuses)})`),
    index("dry_runs_open").on(t.sessionId).where(sql`${t.status} IN ('queued', 'running')`),
    index("dry_runs_running").on(t.runnerId).where(sql`${t.status} = 'running'`),
    index("dry_runs_created").on(t.createdAt),
  ],
);

export const runners = pgTable("runners", {
  id: text("id").primaryKey(),
  lockId: integer("lock_id").notNull().unique("runners_lock_id_key"),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  concurrency: integer("concurrency").notNull(),
  workerIds: text("worker_ids").array().notNull().default([]),
  sandbox: text("sandbox").notNull(),
  running: integer("running").notNull().default(0),
  draining: boolean("draining").notNull().default(false),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
