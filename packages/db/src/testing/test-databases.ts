// The databases the storage suite runs on: PGlite always, and a real PostgreSQL server when
// PACKSTUDIO_TEST_DATABASE_URL names one (CI must: the suite throws under CI without it).
import pg from "pg";
import { type Connection, connect } from "../connect.js";
import { openStore, type Store } from "../store.js";

export const postgresUrl = process.env.PACKSTUDIO_TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl)
  throw new Error("CI must run the storage suite on PostgreSQL: set PACKSTUDIO_TEST_DATABASE_URL.");

let created = 0;
/** A test database older than this is a leftover of a run that ended without cleaning up (a killed run). */
const leftoverAfterMs = 6 * 60 * 60 * 1000;

/** Drop the test databases of runs long over, so a developer's server does not fill up with them. */
async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'packstudio\\_test\\_%'",
  );
  for (const { datname } of rows) {
    const made = Number(/^packstudio_test_\d+_(\d+)_\d+$/.exec(datname)?.[1]);
    if (Number.isFinite(made) && Date.now() - made > leftoverAfterMs) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  }
}

/** A fresh, empty database for one suite run on PostgreSQL. */
export async function freshPostgres(url: string): Promise<string> {
  const name = `packstudio_test_${process.pid}_${Date.now()}_${created++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropLeftovers(admin);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface TestDatabase {
  store: Store;
  /** Another store on the same database, as a second studio process would open it; none for in-memory PGlite. */
  another: (() => Promise<Store>) | undefined;
}

export const drivers: [name: string, open: () => Promise<TestDatabase>][] = [
  ["PGlite", async () => ({ store: await openStore({}), another: undefined })],
  ...(postgresUrl
    ? [
        [
          "PostgreSQL",
          async () => {
            const databaseUrl = await freshPostgres(postgresUrl);
            return { store: await openStore({ databaseUrl }), another: () => openStore({ databaseUrl }) };
          },
        ] as [string, () => Promise<TestDatabase>],
      ]
    : []),
];

/** The same databases as bare connections, unmigrated (for tests of migrations and of SQL below the store). */
export const connectionDrivers: [string, () => Promise<Connection>][] = [
  ["PGlite", () => connect({})],
  ...(postgresUrl
    ? [
        ["PostgreSQL", async () => connect({ databaseUrl: await freshPostgres(postgresUrl as string) })] as [
          string,
          () => Promise<Connection>,
        ],
      ]
    : []),
];
