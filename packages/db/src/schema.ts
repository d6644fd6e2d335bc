// Drizzle table definitions, matching migrations/*.sql (the migrations are the source of the DDL).
import type { Verdict } from "@packstudio/core";
import {
  bigserial,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const snapshots = pgTable("snapshots", {
  sha256: text("sha256").primaryKey(),
  files: jsonb("files").$type<Record<string, string>>().notNull(),
  size: integer("size").notNull(),
  fileCount: integer("file_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shares = pgTable("shares", {
  id: text("id").primaryKey(),
  snapshotSha256: text("snapshot_sha256").notNull(),
  deleteKeySha256: text("delete_key_sha256").notNull(),
  /** The signed-in account that made it (migrations/0008), who may delete it without the key. */
  creatorAccount: text("creator_account"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});

export const catalogPacks = pgTable("catalog_packs", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  kind: text("kind").notNull(),
  bindingMode: text("binding_mode"),
  plane: text("plane").notNull(),
  transports: text("transports").array().notNull(),
  hasWrite: boolean("has_write").notNull(),
  needsApproval: boolean("needs_approval").notNull(),
  needsCli: boolean("needs_cli").notNull(),
  commandCount: integer("command_count").notNull(),
  harness: text("harness").notNull(),
  summary: text("summary").notNull(),
  latestVersion: integer("latest_version").notNull(),
  dryRunOk: boolean("dry_run_ok"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  search: tsvector("search"),
  searchName: tsvector("search_name"),
  searchDescription: tsvector("search_description"),
});

export const catalogVersions = pgTable(
  "catalog_versions",
  {
    packId: text("pack_id").notNull(),
    version: integer("version").notNull(),
    snapshotSha256: text("snapshot_sha256").notNull(),
    warnings: integer("warnings").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.version] })],
);

export const reviewComments = pgTable("review_comments", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The review's link: its pair of share ids is the key (migrations/0004); the hashes record what was reviewed. */
  baseShare: text("base_share").notNull(),
  headShare: text("head_share").notNull(),
  baseSha256: text("base_sha256").notNull(),
  headSha256: text("head_sha256").notNull(),
  file: text("file").notNull(),
  pointer: text("pointer"),
  line: integer("line"),
  author: text("author").notNull(),
  /** The signed-in account that wrote it (migrations/0006); null when sign-in is off or reviews are anonymous. */
  authorAccount: text("author_account"),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reviewVerdicts = pgTable("review_verdicts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The review's link: its pair of share ids is the key (migrations/0004); the hashes record what was reviewed. */
  baseShare: text("base_share").notNull(),
  headShare: text("head_share").notNull(),
  baseSha256: text("base_sha256").notNull(),
  headSha256: text("head_sha256").notNull(),
  author: text("author").notNull(),
  /** The signed-in account that gave it (migrations/0006): its latest verdict replaces its earlier ones. */
  authorAccount: text("author_account"),
  /** An open-mode verdict's browser (migrations/0016): the SHA-256 of its voter cookie; only that voter replaces it. */
  voter: text("voter"),
  verdict: text("verdict").$type<Verdict>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Dry-runs handed to runners (DECISIONS.md 15): sessions, their workspaces and approvals, runs, runners.
export { dryRuns, runApprovals, runners, runSessions, runWorkspaces } from "./run-queue/run-schema.js";
