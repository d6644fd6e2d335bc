// Snapshots: immutable sets of pack files, stored once per canonical SHA-256.
import { eq } from "drizzle-orm";
import { snapshotSha256 } from "./canonical.js";
import type { Db } from "./connect.js";
import { snapshots } from "./schema.js";

export interface StoredSnapshot {
  sha256: string;
  size: number;
  fileCount: number;
  /** False when the same files were stored before (they are reused). */
  created: boolean;
}

export async function putSnapshot(db: Db, files: Record<string, string>): Promise<StoredSnapshot> {
  const sha256 = snapshotSha256(files);
  const size = Object.values(files).reduce((n, t) => n + Buffer.byteLength(t, "utf8"), 0);
  const fileCount = Object.keys(files).length;
  // The same snapshot shared twice reuses the stored files.
  const inserted = await db
    .insert(snapshots)
    .values({ sha256, files, size, fileCount })
    .onConflictDoNothing()
    .returning({ sha256: snapshots.sha256 });
  return { sha256, size, fileCount, created: inserted.length === 1 };
}

export async function getSnapshot(db: Db, sha256: string): Promise<Record<string, string> | null> {
  const rows = await db.select({ files: snapshots.files }).from(snapshots).where(eq(snapshots.sha256, sha256)).limit(1);
  return rows[0]?.files ?? null;
}
