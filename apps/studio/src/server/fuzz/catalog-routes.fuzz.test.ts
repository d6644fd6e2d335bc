// Fuzz catalog.* through createCaller on a fresh PGlite store seeded with the example catalog: hostile
// searches, ids, versions, tokens and packs get an answer or a clear refusal, never INTERNAL_SERVER_ERROR.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bindingModes, kinds, planes, sorts, transports } from "~/lib/catalog-filters";
import { badgesSettled } from "../catalog-badge";
import { catalogDir, seedCatalog } from "../catalog-seed";
import { createCaller } from "../root";
import { anyInput, freshStore, hostileString, runs, settle } from "./fuzz-support";
import { hostileFiles } from "./pack-inputs";

const caller = createCaller({ clientAddress: "192.0.2.202" });
// biome-ignore lint/suspicious/noExplicitAny: the fuzz sends what the types forbid
const raw = caller as any;
const token = "fuzz-operator-token";
let close: () => Promise<void>;
let examples = 0;

beforeAll(async () => {
  const fresh = await freshStore();
  close = fresh.close;
  examples = (await seedCatalog(fresh.store, catalogDir())).published.length;
});
// Badge runs queued by publishes write to the store: it closes after them.
afterAll(async () => {
  await badgesSettled();
  await close();
});
afterEach(() => {
  delete process.env.STUDIO_PUBLISH_TOKEN;
});

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, hostileString(20), fc.constant(undefined), anyInput);

describe("catalog routes under hostile input", () => {
  it("catalog.search", async () => {
    const query = fc.record(
      {
        q: fc.oneof(
          hostileString(220),
          fc.constantFrom("ledger", "a:* & b", "!!!", "'", "\\", "x".repeat(200)),
          anyInput,
        ),
        bindingMode: maybe(fc.constantFrom(...bindingModes)),
        plane: maybe(fc.constantFrom(...planes)),
        kind: maybe(fc.constantFrom(...kinds)),
        transport: maybe(fc.constantFrom(...transports)),
        hasWrite: maybe(fc.boolean()),
        needsApproval: maybe(fc.boolean()),
        needsCli: maybe(fc.boolean()),
        sort: maybe(fc.constantFrom(...sorts)),
        page: maybe(fc.oneof(fc.integer({ min: -2, max: 1002 }), fc.double())),
        pageSize: maybe(fc.integer({ min: -1, max: 101 })),
        // Cursors as the catalog makes them (base64url JSON) with any keys, and anything else.
        cursor: maybe(
          fc
            .record({
              s: fc.constantFrom(...sorts, "other"),
              d: fc.constantFrom("a", "b", "c"),
              k: fc.array(
                fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constantFrom("2026-01-01 00:00:00+00", "a\u0000")),
                { maxLength: 4 },
              ),
            })
            .map((c) => Buffer.from(JSON.stringify(c)).toString("base64url")),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const out = await settle(() => raw.catalog.search(q));
        if (out.ok) expect((out.value as { items: unknown[] }).items.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: runs(120) },
    );
  });

  it("catalog.get", async () => {
    const id = fc.oneof(fc.constantFrom("ledger", "git", "LEDGER", "x".repeat(129)), hostileString(40), anyInput);
    const version = fc.oneof(
      fc.integer({ min: -1, max: 3 }),
      fc.constantFrom(1_000_001, 2 ** 53, Number.NaN),
      anyInput,
    );
    await fc.assert(
      fc.asyncProperty(id, fc.option(version, { nil: undefined }), async (i, v) => {
        await settle(() => raw.catalog.get({ id: i, version: v }));
      }),
      { numRuns: runs(100) },
    );
  });

  it("catalog.publish: hostile packs and tokens publish nothing unless the token is right", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    const given = fc.oneof(fc.constantFrom(undefined, "", `${token} `, "x".repeat(513)), hostileString(40), anyInput);
    await fc.assert(
      fc.asyncProperty(hostileFiles, given, async (files, t) => {
        const out = await settle(() => raw.catalog.publish({ files, token: t }));
        expect(out.ok).toBe(false);
      }),
      { numRuns: runs(80) },
    );
    expect((await caller.catalog.search({ pageSize: 100 })).total).toBe(examples);
    // With the token, hostile packs are linted and refused, or published: never a server error. (Few runs: each
    // new version queues its dry-run badge in the background, real sandbox runs.)
    await fc.assert(
      fc.asyncProperty(hostileFiles, async (files) => {
        await settle(() => raw.catalog.publish({ files, token }));
      }),
      { numRuns: runs(25) },
    );
  });

  it("whole inputs of any shape", async () => {
    process.env.STUDIO_PUBLISH_TOKEN = token;
    await fc.assert(
      fc.asyncProperty(anyInput, async (input) => {
        for (const route of [raw.catalog.search, raw.catalog.get, raw.catalog.publish])
          await settle(() => route(input));
      }),
      { numRuns: runs(60) },
    );
  });

  it("leaves the server usable", async () => {
    expect((await caller.catalog.search({ q: "ledger" })).items[0]?.id).toBe("ledger");
    expect((await caller.catalog.get({ id: "ledger" })).pack.id).toBe("ledger");
  });
});
