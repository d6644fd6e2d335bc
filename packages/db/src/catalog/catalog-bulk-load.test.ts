// The bulk load at the size where it rebuilds the GIN indexes (rebuildIndexesFrom): the same indexes after it,
// every row searchable through them, and all or nothing.

import { specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { generatedPack } from "../../bench/generated-catalog.js";
import { type Connection, connect } from "../connect.js";
import { migrate } from "../migrate.js";
import { freshPostgres, postgresUrl } from "../testing/test-databases.js";
import { publishPack } from "./catalog.js";
import { type BulkRow, bulkLoad, bulkLoadRows, bulkRow, rebuildIndexesFrom } from "./catalog-bulk-load.js";
import { searchCatalog } from "./catalog-search.js";

const connections: [string, () => Promise<Connection>][] = [["PGlite", () => connect({})]];
const url = postgresUrl;
if (url) connections.push(["PostgreSQL", async () => connect({ databaseUrl: await freshPostgres(url) })]);

const indexes = (conn: Connection) =>
  conn.session((s) =>
    s.query("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'catalog_packs' ORDER BY 1"),
  );

describe.each(connections)("a bulk load of 1,000 packs or more on %s", (_name, open) => {
  it("leaves the catalog's indexes as the migrations made them, and every pack found through them", async () => {
    const conn = await open();
    try {
      await migrate(conn);
      const before = await indexes(conn);
      const packs = Array.from({ length: rebuildIndexesFrom }, (_, i) => generatedPack(i + 1));
      await bulkLoad(conn.db, packs, () => new Date());
      expect(await indexes(conn)).toEqual(before);
      const ledger = packs.filter((p) => (p["surface.json"] ?? "").includes('"id": "ledger-')).length;
      expect(ledger).toBeGreaterThan(0);
      expect((await searchCatalog(conn.db, { q: "ledger", pageSize: 1 })).total).toBeGreaterThanOrEqual(ledger);
      // A load that fails part-way leaves nothing of itself: the indexes are back too (one transaction).
      const again = [generatedPack(rebuildIndexesFrom + 1), ...packs.slice(0, rebuildIndexesFrom - 1)];
      await expect(bulkLoad(conn.db, again, () => new Date())).rejects.toThrow();
      expect(await indexes(conn)).toEqual(before);
      expect((await searchCatalog(conn.db, { pageSize: 1 })).total).toBe(rebuildIndexesFrom);
    } finally {
      await conn.close();
    }
  }, 300_000);
});

/** Every row a load wrote, publish times left out (each path stamps its own). */
async function rowsOf(conn: Connection): Promise<unknown[]> {
  const read = (sql: string) => conn.session((s) => s.query<Record<string, unknown>>(sql));
  return [
    await read("SELECT sha256, files, size, file_count FROM snapshots ORDER BY sha256"),
    (await read("SELECT * FROM catalog_packs ORDER BY id")).map(({ updated_at: _u, ...row }) => row),
    await read("SELECT pack_id, version, snapshot_sha256, warnings FROM catalog_versions ORDER BY pack_id"),
    await read("SELECT word FROM catalog_words ORDER BY word"),
  ];
}

describe.each(connections)("a bulk load on %s", (_name, open) => {
  it("writes the rows publishPack writes, text that JSON escapes included", async () => {
    const ledger = specExample("ledger");
    const packs = [
      ledger,
      generatedPack(7),
      generatedPack(10), // sense_only: a stimuli row
      // Quotes, backslashes, a tab, a line separator and a character outside the BMP travel through the JSON.
      { ...generatedPack(11), "HARNESS.md": '# Ünïcode "quoted" \\ back\tslash \u2028 and 🦜 parrots\n' },
      // Longer than the catalog keeps (cut by the facts, in UTF-16 units, a parrot before the cut), and none.
      { ...generatedPack(12), "HARNESS.md": `# Long\n${"🦜".repeat(10)}${"word ".repeat(40_010)}` },
      Object.fromEntries(Object.entries(generatedPack(13)).filter(([path]) => path !== "HARNESS.md")),
    ];
    const load = async (how: (conn: Connection) => Promise<void>) => {
      const conn = await open();
      try {
        await migrate(conn);
        await how(conn);
        return await rowsOf(conn);
      } finally {
        await conn.close();
      }
    };
    const bulk = await load((conn) => bulkLoad(conn.db, packs, () => new Date()));
    const published = await load(async (conn) => {
      for (const files of packs) await publishPack(conn.db, files);
    });
    expect(bulk).toEqual(published);
    expect((bulk[1] as unknown[]).length).toBe(packs.length);
  });
});

describe.each(connections)(
  "a bulk load that is told what to do with a row the database refuses, on %s",
  (_name, open) => {
    it("leaves that row out, names it, and loads the rest of its batch and the batches after", async () => {
      const conn = await open();
      try {
        await migrate(conn);
        // PostgreSQL's jsonb holds no NUL: the batch's one statement fails, and its rows go again one at a time.
        const nul = { ...generatedPack(2), "notes.md": "a\u0000b\n" };
        const packs = [generatedPack(1), nul, generatedPack(3)];
        async function* batches(): AsyncGenerator<BulkRow[]> {
          yield packs.map((files) => bulkRow(files, new Date()));
          yield [bulkRow(generatedPack(4), new Date())];
        }
        const refused: [string, string][] = [];
        const loaded = await bulkLoadRows(conn.db, batches(), 4, (row, error) =>
          refused.push([row.id, String((error as { cause?: Error }).cause?.message ?? error)]),
        );
        expect(loaded).toBe(3);
        expect(refused).toEqual([[bulkRow(nul, new Date()).id, expect.stringMatching(/Unicode|\\u0000/)]]);
        const ids = await conn.session((s) => s.query<{ id: string }>("SELECT id FROM catalog_packs ORDER BY id"));
        expect(ids.map((r) => r.id)).toEqual([1, 3, 4].map((i) => bulkRow(generatedPack(i), new Date()).id).sort());
      } finally {
        await conn.close();
      }
    });
  },
);
