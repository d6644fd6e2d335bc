// Facet counts (issue 16): counted from groups as the filters would leave the search, and the groups the
// database keeps match the packs through publishes, republishes with new facts, bulk loads and deletes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedPack } from "../../bench/generated-catalog.js";
import { type Connection, connect } from "../connect.js";
import { migrate } from "../migrate.js";
import { freshPostgres, postgresUrl } from "../testing/test-databases.js";
import { publishPack } from "./catalog.js";
import { bulkLoad } from "./catalog-bulk-load.js";
import { catalogFacets, countFacets, type FacetGroup, facetGroups } from "./catalog-facets.js";
import { searchCatalog } from "./catalog-search.js";

const options = {
  bindingMode: ["public", "user", "local", "mock", "mothership"],
  plane: ["runtime", "control"],
  kind: ["wrap", "composite", "openapi", "sense_only"],
  transport: ["cli", "json_exec", "mcp"],
};

const group = (g: Partial<FacetGroup> & { packs: number }): FacetGroup => ({
  bindingMode: "public",
  plane: "runtime",
  kind: "wrap",
  transports: ["cli"],
  hasWrite: false,
  needsApproval: false,
  needsCli: true,
  ...g,
});

describe("countFacets", () => {
  const groups = [
    group({ packs: 3 }),
    group({ bindingMode: "user", hasWrite: true, transports: ["cli", "mcp"], packs: 2 }),
    group({ bindingMode: "", kind: "openapi", transports: ["json_exec"], needsCli: false, packs: 5 }),
  ];
  it.each([
    // [query, filter, option, count]: each option counts under the other filters, never its own.
    [{}, "bindingMode", "public", 3],
    [{}, "bindingMode", "user", 2],
    [{ bindingMode: "public" }, "bindingMode", "user", 2],
    [{ bindingMode: "public" }, "hasWrite", "yes", 0],
    [{ bindingMode: "public" }, "hasWrite", "no", 3],
    [{ hasWrite: true }, "transport", "mcp", 2],
    [{ hasWrite: false }, "transport", "cli", 3],
    [{}, "transport", "cli", 5],
    [{}, "needsCli", "no", 5],
    [{ kind: "openapi" }, "bindingMode", "public", 0],
    [{ bindingMode: "" }, "kind", "openapi", 5],
  ] as const)("%o: %s %s is %d", (query, name, option, count) => {
    expect(countFacets(groups, query, options)[name][option]).toBe(count);
  });
});

const connections: [string, () => Promise<Connection>][] = [["PGlite", () => connect({})]];
const url = postgresUrl;
if (url) connections.push(["PostgreSQL", async () => connect({ databaseUrl: await freshPostgres(url) })]);

describe.each(connections)("the facet groups on %s", (_name, open) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    await migrate(conn);
  });
  afterAll(async () => {
    await conn?.close();
  });

  /** The groups the database keeps, and the same grouping read from the packs themselves, in one order. */
  const both = async () => {
    const read = (from: string) =>
      conn.session((s) =>
        s.query(`SELECT coalesce(binding_mode, '') AS b, plane, kind, transports, has_write, needs_approval,
          needs_cli, ${from === "catalog_packs" ? "count(*)::int" : "packs"} AS n FROM ${from}
          ${from === "catalog_packs" ? "GROUP BY 1, 2, 3, 4, 5, 6, 7" : "WHERE packs <> 0"} ORDER BY 1, 2, 3, 4, 5, 6, 7`),
      );
    return { kept: await read("catalog_facet_groups"), live: await read("catalog_packs") };
  };

  it("follow publishes, a republish that changes a pack's facts, a bulk load and deletes", async () => {
    for (let n = 1; n <= 30; n++) await publishPack(conn.db, generatedPack(n));
    let { kept, live } = await both();
    expect(kept).toEqual(live);
    // Pack 1 again with another binding mode and transports: its old group loses it, its new one gains it.
    const first = generatedPack(1);
    const surface = JSON.parse(first["surface.json"] ?? "{}");
    const mode = surface.binding?.mode === "user" ? "local" : "user";
    const changed = { ...surface, binding: { ...surface.binding, mode }, transports: ["mcp"] };
    await publishPack(conn.db, { ...first, "surface.json": JSON.stringify(changed) });
    ({ kept, live } = await both());
    expect(kept).toEqual(live);
    expect(live.some((g) => g.b === mode && JSON.stringify(g.transports) === '["mcp"]')).toBe(true);
    await bulkLoad(
      conn.db,
      Array.from({ length: 40 }, (_, i) => generatedPack(100 + i)),
      () => new Date(),
      7,
    );
    ({ kept, live } = await both());
    expect(kept).toEqual(live);
    await conn.session((s) =>
      s.exec(`CREATE TEMP TABLE gone AS SELECT id FROM catalog_packs ORDER BY id LIMIT 12;
        DELETE FROM catalog_versions WHERE pack_id IN (SELECT id FROM gone);
        DELETE FROM catalog_packs WHERE id IN (SELECT id FROM gone);`),
    );
    ({ kept, live } = await both());
    expect(kept).toEqual(live);
  });

  it.each([
    {},
    { bindingMode: "public" },
    { hasWrite: true, transport: "mcp" },
    { q: "ledger" },
    { q: "list", needsCli: false },
  ])("count each option as a search with it chosen totals (%o)", async (query) => {
    const facets = await catalogFacets(conn.db, query, options);
    if (!facets) throw new Error("no facet counts for a small catalog");
    for (const mode of options.bindingMode)
      expect(facets.bindingMode[mode]).toBe((await searchCatalog(conn.db, { ...query, bindingMode: mode })).total);
    for (const t of options.transport)
      expect(facets.transport[t]).toBe((await searchCatalog(conn.db, { ...query, transport: t })).total);
    for (const [label, value] of [
      ["yes", true],
      ["no", false],
    ] as const) {
      expect(facets.hasWrite[label]).toBe((await searchCatalog(conn.db, { ...query, hasWrite: value })).total);
      expect(facets.needsApproval[label]).toBe(
        (await searchCatalog(conn.db, { ...query, needsApproval: value })).total,
      );
    }
    // Without words the groups come from the kept table; with words, from the packs matched.
    expect((await facetGroups(conn.db, query))?.length).toBeGreaterThan(0);
  });
});
