// One database for both drivers: PGlite (embedded, files under a data folder) or PostgreSQL (DATABASE_URL).
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.js";

/** Either driver, as the PostgreSQL dialect both share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one session (a pool client, or PGlite itself): what migrations need. */
export interface Session {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Connection {
  db: Db;
  driver: "pglite" | "postgres";
  /** Run `fn` on one session (advisory locks and transactions need the same session throughout). */
  session<T>(fn: (s: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A PostgreSQL URL; without one, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; omitted: in memory. */
  dataDir?: string | undefined;
}

export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: "postgres",
      session: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn({
            query: async (sql, params) => (await client.query(sql, params)).rows,
            exec: async (sql) => {
              await client.query(sql);
            },
          });
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const session: Session = {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await client.exec(sql);
    },
  };
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: "pglite",
    session: (fn) => fn(session),
    close: () => client.close(),
  };
}
