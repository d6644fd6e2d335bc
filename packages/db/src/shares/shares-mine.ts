// A signed-in creator's shares (DECISIONS.md 13): listed newest first, deleted by their creator without the key.
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { shares } from "../schema.js";
import { type ShareRowCache, shareDeletedChannel } from "./share-row-cache.js";

export interface MyShare {
  id: string;
  sha256: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A page of /account lists this many; older ones are still deleted with their key (or after newer go). */
export const maxMyShares = 100;

/** The account's live shares, newest first: the newest maxMyShares, and whether there are more. */
export async function listSharesBy(db: Db, accountId: string): Promise<{ shares: MyShare[]; more: boolean }> {
  const rows = await db
    .select({ id: shares.id, sha256: shares.snapshotSha256, createdAt: shares.createdAt, expiresAt: shares.expiresAt })
    .from(shares)
    .where(and(eq(shares.creatorAccount, accountId), or(isNull(shares.expiresAt), gt(shares.expiresAt, new Date()))))
    .orderBy(desc(shares.createdAt), desc(shares.id))
    .limit(maxMyShares + 1);
  return { shares: rows.slice(0, maxMyShares), more: rows.length > maxMyShares };
}

/** Delete a share its creator names; false when it is not theirs or not there (which is not said). */
export async function deleteShareBy(db: Db, id: string, accountId: string, rows: ShareRowCache): Promise<boolean> {
  // Deleted and announced in one statement, as deleteShare does: every process's row cache drops it.
  const deleted = await db.execute<{ id: string }>(sql`
    WITH gone AS (
      DELETE FROM ${shares} WHERE ${shares.id} = ${id} AND ${shares.creatorAccount} = ${accountId}
      RETURNING ${shares.id}
    )
    SELECT gone.id, pg_notify(${shareDeletedChannel}, gone.id) FROM gone`);
  rows.drop(id);
  return (deleted as unknown as { rows: unknown[] }).rows.length === 1;
}
