// Seeding the example catalog: once, safely when two processes start together, never a pack failing lint, and
// into a catalog the bulk import filled first (each example id not there yet).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogPack } from "@packstudio/core/testing";
import { openStore } from "@packstudio/db";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "./catalog-seed";

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const packsDir = join(repo, "catalog/packs");
const folders = readdirSync(packsDir).filter((n) => statSync(join(packsDir, n)).isDirectory());

describe("seedCatalog", () => {
  it("two seeds at once publish each example once; a later seed adds nothing", async () => {
    const store = await openStore({});
    try {
      const [a, b] = await Promise.all([seedCatalog(store, packsDir), seedCatalog(store, packsDir)]);
      expect(a.published.length + b.published.length).toBe(folders.length);
      expect(await store.catalog.size()).toBe(folders.length);
      for (const id of folders) expect((await store.catalog.get(id))?.versions.map((v) => v.version)).toEqual([1]);
      expect((await seedCatalog(store, packsDir)).published).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("publishes the examples into a catalog the bulk import filled first, leaving an id already there alone", async () => {
    const store = await openStore({});
    try {
      // What `npm run import` leaves in a fresh data folder: other packs, and here one under an example's id.
      const mine = { ...catalogPack("ledger"), "HARNESS.md": "# Ledger\n\nThe operator's own ledger.\n" };
      await store.catalog.publish(mine);
      const other = catalogPack("notes");
      for (const key of ["surface.json", "policy.json"])
        other[key] = (other[key] ?? "").replaceAll('"notes"', '"imported-notes"');
      await store.catalog.publish(other);
      const seeded = await seedCatalog(store, packsDir);
      expect(seeded.published.map((p) => p.id).sort()).toEqual(folders.filter((f) => f !== "ledger").sort());
      expect(await store.catalog.size()).toBe(folders.length + 1);
      const ledger = await store.catalog.get("ledger");
      expect(ledger?.versions.map((v) => v.version)).toEqual([1]);
      expect(ledger?.files["HARNESS.md"]).toContain("The operator's own ledger.");
    } finally {
      await store.close();
    }
  });

  it("leaves out a pack failing lint, says why, and starts empty without a catalog folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "catalog-seed-"));
    const store = await openStore({});
    try {
      cpSync(join(packsDir, "notes"), join(dir, "notes"), { recursive: true });
      mkdirSync(join(dir, "broken"));
      cpSync(join(repo, "spec/examples/broken"), join(dir, "broken"), { recursive: true });
      rmSync(join(dir, "broken/expected.json"), { force: true });
      const seeded = await seedCatalog(store, dir);
      expect(seeded.published.map((p) => p.id)).toEqual(["notes"]);
      expect(seeded.skipped).toEqual([
        { folder: "broken", reason: expect.stringMatching(/^\d+ lint errors, first: /) },
      ]);
      const empty = await openStore({});
      expect((await seedCatalog(empty, join(dir, "missing"))).published).toEqual([]);
      await empty.close();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
