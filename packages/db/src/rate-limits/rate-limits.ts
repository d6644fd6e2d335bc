// Rate limits shared by every studio process: an atomic fixed-window counter per bucket, pruned as windows end.
import { sql } from "drizzle-orm";
import type { Db } from "../connect.js";

export interface RateLimitHit {
  /** What is counted, e.g. "share|203.0.113.9": a route class and a client address. */
  bucket: string;
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** The time of the hit; omitted: the database's clock (one clock for every process). */
  at?: Date | undefined;
}

export interface RateLimitResult {
  allowed: boolean;
  /** This hit's number in its window, counted up to limit + 1 (refused hits are not told apart). */
  hits: number;
  limit: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
  /** Whole seconds until then, at least 1: what `Retry-After` says. */
  retryAfterSeconds: number;
}

interface HitRow {
  hits: number;
  reset_epoch: number;
  now_epoch: number;
}

/** Buckets longer than this are cut: a key names a class and an address, never anything longer. */
const maxBucketChars = 200;

/**
 * Count one hit. One statement does it: the upsert takes the row's lock, so concurrent hits (from any number of
 * processes) get successive counts and exactly `limit` of them are allowed in a window.
 */
export async function hitRateLimit(db: Db, hit: RateLimitHit): Promise<RateLimitResult> {
  if (!Number.isInteger(hit.limit) || hit.limit < 1) throw new RangeError(`rate limit must be a whole number ≥ 1`);
  if (!Number.isInteger(hit.windowSeconds) || hit.windowSeconds < 1)
    throw new RangeError(`rate limit window must be a whole number of seconds ≥ 1`);
  const at = hit.at ? sql`${hit.at.toISOString()}::timestamptz` : sql`now()`;
  const window = hit.windowSeconds;
  const result = await db.execute(sql`
    WITH t AS (SELECT ${at} AS now),
    w AS (SELECT now, to_timestamp(floor(extract(epoch FROM now) / ${window}) * ${window}) AS start FROM t)
    INSERT INTO rate_limits AS r (bucket, window_start, hits, expires_at)
    SELECT ${hit.bucket.slice(0, maxBucketChars)}, w.start, 1, w.start + make_interval(secs => ${window}) FROM w
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = LEAST(r.hits + 1, ${hit.limit + 1})
    RETURNING r.hits,
      extract(epoch FROM r.expires_at)::float8 AS reset_epoch,
      (SELECT extract(epoch FROM now)::float8 FROM t) AS now_epoch`);
  const row = (result as unknown as { rows: HitRow[] }).rows[0];
  if (!row) throw new Error("rate limit: the counter returned no row");
  const resetAt = new Date(row.reset_epoch * 1000);
  return {
    allowed: row.hits <= hit.limit,
    hits: row.hits,
    limit: hit.limit,
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil(row.reset_epoch - row.now_epoch)),
  };
}

/** Delete the windows that have ended by `at` (default: the database's clock); returns how many. */
export async function pruneRateLimits(db: Db, at?: Date): Promise<number> {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE expires_at <= ${when}`);
  const count = (result as unknown as { rowCount?: number | null; affectedRows?: number }).rowCount;
  return count ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}

/** Prune at most once a minute per store: cheap (an index on expires_at), and the table stays small. */
export function rateLimiter(db: Db) {
  let lastPrune = 0;
  return {
    hit: async (hit: RateLimitHit): Promise<RateLimitResult> => {
      const result = await hitRateLimit(db, hit);
      const now = Date.now();
      if (now - lastPrune > 60_000) {
        lastPrune = now;
        await pruneRateLimits(db);
      }
      return result;
    },
    prune: (at?: Date) => pruneRateLimits(db, at),
  };
}
