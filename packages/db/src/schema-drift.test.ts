// The migrated database equals the Drizzle schema (issue 31): a fresh database run through migrations/*.sql and
// another built from the Drizzle tables' DDL (drizzle-kit's generator) must hold the same tables, columns (type,
// nullability, default, generated expression), indexes and constraints, as PostgreSQL prints them. On PGlite and,
// when PACKSTUDIO_TEST_DATABASE_URL is set, PostgreSQL. Not compared: storage settings (STORAGE MAIN, toast_tuple_target,
// UNLOGGED), triggers and the functions they call, which only the migrations state.
import { readdirSync } from "node:fs";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection, Session } from "./connect.js";
import { migrate } from "./migrate.js";
import { connectionDrivers as drivers } from "./testing/test-databases.js";
import { schemaShape, shapeDifferences, tablesOf } from "./testing/test-schema-shape.js";

/** Every Drizzle table: each module named *schema.ts under src (a new one is found without a list to update). */
async function drizzleTables(): Promise<Record<string, PgTable>> {
  const src = new URL("./", import.meta.url);
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => /(^|[/-])schema\.ts$/.test(f));
  const tables: Record<string, PgTable> = {};
  for (const file of files) Object.assign(tables, tablesOf(await import(new URL(file, src).href)));
  return tables;
}

/** What the tables' DDL needs first and is not a table: the extensions and the schema's own functions (copied). */
async function prerequisites(from: Session): Promise<string[]> {
  const extensions = await from.query<{ name: string }>(
    "SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname",
  );
  const functions = await from.query<{ def: string }>(
    `SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND p.prokind = 'f'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
  );
  // The bodies name tables not made yet: checked when called, not now.
  return [
    ...extensions.map((e) => `CREATE EXTENSION IF NOT EXISTS "${e.name}"`),
    "SET check_function_bodies = off",
    ...functions.map((f) => f.def),
  ];
}

let drizzleDdl: string[] = [];
beforeAll(async () => {
  drizzleDdl = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(await drizzleTables()));
});

describe.each(drivers)("the migrated database and the Drizzle schema on %s", (_name, open) => {
  let migrated: Connection;
  let declared: Connection;
  beforeAll(async () => {
    migrated = await open();
    await migrate(migrated);
    declared = await open();
    const first = await migrated.session(prerequisites);
    await declared.session(async (s) => {
      for (const statement of [...first, ...drizzleDdl]) await s.exec(statement);
    });
  });
  afterAll(async () => {
    await migrated?.close();
    await declared?.close();
  });

  const differences = async () =>
    shapeDifferences(await migrated.session(schemaShape), await declared.session(schemaShape), [
      "migrations",
      "drizzle",
    ]);

  it("hold the same tables, columns, indexes and constraints", async () => {
    expect(await differences()).toEqual([]);
  });

  it("name a change made beside the schema: a column, a default, an index, a foreign key, a table", async () => {
    await migrated.session((s) =>
      s.exec(`ALTER TABLE shares ADD COLUMN note text;
        ALTER TABLE snapshots ALTER COLUMN created_at DROP DEFAULT;
        DROP INDEX shares_expires_at;
        ALTER TABLE shares DROP CONSTRAINT shares_snapshot_sha256_fkey;
        CREATE TABLE stray (id int)`),
    );
    expect(await differences()).toEqual([
      "shares columns note: migrations text NULL | drizzle (none)",
      "shares constraint only in drizzle: FOREIGN KEY (snapshot_sha256) REFERENCES snapshots(sha256)",
      "shares indexes shares_expires_at: migrations (none) | drizzle CREATE INDEX shares_expires_at ON public.shares USING btree (expires_at) WHERE (expires_at IS NOT NULL)",
      "snapshots columns created_at: migrations timestamp with time zone NOT NULL | drizzle timestamp with time zone NOT NULL DEFAULT now()",
      "table stray: only in migrations",
    ]);
  });
});
