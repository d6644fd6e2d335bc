// Drizzle tables the catalog's triggers keep (migrations 0005, 0010, 0012): the words for suggestions, the facet
// groups' counts and the catalog's generation. Read by raw SQL; declared so schema-drift.test.ts checks them too.

import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const catalogWords = pgTable("catalog_words", { word: text("word").primaryKey() }, (t) => [
  index("catalog_words_trgm").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: "off" }),
]);

export const catalogFacetGroups = pgTable(
  "catalog_facet_groups",
  {
    /** '' where the pack has none (a key column cannot hold NULL). */
    bindingMode: text("binding_mode").notNull(),
    plane: text("plane").notNull(),
    kind: text("kind").notNull(),
    transports: text("transports").array().notNull(),
    hasWrite: boolean("has_write").notNull(),
    needsApproval: boolean("needs_approval").notNull(),
    needsCli: boolean("needs_cli").notNull(),
    packs: integer("packs").notNull(),
  },
  (t) => [
    primaryKey({
      name: "catalog_facet_groups_pkey",
      columns: [t.bindingMode, t.plane, t.kind, t.transports, t.hasWrite, t.needsApproval, t.needsCli],
    }),
  ],
);

/** One row: the number every write to catalog_packs moves on. */
export const catalogGeneration = pgTable(
  "catalog_generation",
  {
    one: boolean("one").primaryKey().default(true),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalog_generation_one_check", sql`${t.one}`)],
);
