// Share links: a random id naming a snapshot, a delete key shown once (stored as its hash), an optional expiry.
import { type Expiry, expiryMs, shareIdPattern } from "@packstudio/core";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../connect.js";
import { newDeleteKey, newShareId, sha256 } from "../ids.js";
import { shares } from "../schema.js";
import { getSnapshot, putSnapshot } from "../snapshots/snapshots.js";
import { type ShareRow, type ShareRowCache, shareDeletedChannel } from "./share-row-cache.js";

export type { Expiry } from "@packstudio/core";

export interface CreatedShare {
  id: string;
  deleteKey: string;
  sha256: string;
  expiresAt: Date | null;
}

export interface Share {
  id: string;
  sha256: string;
  files: Record<string, string>;
  createdAt: Date;
  expiresAt: Date | null;
}

export async function createShare(
  db: Db,
  files: Record<string, string>,
  expiry: Expiry = "never",
  creatorAccount: string | null = null,
): Promise<CreatedShare> {
  const snap = await putSnapshot(db, files);
  const id = newShareId();
  const deleteKey = newDeleteKey();
  const expiresAt = expiry === "never" ? null : new Date(Date.now() + expiryMs[expiry]);
  await db
    .insert(shares)
    .values({ id, snapshotSha256: snap.sha256, deleteKeySha256: sha256(deleteKey), expiresAt, creatorAccount });
  // Whether these files were stored before is not said: it would tell anyone who can guess a pack's files that
  // someone shared or published them (spec section 11: nobody can confirm a guessed content).
  return { id, deleteKey, sha256: snap.sha256, expiresAt };
}

async function liveShareRow(db: Db, id: string, rows: ShareRowCache): Promise<ShareRow | undefined> {
  const cached = rows.get(id);
  if (cached) return cached;
  const ticket = rows.ticket();
  const live = and(eq(shares.id, id), or(isNull(shares.expiresAt), gt(shares.expiresAt, new Date())));
  const row = (
    await db
      .select({
        id: shares.id,
        sha256: shares.snapshotSha256,
        createdAt: shares.createdAt,
        expiresAt: shares.expiresAt,
      })
      .from(shares)
      .where(live)
      .limit(1)
  )[0];
  if (row) rows.set(row, ticket);
  return row;
}

export async function getShare(db: Db, id: string, rows: ShareRowCache): Promise<Share | null> {
  if (!shareIdPattern.test(id)) return null;
  // Deletion and expiry are shared state: the row comes from the database, or from a cache that every
  // deletion (in any process) clears at once. The files, immutable by their hash, from the snapshot cache.
  const row = await liveShareRow(db, id, rows);
  if (!row) return null;
  const files = await getSnapshot(db, row.sha256);
  return files ? { ...row, files } : null;
}

/** Delete a share with its delete key; false when the id or the key is wrong (nothing is said about which). */
export async function deleteShare(db: Db, id: string, deleteKey: string, rows: ShareRowCache): Promise<boolean> {
  if (!shareIdPattern.test(id)) return false;
  // Deleted and announced in one statement: every process's row cache drops the share on the NOTIFY.
  const deleted = await db.execute<{ id: string }>(sql`
    WITH gone AS (
      DELETE FROM ${shares} WHERE ${shares.id} = ${id} AND ${shares.deleteKeySha256} = ${sha256(deleteKey)}
      RETURNING ${shares.id}
    )
    SELECT gone.id, pg_notify(${shareDeletedChannel}, gone.id) FROM gone`);
  rows.drop(id);
  // Both drivers answer with a result whose rows are the deleted ids.
  return (deleted as unknown as { rows: unknown[] }).rows.length === 1;
}
