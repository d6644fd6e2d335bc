// Filters read as facet lexemes from the word indexes find exactly the packs the filters' own columns hold, on both
// drivers, for sorted and walked pages, including values with quotes, backslashes, non-ASCII and over 200 bytes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedPack } from "../../bench/generated-catalog.js";
import type { Connection } from "../connect.js";
import { migrate } from "../migrate.js";
import { connectionDrivers as drivers } from "../testing/test-databases.js";
import { catalogFacts, publishPack } from "./catalog.js";
import { facetTsQuery } from "./catalog-facet-lexemes.js";
import { searchTuning } from "./catalog-page-keys.js";
import { type SearchQuery, searchCatalog } from "./catalog-search.js";

const odd = ["it's \\ odd", `Ünïcode '${"x".repeat(300)}'`, "mcp"];

/** Generated pack `n`; every fifth one with hostile transports and binding mode. */
function pack(n: number): Record<string, string> {
  const files = generatedPack(n);
  if (n % 5) return files;
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  surface.transports = odd;
  surface.binding = { ...surface.binding, mode: odd[n % 2] };
  return { ...files, "surface.json": JSON.stringify(surface) };
}

type Facts = ReturnType<typeof catalogFacts>;
const passes = (f: Facts, q: SearchQuery) =>
  (!q.bindingMode || f.bindingMode === q.bindingMode) &&
  (!q.plane || f.plane === q.plane) &&
  (!q.kind || f.kind === q.kind) &&
  (!q.transport || f.transports.includes(q.transport)) &&
  (q.hasWrite === undefined || f.hasWrite === q.hasWrite) &&
  (q.needsApproval === undefined || f.needsApproval === q.needsApproval) &&
  (q.needsCli === undefined || f.needsCli === q.needsCli);

const filters: SearchQuery[] = [
  { bindingMode: "public" },
  { bindingMode: odd[0] },
  { bindingMode: odd[1] },
  { plane: "control" },
  { kind: "openapi" },
  { transport: "mcp" },
  { transport: odd[0] },
  { transport: odd[1] },
  { hasWrite: true },
  { hasWrite: false },
  { needsApproval: true },
  { needsCli: false },
  { bindingMode: "local", hasWrite: true, needsApproval: true },
  { transport: "mcp", plane: "runtime", needsCli: true },
];

const tuning = { ...searchTuning };

describe.each(drivers)("filters under words on %s", (_name, open) => {
  let conn: Connection;
  const facts = new Map<string, Facts>();
  beforeAll(async () => {
    conn = await open();
    await migrate(conn);
    for (let n = 1; n <= 60; n++) {
      const files = pack(n);
      facts.set(catalogFacts(files).id, catalogFacts(files));
      await publishPack(conn.db, files);
    }
  }, 300_000);
  afterAll(async () => {
    await conn.close();
  });

  /** Every id of a search, page by page. */
  async function all(query: SearchQuery): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let cursor: string | undefined;
    let total = -1;
    do {
      const got = await searchCatalog(conn.db, { ...query, pageSize: 100, cursor });
      if (total < 0) total = got.total;
      ids.push(...got.items.map((p) => p.id));
      cursor = got.next ?? undefined;
    } while (cursor);
    return { ids, total };
  }

  it.each(["ledger", "l", "pay", "report"])(
    "%s: each filter finds what its column holds, sorted or walked",
    async (q) => {
      const words = (await all({ q })).ids;
      expect(words.length).toBeGreaterThan(0);
      // As read: sorted (few matches); walked in order, tier 2 too; walked, with tier 2 sorted.
      for (const filter of filters)
        for (const sort of ["relevance", "name", "updated"] as const)
          for (const walked of [undefined, { denseFrom: 0, namedWalkFrom: 0 }, { denseFrom: 0 }]) {
            const expected = words.filter((id) => passes(facts.get(id) as Facts, filter)).sort();
            if (walked) Object.assign(searchTuning, walked);
            try {
              const got = await all({ q, sort, ...filter });
              expect([...got.ids].sort(), JSON.stringify({ q, sort, walked, filter })).toEqual(expected);
              expect(got.total).toBe(expected.length);
            } finally {
              Object.assign(searchTuning, tuning);
            }
          }
    },
  );

  it("the hostile values were stored and are found (the table above is not empty for them)", async () => {
    const got = await all({ q: "l", transport: odd[1] });
    expect(got.ids.length).toBeGreaterThan(0);
  });
});

describe("facetTsQuery", () => {
  it.each<[SearchQuery, string | undefined]>([
    [{}, undefined],
    [{ q: "ledger", bindingMode: "" }, undefined],
    [{ plane: "control", hasWrite: false }, "'=plane:control' & '=write:false'"],
    [{ transport: "it's \\ odd" }, "'=transport:it''s \\\\ odd'"],
  ])("%o → %s", (query, text) => {
    expect(facetTsQuery(query)).toBe(text);
  });
  it("a value over 200 bytes is its md5, as the database's catalog_facet_lexemes writes it", () => {
    expect(facetTsQuery({ kind: "k".repeat(201) })).toMatch(/^'=kind:#[0-9a-f]{32}'$/);
    expect(facetTsQuery({ kind: "k".repeat(200) })).toBe(`'=kind:${"k".repeat(200)}'`);
  });
});
