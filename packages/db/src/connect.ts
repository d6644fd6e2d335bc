// One database for both drivers: PGlite (embedded, files under a data folder) or PostgreSQL (DATABASE_URL).
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataFolder } from "./data-folder-lock.js";
import { initdbApart, needsInitdb, pgliteStartParams } from "./pglite-memory.js";
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
  /** Follow a NOTIFY channel; `onLive(false)` when the feed is lost (it reconnects), `onLive(true)` when back. */
  listen(channel: string, onPayload: (payload: string) => void, onLive: (live: boolean) => void): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A PostgreSQL URL; without one, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder, held by this process alone (data-folder-lock.ts); omitted: in memory. */
  dataDir?: string | undefined;
}

export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const feeds: Feeds = { clients: new Set(), closed: false };
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
      listen: (channel, onPayload, onLive) =>
        listenPostgres(options.databaseUrl as string, channel, onPayload, onLive, feeds),
      close: async () => {
        feeds.closed = true;
        await Promise.all([...feeds.clients].map((c) => c.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  // The folder is taken before PGlite reads a byte of it, and given back once PGlite has closed it.
  const lock = options.dataDir ? await lockDataFolder(options.dataDir) : undefined;
  // pg_trgm: the catalog's typo-tolerant search (migrations/0005); PostgreSQL ships it as a contrib extension.
  const extensions = { pg_trgm };
  // A smaller buffer pool, and a fresh folder's initdb in a child process (pglite-memory.ts, issue 30).
  const settings = { extensions, startParams: pgliteStartParams() };
  let client: PGlite;
  try {
    if (options.dataDir && needsInitdb(options.dataDir)) await initdbApart(options.dataDir);
    client = options.dataDir ? new PGlite(options.dataDir, settings) : new PGlite(settings);
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
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
    // One PGlite belongs to one process: its own notifications are the whole feed, and it never drops.
    listen: async (channel, onPayload, onLive) => {
      await client.listen(channel, onPayload);
      onLive(true);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

interface Feeds {
  clients: Set<pg.Client>;
  closed: boolean;
}

/** A dedicated client for LISTEN (a pooled one would be handed to queries); reconnects after a loss. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLive: (live: boolean) => void,
  feeds: Feeds,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    feeds.clients.delete(client);
    onLive(false);
    client.end().catch(() => undefined);
    // Closed by close(): stay down. Otherwise try again shortly; reads go to the database meanwhile.
    if (!feeds.closed) setTimeout(() => void retry(), 1000).unref();
  };
  const retry = () => listenPostgres(url, channel, onPayload, onLive, feeds).catch(() => undefined);
  client.on("notification", (n) => {
    if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
  });
  client.on("error", lose);
  client.on("end", lose);
  feeds.clients.add(client);
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    lose();
    throw error;
  }
  onLive(true);
}
