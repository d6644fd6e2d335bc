// Migration 0004 on a database that already holds conversations keyed by snapshot hashes (the old key):
// they are dropped, and conversations are then keyed by share ids. On PGlite and, when set, PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { Connection } from "../connect.js";
import { migrate } from "../migrate.js";
import { connectionDrivers as drivers } from "../testing/test-databases.js";

const migrationsDir = new URL("../../migrations/", import.meta.url);
const before0004 = readdirSync(migrationsDir)
  .filter((f) => f.endsWith(".sql") && f < "0004")
  .sort();

describe.each(drivers)("migration 0004 (reviews keyed by share ids) on %s", (_name, open) => {
  let conn: Connection | undefined;
  afterEach(async () => {
    await conn?.close();
  });

  it("drops the conversations keyed by hashes, and keys new ones by the pair of share ids", async () => {
    conn = await open();
    const db = conn;
    await db.session(async (s) => {
      // The database as the migrations before 0004 left it, with a conversation under the old key.
      await s.exec(
        "CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      for (const name of before0004) {
        await s.exec(readFileSync(new URL(name, migrationsDir), "utf8"));
        await s.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
      }
      const hash = "a".repeat(64);
      await s.query("INSERT INTO snapshots (sha256, files, size, file_count) VALUES ($1, '{}', 0, 0)", [hash]);
      await s.query(
        "INSERT INTO review_comments (base_sha256, head_sha256, file, author, body) VALUES ($1, $1, 'HARNESS.md', 'Ada', 'old')",
        [hash],
      );
      await s.query(
        "INSERT INTO review_verdicts (base_sha256, head_sha256, author, verdict) VALUES ($1, $1, 'Ada', 'approve')",
        [hash],
      );
    });
    expect(await migrate(db)).toContain("0004_review_share_keys.sql");
    const count = (table: string) =>
      db.session(async (s) => Number((await s.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n));
    expect([await count("review_comments"), await count("review_verdicts")]).toEqual([0, 0]);
    // A row now needs both share ids, and they must name shares.
    await expect(
      db.session((s) =>
        s.query(
          "INSERT INTO review_comments (base_sha256, head_sha256, file, author, body) VALUES ($1, $1, 'f', 'a', 'b')",
          ["a".repeat(64)],
        ),
      ),
    ).rejects.toThrow(/base_share/);
    await expect(
      db.session((s) =>
        s.query(
          "INSERT INTO review_verdicts (base_share, head_share, base_sha256, head_sha256, author, verdict) VALUES ('AAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAA', $1, $1, 'a', 'approve')",
          ["a".repeat(64)],
        ),
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
