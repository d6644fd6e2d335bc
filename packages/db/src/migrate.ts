// Migrations at start-up: each migrations/*.sql once, in order, under an advisory lock so several
// studio processes starting together against one PostgreSQL do not race.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Connection } from "./connect.js";

/** `packages/db/migrations`, beside this module or, when bundled (Next), found upward from the cwd. */
function findMigrations(): URL {
  // webpackIgnore: a bundler must not try to bundle the folder as an asset.
  const beside = new URL(/* webpackIgnore: true */ "../migrations/", import.meta.url);
  if (beside.protocol === "file:" && existsSync(fileURLToPath(beside))) return beside;
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(dir, "packages/db/migrations");
    if (existsSync(candidate)) return pathToFileURL(`${candidate}/`);
    if (dirname(dir) === dir) return beside;
  }
}

const migrationsDir = findMigrations();
const LOCK = 7_351_201; // Pack Studio's migration lock id

export async function migrate(conn: Connection): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith(".sql")).sort();
  return conn.session(async (s) => {
    const applied: string[] = [];
    await s.query("SELECT pg_advisory_lock($1)", [LOCK]);
    try {
      await s.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const done = new Set((await s.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
      for (const name of files) {
        if (done.has(name)) continue;
        const sql = await readFile(new URL(name, migrationsDir), "utf8");
        // One transaction per file: its DDL and its record land together or not at all.
        await s.exec("BEGIN");
        try {
          await s.exec(sql);
          await s.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
          await s.exec("COMMIT");
        } catch (error) {
          await s.exec("ROLLBACK");
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
        }
        applied.push(name);
      }
    } finally {
      await s.query("SELECT pg_advisory_unlock($1)", [LOCK]);
    }
    return applied;
  });
}
