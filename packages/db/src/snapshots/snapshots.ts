// Snapshots: immutable sets of pack files, stored once per canonical SHA-256.
import { eq } from "drizzle-orm";
import type { Db } from "../connect.js";
import { snapshots } from "../schema.js";
import { snapshotSha256 } from "./canonical.js";
import { cachedSnapshot, cacheSnapshot } from "./snapshot-cache.js";

export interface StoredSnapshot {
  sha256: string;
  size: number;
  fileCount: number;
  /** False when the same files were stored before (they are reused). */
  created: boolean;
}

/** What a snapshot row records of `files` beside them: their hash, UTF-8 size and count (the bulk load too). */
export function snapshotFacts(files: Record<string, string>): { sha256: string; size: number; fileCount: number } {
  const size = Object.values(files).reduce((n, t) => n + Buffer.byteLength(t, "utf8"), 0);
  return { sha256: snapshotSha256(files), size, fileCount: Object.keys(files).length };
}

export async function putSnapshot(db: Db, files: Record<string, string>): Promise<StoredSnapshot> {
  const { sha256, size, fileCount } = snapshotFacts(files);
  // The same snapshot shared twice reuses the stored files.
  const inserted = await db
    .insert(snapshots)
    .values({ sha256, files, size, fileCount })
    .onConflictDoNothing()
    .returning({ sha256: snapshots.sha256 });
  return { sha256, size, fileCount, created: inserted.length === 1 };
}

/** A snapshot's files: from the in-process cache (they never change under their hash), else the database. */
export async function getSnapshot(db: Db, sha256: string): Promise<Record<string, string> | null> {
  const cached = cachedSnapshot(sha256);
  if (cached) return cached;
  const row = (
    await db
      .select({ files: snapshots.files, size: snapshots.size })
      .from(snapshots)
      .where(eq(snapshots.sha256, sha256))
      .limit(1)
  )[0];
  if (!row) return null;
  cacheSnapshot(sha256, row.files, row.size);
  return row.files;
}
