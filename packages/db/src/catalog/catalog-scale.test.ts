// The catalog at scale (issue 16) on PGlite and PostgreSQL: typos, ranking, keyset pages, capped totals,
// facet counts and "did you mean".
import { catalogPack } from "@packstudio/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedPack } from "../../bench/generated-catalog.js";
import { type Connection, connect } from "../connect.js";
import { migrate } from "../migrate.js";
import type { Store } from "../store.js";
import { drivers, freshPostgres, postgresUrl } from "../testing/test-databases.js";
import { catalogFacets } from "./catalog-facets.js";
import { searchTuning } from "./catalog-page-keys.js";
import { type SearchQuery, searchCatalog } from "./catalog-search.js";

/** A generated pack under another id, name and HARNESS.md. */
function pack(n: number, id: string, name: string, harness = `# ${name}\n\nA pack.\n`) {
  const files = generatedPack(n);
  const surface = { ...JSON.parse(files["surface.json"] ?? "{}"), id, name };
  const policy = { ...JSON.parse(files["policy.json"] ?? "{}"), surface_id: id };
  return {
    ...files,
    "surface.json": JSON.stringify(surface),
    "policy.json": JSON.stringify(policy),
    "HARNESS.md": harness,
  };
}

const tuning = { ...searchTuning };

const options = {
  bindingMode: ["public", "user", "local", "mock", "mothership"],
  plane: ["runtime", "control"],
  kind: ["wrap", "composite", "openapi", "sense_only"],
  transport: ["cli", "json_exec", "mcp"],
};

describe.each(drivers)("the catalog at scale on %s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = (await open()).store;
    await store.catalog.publish(catalogPack("ledger"));
    await store.catalog.publish(pack(1, "ledger-tools", "Ledger tools"));
    await store.catalog.publish(pack(2, "books", "Books ledger"));
    await store.catalog.publish(pack(3, "cash", "Cash", "# Cash\n\nKeeps a ledger of cash.\n"));
    await store.catalog.publish(pack(4, "invoice-desk", "Invoice desk"));
    for (let n = 10; n < 90; n++) await store.catalog.publish(generatedPack(n));
  }, 300_000);
  afterAll(async () => {
    await store.close();
  });

  it("typing ledgr (a typo, no Enter) finds the ledger pack first, its name highlighted", async () => {
    const got = await store.catalog.search({ q: "ledgr" });
    expect(got.items[0]?.id).toBe("ledger");
    const first = got.items[0];
    expect(first?.highlights.name.map(([s, e]) => first.name.slice(s, e))).toEqual(["Ledger"]);
  });

  it.each([
    ["invoce desk", "invoice-desk"],
    ["ledger tols", "ledger-tools"],
    ["bokks ledger", "books"],
  ])("a typo in any word still finds the pack (%s: %s), ranked before packs that only share a word", async (q, id) => {
    const got = await store.catalog.search({ q });
    expect(got.items[0]?.id).toBe(id);
  });

  it("ranks an exact id, then a name prefix, then a word of the name, then any word", async () => {
    const got = await store.catalog.search({ q: "ledger", pageSize: 100 });
    const ids = got.items.map((p) => p.id);
    expect(ids[0]).toBe("ledger");
    // Every name that starts with the word (Ledger tools among them) before the first that only has it.
    const prefixed = got.items.filter((p) => p.name.toLowerCase().startsWith("ledger"));
    expect(ids.slice(1, prefixed.length)).toEqual(prefixed.slice(1).map((p) => p.id));
    expect(ids).toContain("ledger-tools");
    expect(ids.indexOf("books")).toBe(prefixed.length);
    expect(ids.indexOf("books")).toBeLessThan(ids.indexOf("cash"));
    expect(ids).toContain("cash");
  });

  it.each<SearchQuery>([
    { sort: "name" },
    { sort: "updated" },
    { q: "ledger", sort: "relevance" },
    { q: "l", sort: "relevance" },
    { q: "ledgr", sort: "relevance" },
    { q: "ledgr", sort: "name" },
    { q: "ledgr", sort: "updated", hasWrite: true },
    { q: "ledger", sort: "name" },
    { q: "list", sort: "updated", hasWrite: true },
  ])(
    "pages by cursor forwards and back, as the whole list reads, sorted or walked in index order (%o)",
    async (query) => {
      const sorted = (await store.catalog.search({ ...query, pageSize: 100 })).items.map((p) => p.id);
      // Walked: as over a common word at scale (the sort's index read in order), here on a small catalog; a
      // relevance page's tier 2 walked too, or sorted (the words in a few names).
      for (const walk of [{ denseFrom: 0, namedWalkFrom: 0 }, { denseFrom: 0 }]) {
        Object.assign(searchTuning, walk);
        try {
          const whole = (await store.catalog.search({ ...query, pageSize: 100 })).items.map((p) => p.id);
          expect(whole).toEqual(sorted);
          await pagesRead(query, whole);
        } finally {
          Object.assign(searchTuning, tuning);
        }
      }
      await pagesRead(query, sorted);
    },
  );

  /** Pages of 7 by each `next` read the whole list; each `prev` from the last goes back to the first page. */
  async function pagesRead(query: SearchQuery, whole: string[]) {
    const pages: string[][] = [];
    let cursor: string | undefined;
    let last: Awaited<ReturnType<Store["catalog"]["search"]>> | undefined;
    do {
      last = await store.catalog.search({ ...query, pageSize: 7, cursor });
      pages.push(last.items.map((p) => p.id));
      cursor = last.next ?? undefined;
    } while (cursor);
    expect(pages.flat()).toEqual(whole);
    // Back from the last page by each page's `prev`, to the first page, which has none.
    const back: string[][] = [];
    while (last?.prev) {
      last = await store.catalog.search({ ...query, pageSize: 7, cursor: last.prev });
      back.unshift(last.items.map((p) => p.id));
    }
    expect(back).toEqual(pages.slice(0, -1));
  }

  it("refuses a cursor of another sort or one made by hand, saying what to do", async () => {
    const { next } = await store.catalog.search({ sort: "name", pageSize: 5 });
    await expect(store.catalog.search({ sort: "updated", cursor: next ?? "" })).rejects.toThrow(/first page/);
    await expect(store.catalog.search({ cursor: "not a cursor" })).rejects.toThrow(/not valid/);
    await expect(store.catalog.search({ cursor: "x".repeat(5000) })).rejects.toThrow(/over 4096/);
    // Well-formed JSON the database could not cast: refused as the request's fault, before any SQL.
    const made = (c: unknown) => Buffer.from(JSON.stringify(c)).toString("base64url");
    for (const c of [
      { s: "updated", d: "a", k: ["yesterday", "x"] },
      { s: "relevance", d: "a", k: [2 ** 40, "a", "b"] },
      { s: "name", d: "b", k: ["a\u0000", "b"] },
    ] as const)
      await expect(store.catalog.search({ q: "ledger", sort: c.s, cursor: made(c) })).rejects.toThrow(
        /not valid \(not a cursor/,
      );
  });

  it("suggests the nearest known word when nothing matches", async () => {
    const got = await store.catalog.search({ q: "invocie" });
    expect(got.total).toBe(0);
    expect(got.suggestion).toBe("invoice");
    expect((await store.catalog.search({ q: "ledger" })).suggestion).toBeNull();
  });

  it("counts each filter option as choosing it would leave the search", async () => {
    const query: SearchQuery = { q: "list", hasWrite: true };
    const facets = await store.catalog.facets(query, options);
    if (!facets) throw new Error("no facet counts for a small catalog");
    for (const mode of options.bindingMode)
      expect(facets.bindingMode[mode]).toBe((await store.catalog.search({ ...query, bindingMode: mode })).total);
    expect(facets.hasWrite.no).toBe((await store.catalog.search({ ...query, hasWrite: false })).total);
    expect(facets.needsCli.yes).toBe((await store.catalog.search({ ...query, needsCli: true })).total);
  });
});

const connections: [string, () => Promise<Connection>][] = [["PGlite", () => connect({})]];
const url = postgresUrl;
if (url) connections.push(["PostgreSQL", async () => connect({ databaseUrl: await freshPostgres(url) })]);

describe.each(connections)("totals on %s", (_name, open) => {
  it("counts exactly up to 10,000 and says 10,000+ above, at the first page and at a deep one", async () => {
    const conn = await open();
    await migrate(conn);
    const insert = (from: number, to: number) =>
      conn.session((s) =>
        s.exec(`INSERT INTO catalog_packs (id, name, kind, plane, has_write, needs_approval, needs_cli, command_count, latest_version)
          SELECT 'pack-' || g, 'Pack ' || g, 'wrap', 'runtime', false, false, false, 1, 1 FROM generate_series(${from}, ${to}) AS g`),
      );
    await insert(1, 10_000);
    const exact = await searchCatalog(conn.db, { q: "pack" });
    expect([exact.total, exact.totalExact]).toEqual([10_000, true]);
    // Facet counts are exact as far as totals are, and absent past them (never a count of most of the catalog).
    expect((await catalogFacets(conn.db, { q: "pack" }, options))?.kind.wrap).toBe(10_000);
    await insert(10_001, 10_001);
    expect(await catalogFacets(conn.db, { q: "pack" }, options)).toBeNull();
    expect((await catalogFacets(conn.db, {}, options))?.kind.wrap).toBe(10_001);
    // Symbols alone are no words: the counts of the whole catalog, as without a query.
    expect((await catalogFacets(conn.db, { q: "!!" }, options))?.kind.wrap).toBe(10_001);
    const capped = await searchCatalog(conn.db, {});
    expect([capped.total, capped.totalExact]).toEqual([10_000, false]);
    const deep = await searchCatalog(conn.db, { cursor: capped.next ?? "" });
    expect([deep.total, deep.totalExact, deep.items.length]).toEqual([10_000, false, 20]);
    expect((deep.items[0]?.name.toLowerCase() ?? "") > (capped.items[19]?.name.toLowerCase() ?? "")).toBe(true);
    await conn.close();
  }, 300_000);
});
