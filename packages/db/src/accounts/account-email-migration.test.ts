// Migration 0014 on a database with accounts from before it: each keeps the address its provider gave and
// whether the provider said it was verified, now in provider_email (issue 26). On PGlite and, when set, PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { Connection } from "../connect.js";
import { migrate } from "../migrate.js";
import { connectionDrivers as drivers } from "../testing/test-databases.js";

const migrationsDir = new URL("../../migrations/", import.meta.url);
const before0014 = readdirSync(migrationsDir)
  .filter((f) => f.endsWith(".sql") && f < "0014")
  .sort();

describe.each(drivers)("migration 0014 (the provider's address apart from sign-in's key) on %s", (_name, open) => {
  let conn: Connection | undefined;
  afterEach(async () => {
    await conn?.close();
  });

  it("moves each account's address and its verified flag to provider_email, and lets two accounts share one", async () => {
    conn = await open();
    const db = conn;
    await db.session(async (s) => {
      await s.exec(
        "CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      for (const name of before0014) {
        await s.exec(readFileSync(new URL(name, migrationsDir), "utf8"));
        await s.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
      }
      await s.query(
        "INSERT INTO auth_users (id, name, email, email_verified) VALUES ('a', 'Ada', 'Ada@Example.test', true), ('m', 'Mallory', 'grace@example.test', false)",
      );
    });
    expect(await migrate(db)).toContain("0014_account_provider_email.sql");
    const rows = await db.session((s) =>
      s.query<{ id: string; provider_email: string; provider_email_verified: boolean }>(
        "SELECT id, provider_email, provider_email_verified FROM auth_users ORDER BY id",
      ),
    );
    expect(rows).toEqual([
      { id: "a", provider_email: "ada@example.test", provider_email_verified: true },
      { id: "m", provider_email: "grace@example.test", provider_email_verified: false },
    ]);
    // A new sign-in with the same address is another account: email is sign-in's key, provider_email is not unique.
    await db.session((s) =>
      s.query(
        "INSERT INTO auth_users (id, name, email, provider_email, provider_email_verified) VALUES ('g', 'Grace', 'oidc.x@subject.invalid', 'grace@example.test', true)",
      ),
    );
  });
});
