// Counting catalog packs no further than needed (totals stop at 10,001, typo checks at 20), kept per catalog generation.
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../connect.js";
import { catalogPacks } from "../schema.js";

/**
 * Where counts may be kept: one database (its Db object) at one catalog generation (migrations/0012). A count is
 * a pure function of its condition and the catalog's rows, and every write to the rows moves the generation on.
 */
export interface CountScope {
  db: object;
  generation: string;
}

/** Answers kept a database, in use order: past `max`, the least recently used go. */
export class Shelf {
  readonly byDb = new WeakMap<object, Map<string, unknown>>();
  constructor(readonly max: number) {}
}

/** Counts: a number under a key of the condition's SQL (a few KiB), so 2,000 of them hold a few MiB. */
const counts = new Shelf(2000);
const dialect = new PgDialect();

/** The scope of the counts a search makes now: read once, at its start. */
export async function countScope(db: Db): Promise<CountScope> {
  const rows = (await db.execute(sql`SELECT n::text AS n FROM catalog_generation`)) as unknown as {
    rows: { n: string }[];
  };
  return { db, generation: rows.rows[0]?.n ?? "" };
}

/** The answer kept under `key` for the scope's database and generation, if any (no use recorded, nothing computed). */
export function keptAlready<T>(scope: CountScope | undefined, key: unknown, shelf: Shelf = counts): T | undefined {
  if (!scope) return undefined;
  return shelf.byDb.get(scope.db)?.get(JSON.stringify([scope.generation, key])) as T | undefined;
}

/** `compute()`'s answer, kept under `key` (JSON) for the scope's database and generation; no scope, no keeping. */
export async function keptFor<T>(
  scope: CountScope | undefined,
  key: unknown,
  compute: () => Promise<T>,
  shelf: Shelf = counts,
): Promise<T> {
  if (!scope) return compute();
  const id = JSON.stringify([scope.generation, key]);
  const answers = shelf.byDb.get(scope.db) ?? new Map<string, unknown>();
  shelf.byDb.set(scope.db, answers);
  if (answers.has(id)) {
    const known = answers.get(id) as T;
    answers.delete(id); // most recently used last
    answers.set(id, known);
    return known;
  }
  const answer = await compute();
  answers.set(id, answer);
  if (answers.size > shelf.max) answers.delete(answers.keys().next().value as string);
  return answer;
}

/** A count's key among the kept answers. */
function countKey(condition: SQL, limit: number): unknown {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return ["count", limit, text, params];
}

/** What countUpTo(where, limit) answered before at this scope's generation, if it was asked. */
export const keptCount = (scope: CountScope | undefined, where: SQL, limit: number): number | undefined =>
  keptAlready<number>(scope, countKey(where, limit));

/** How many packs `where` holds, counted no further than `limit` (the index's bitmap, then at most `limit` rows). */
export async function countUpTo(db: Db, where: SQL | undefined, limit: number, scope?: CountScope): Promise<number> {
  const condition = where ?? sql`true`;
  return keptFor(scope, countKey(condition, limit), async () => {
    const found = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(SELECT 1 FROM ${catalogPacks} WHERE ${condition} LIMIT ${limit}) AS found`);
    return Number(found[0]?.n ?? 0);
  });
}
