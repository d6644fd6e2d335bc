// The example catalog, loaded on first use: every pack of catalog/packs (lint-checked) whose id the catalog does not
// hold yet, then the dry-run badges of the packs this process published, in the background.
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { lintPack, passes } from "@packstudio/core";
import type { Store } from "@packstudio/db";
import { computeBadges, type Published } from "./catalog-badge";
import { readPackFolder } from "./pack-folder";
import { studioStore } from "./store-instance";

/** Where the example catalog is: PACKSTUDIO_CATALOG_DIR, else the repository's catalog/packs. */
export function catalogDir(): string {
  return process.env.PACKSTUDIO_CATALOG_DIR ?? resolve(process.cwd(), "../../catalog/packs");
}

export interface SeedResult {
  published: Published[];
  /** Folders left out, with the reason (a pack failing lint is never published). */
  skipped: { folder: string; reason: string }[];
}

/** The id a pack folder's surface.json gives, else the folder's name (lint then says what is wrong). */
function packIdOf(files: Record<string, string>, folder: string): string {
  try {
    const id = (JSON.parse(files["surface.json"] ?? "") as { id?: unknown }).id;
    return typeof id === "string" && id ? id : folder;
  } catch {
    return folder;
  }
}

/**
 * Publish each example whose id the catalog does not hold: all of them into a fresh catalog, and into one filled
 * by the bulk import first (issue 29: a fresh data folder loaded by `npm run import` had no examples). An id
 * already there (seeded before, imported or published) is left as it is, never given a new version. Safe when two
 * processes start at once: publishing the same files twice makes one version (the store serializes publishes of
 * an id), so the second finds the pack already there (`created: false`) and leaves its badge to the first.
 */
export async function seedCatalog(store: Store, dir = catalogDir()): Promise<SeedResult> {
  const result: SeedResult = { published: [], skipped: [] };
  let folders: string[];
  try {
    folders = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return result; // no example catalog here: the catalog starts empty
  }
  for (const folder of folders) {
    const files = await readPackFolder(join(dir, folder));
    if (await store.catalog.get(packIdOf(files, folder))) continue;
    const findings = lintPack(files);
    if (!passes(findings)) {
      const errors = findings.filter((f) => f.severity === "error");
      result.skipped.push({ folder, reason: `${errors.length} lint errors, first: ${errors[0]?.message ?? ""}` });
      continue;
    }
    const warnings = findings.filter((f) => f.severity === "warning").length;
    const published = await store.catalog.publish(files, warnings);
    if (published.created) result.published.push({ id: published.id, version: published.version, files });
  }
  return result;
}

// On globalThis: instrumentation.ts seeds at start (warm-up.ts) and is bundled apart from the routes, whose own copy
// of this module must find that seeding rather than start a second one.
const seedingKey = Symbol.for("packstudio.catalogSeeding");
const seedHolder = globalThis as { [seedingKey]?: WeakMap<Store, Promise<void>> };
seedHolder[seedingKey] ??= new WeakMap();
const seeding = seedHolder[seedingKey];

/** The process's store, the example catalog loaded into it on first use (once per process and store). */
export async function catalogStore(): Promise<Store> {
  const store = await studioStore();
  let done = seeding.get(store);
  if (!done) {
    done = seedCatalog(store).then(
      (seeded) => {
        for (const s of seeded.skipped) console.warn(`catalog: ${s.folder} not published: ${s.reason}`);
        void computeBadges(store, seeded.published);
      },
      (error: unknown) => {
        seeding.delete(store); // the next request tries again
        throw error;
      },
    );
    seeding.set(store, done);
  }
  await done;
  return store;
}
