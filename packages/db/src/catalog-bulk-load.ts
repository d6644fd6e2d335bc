// Bulk loading (the import script and the benchmark): the rows publishPack writes (snapshot, pack, version 1), in batched inserts.
import { snapshotSha256 } from "./canonical.js";
import { catalogFacts } from "./catalog.js";
import type { Db } from "./connect.js";
import { catalogPacks, catalogVersions, snapshots } from "./schema.js";

/** Insert packs as their first published version; `updatedAt(i)` spreads the publish times for the update sort. */
export async function bulkLoad(
  db: Db,
  packs: Record<string, string>[],
  updatedAt: (i: number) => Date,
  batch = 500,
): Promise<void> {
  for (let start = 0; start < packs.length; start += batch) {
    const slice = packs.slice(start, start + batch);
    const snaps = slice.map((files) => ({
      sha256: snapshotSha256(files),
      files,
      size: Object.values(files).reduce((n, t) => n + Buffer.byteLength(t, "utf8"), 0),
      fileCount: Object.keys(files).length,
    }));
    const facts = slice.map((files, i) => ({
      ...catalogFacts(files),
      latestVersion: 1,
      updatedAt: updatedAt(start + i),
    }));
    await db.transaction(async (tx) => {
      await tx.insert(snapshots).values(snaps).onConflictDoNothing();
      await tx.insert(catalogPacks).values(facts);
      await tx.insert(catalogVersions).values(
        facts.map((f, i) => ({
          packId: f.id,
          version: 1,
          snapshotSha256: snaps[i]?.sha256 ?? "",
          warnings: 0,
          publishedAt: f.updatedAt,
        })),
      );
    });
  }
}
