// The PostgreSQL test databases: a new one drops the leftovers of runs long over (and only those).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freshPostgres, postgresUrl } from "./test-databases.js";

async function exists(url: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return rowCount === 1;
  } finally {
    await admin.end();
  }
}

async function create(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
}

describe.skipIf(!postgresUrl)("PostgreSQL test databases", () => {
  it("drops a leftover of a day-old run and keeps a recent one", async () => {
    const url = postgresUrl as string;
    const old = `packstudio_test_1_${Date.now() - 24 * 3600_000}_0`;
    const recent = `packstudio_test_1_${Date.now() - 60_000}_0`;
    await create(url, old);
    await create(url, recent);
    const mine = await freshPostgres(url);
    expect(await exists(url, old)).toBe(false);
    expect(await exists(url, recent)).toBe(true);
    expect(await exists(url, new URL(mine).pathname.slice(1))).toBe(true);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE ${recent}`);
    await admin.query(`DROP DATABASE ${new URL(mine).pathname.slice(1)}`).finally(() => admin.end());
  });
});
