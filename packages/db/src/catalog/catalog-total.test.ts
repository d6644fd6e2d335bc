// A search's total with words (catalog-total.ts): the names counted first give the same totals as the whole index,
// and the names go first only for one letter or after the keystroke before had names at the cap.
import { specExample } from "@packstudio/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "../connect.js";
import { migrate } from "../migrate.js";
import { connectionDrivers as drivers } from "../testing/test-databases.js";
import { publishPack } from "./catalog.js";
import { countScope, countUpTo, keptCount } from "./catalog-count.js";
import { fullIndexed, nameIndexed } from "./catalog-facet-lexemes.js";
import { countTotal, wordsBefore } from "./catalog-total.js";
import { prefixTsQuery } from "./catalog-tsquery.js";

/** The ledger example as pack `id` named `name` (its prose still says "ledger" throughout). */
function ledgerAs(id: string, name: string): Record<string, string> {
  const ledger = specExample("ledger");
  const surface = JSON.parse(ledger["surface.json"] ?? "{}");
  const policy = JSON.parse(ledger["policy.json"] ?? "{}");
  return {
    ...ledger,
    "surface.json": JSON.stringify({ ...surface, id, name }),
    "policy.json": JSON.stringify({ ...policy, surface_id: id }),
  };
}

describe("wordsBefore", () => {
  it.each([
    [["ledger"], ["ledge"]],
    [["l"], undefined],
    [["pay", "l"], ["pay"]],
    [
      ["pay", "le"],
      ["pay", "l"],
    ],
    [[], undefined],
  ])("%j: one keystroke before, %j", (words, want) => {
    expect(wordsBefore(words)).toEqual(want);
  });
});

describe.each(drivers)("countTotal on %s", (_name, open) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    await migrate(conn);
    // Five packs with "ledger" in the id and name, four with it only in their prose.
    for (let i = 1; i <= 5; i++) await publishPack(conn.db, ledgerAs(`ledger-n-${i}`, `Ledger ${i}`));
    for (let i = 1; i <= 4; i++) await publishPack(conn.db, ledgerAs(`books-${i}`, `Books ${i}`));
  });
  afterAll(() => conn.close());

  const full = (words: string[]) => fullIndexed(prefixTsQuery(words), undefined);
  const names = (words: string[]) => nameIndexed(prefixTsQuery(words), undefined);
  const facets = "'=plane:control'";

  // [keystrokes typed in order, the cap]: each total equals the whole index's count, capped.
  it.each([
    [[["l"], ["le"], ["led"], ["ledger"]], 3],
    [[["l"], ["le"], ["led"], ["ledger"]], 7],
    [[["l"], ["le"], ["ledger"]], 50],
    [[["b"], ["bo"], ["books"]], 3],
    [[["ledger"], ["ledger", "b"]], 2],
  ])("%j up to %i: the totals of the whole index", async (typed, limit) => {
    const scope = await countScope(conn.db);
    for (const words of typed) {
      const total = await countTotal(conn.db, words, full(words), undefined, limit, scope);
      expect(total, words.join(" ")).toBe(await countUpTo(conn.db, full(words), limit));
    }
  });

  it("under filters, counts the words under the same filters", async () => {
    const scope = await countScope(conn.db);
    for (const words of [["l"], ["le"], ["books"]]) {
      const indexed = fullIndexed(prefixTsQuery(words), facets);
      expect(await countTotal(conn.db, words, indexed, facets, 4, scope)).toBe(await countUpTo(conn.db, indexed, 4));
    }
  });

  it("counts names first after names at the cap, and not after names that fell short (they are a subset)", async () => {
    // A fresh catalog generation each time, so nothing is kept from the other tests.
    await publishPack(conn.db, ledgerAs("ledger-n-6", "Ledger 6"));
    let scope = await countScope(conn.db);
    await countTotal(conn.db, ["l"], full(["l"]), undefined, 3, scope); // names: 6, at the cap of 3
    await countTotal(conn.db, ["le"], full(["le"]), undefined, 3, scope);
    expect(keptCount(scope, names(["le"]), 3)).toBe(3);

    await publishPack(conn.db, ledgerAs("ledger-n-7", "Ledger 7"));
    scope = await countScope(conn.db);
    await countTotal(conn.db, ["l"], full(["l"]), undefined, 10, scope); // names: 7, short of 10
    expect(keptCount(scope, names(["l"]), 10)).toBe(7);
    expect(await countTotal(conn.db, ["le"], full(["le"]), undefined, 10, scope)).toBe(10);
    expect(keptCount(scope, names(["le"]), 10)).toBeUndefined();
    // A word of several letters with nothing kept before it: the whole index at once.
    expect(await countTotal(conn.db, ["books"], full(["books"]), undefined, 10, scope)).toBe(4);
    expect(keptCount(scope, names(["books"]), 10)).toBeUndefined();
  });
});
