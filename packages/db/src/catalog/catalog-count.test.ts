// Kept totals (catalog-count.ts, migrations/0012): reused while the catalog is unchanged, stale after no write, in
// this process or another one on the same database.
import { specExample } from "@packstudio/core/testing";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generatedPack } from "../../bench/generated-catalog.js";
import { drivers } from "../testing/test-databases.js";
import { keptFor, Shelf } from "./catalog-count.js";

/** The ledger example under a new id (a different name too), so each is a new pack matching "ledger". */
function ledgerAs(id: string): Record<string, string> {
  const ledger = specExample("ledger");
  const surface = JSON.parse(ledger["surface.json"] ?? "{}");
  const policy = JSON.parse(ledger["policy.json"] ?? "{}");
  return {
    ...ledger,
    "surface.json": JSON.stringify({ ...surface, id, name: `Ledger ${id}` }),
    "policy.json": JSON.stringify({ ...policy, surface_id: id }),
  };
}

describe.each(drivers)("search totals on %s", (_name, open) => {
  it("are reused while nothing is written, and counted again after any write to the catalog", async () => {
    const { store, another } = await open();
    const second = another ? await another() : undefined;
    try {
      for (let i = 1; i <= 3; i++) await store.catalog.publish(ledgerAs(`ledger-copy-${i}`));
      await store.catalog.publish(generatedPack(7));
      const totals = async () =>
        Promise.all([
          store.catalog.search({ q: "ledger" }).then((r) => r.total),
          store.catalog.search({ q: "ledger", sort: "name", pageSize: 1 }).then((r) => r.total),
          store.catalog.search({ bindingMode: "public" }).then((r) => r.total),
          store.catalog.search({}).then((r) => r.total),
          // The facet counts of the words are kept alike: the packs of every kind.
          store.catalog
            .facets(
              { q: "ledger" },
              { bindingMode: [], plane: [], transport: [], kind: ["wrap", "composite", "openapi", "sense_only"] },
            )
            .then((f) => Object.values(f?.kind ?? {}).reduce((n, c) => n + c, 0)),
        ]);
      const before = await totals();
      expect(await totals()).toEqual(before); // the same answers, now from the kept counts

      // A publish of a new pack: every total that includes it moves, at once.
      await store.catalog.publish(ledgerAs("ledger-copy-4"));
      const after = await totals();
      expect(after[0]).toBe((before[0] ?? 0) + 1);
      expect(after[1]).toBe((before[1] ?? 0) + 1);
      expect(after[3]).toBe((before[3] ?? 0) + 1);
      expect(after[4]).toBe((before[4] ?? 0) + 1);

      // Another studio process on the same database publishes: this one's kept totals are stale too.
      if (second) {
        await second.catalog.publish(ledgerAs("ledger-copy-5"));
        const seen = await totals();
        expect(seen[0]).toBe((after[0] ?? 0) + 1);
        expect(seen[3]).toBe((after[3] ?? 0) + 1);
        expect(seen[4]).toBe((after[4] ?? 0) + 1);
      }
    } finally {
      await second?.close();
      await store.close();
    }
  });

  it("come from the kept counts: a row written past the generation's trigger is not counted until the next write", async () => {
    const { store } = await open();
    try {
      await store.catalog.publish(ledgerAs("ledger-copy-1"));
      expect((await store.catalog.search({ q: "ledger" })).total).toBe(1);
      // Only a write that skips the trigger can leave the generation behind; the kept total shows it was reused.
      const trigger = (on: boolean) =>
        store.accounts.db.execute(
          sql.raw(`ALTER TABLE catalog_packs ${on ? "ENABLE" : "DISABLE"} TRIGGER catalog_generation_bump`),
        );
      await trigger(false);
      await store.catalog.publish(ledgerAs("ledger-copy-2"));
      expect((await store.catalog.search({ q: "ledger" })).total).toBe(1);
      await trigger(true);
      await store.catalog.setDryRunBadge("ledger-copy-2", 1, true); // any write: a badge
      expect((await store.catalog.search({ q: "ledger" })).total).toBe(2);
    } finally {
      await store.close();
    }
  });
});

describe("keptFor", () => {
  it("keeps at most its shelf's size, the least recently used going first, and nothing without a scope", async () => {
    const shelf = new Shelf(2);
    const db = {};
    let computed = 0;
    const ask = (key: string, generation = "1") =>
      keptFor({ db, generation }, key, async () => `${key}#${++computed}`, shelf);
    expect(await ask("a")).toBe("a#1");
    expect(await ask("b")).toBe("b#2");
    expect(await ask("a")).toBe("a#1"); // kept, and now the most recently used
    expect(await ask("c")).toBe("c#3"); // past the size: "b" goes
    expect(await ask("a")).toBe("a#1");
    expect(await ask("b")).toBe("b#4");
    expect(await ask("a", "2")).toBe("a#5"); // another generation: counted again
    expect(shelf.byDb.get(db)?.size).toBe(2);
    expect(await keptFor(undefined, "a", async () => "fresh", shelf)).toBe("fresh");
  });
});
