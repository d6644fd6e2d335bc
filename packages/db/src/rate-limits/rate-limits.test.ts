// Rate-limit counters in the storage suite, on PGlite and PostgreSQL: windows, Retry-After, concurrency, pruning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store.js";
import { drivers, type TestDatabase } from "../testing/test-databases.js";

describe.each(drivers)("rate limits on %s", (_name, open) => {
  let db: TestDatabase;
  let store: Store;
  beforeAll(async () => {
    db = await open();
    store = db.store;
  });
  afterAll(async () => {
    await store.close();
  });

  const at = (iso: string) => new Date(iso);

  it("allows `limit` hits in a window, then refuses until the window ends", async () => {
    const hit = (iso: string) =>
      store.rateLimits.hit({ bucket: "share|192.0.2.1", limit: 3, windowSeconds: 60, at: at(iso) });
    const counts = [];
    for (const s of ["00", "10", "20", "30", "40"]) counts.push(await hit(`2031-01-01T10:00:${s}Z`));
    expect(counts.map((c) => [c.allowed, c.hits])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
      [false, 4], // counted up to limit + 1 only
    ]);
    const refused = counts[4];
    expect(refused?.resetAt.toISOString()).toBe("2031-01-01T10:01:00.000Z");
    expect(refused?.retryAfterSeconds).toBe(20);
    // The next window starts afresh.
    const next = await hit("2031-01-01T10:01:00Z");
    expect([next.allowed, next.hits, next.retryAfterSeconds]).toEqual([true, 1, 60]);
  });

  it("counts each bucket apart: another address or route class has its own count", async () => {
    const t = at("2031-01-02T00:00:05Z");
    const a = await store.rateLimits.hit({ bucket: "review|192.0.2.7", limit: 1, windowSeconds: 10, at: t });
    const b = await store.rateLimits.hit({ bucket: "review|192.0.2.8", limit: 1, windowSeconds: 10, at: t });
    const c = await store.rateLimits.hit({ bucket: "share|192.0.2.7", limit: 1, windowSeconds: 10, at: t });
    const again = await store.rateLimits.hit({ bucket: "review|192.0.2.7", limit: 1, windowSeconds: 10, at: t });
    expect([a.allowed, b.allowed, c.allowed, again.allowed]).toEqual([true, true, true, false]);
    expect(again.retryAfterSeconds).toBe(5);
  });

  it("uses the database's clock when no time is given; Retry-After is at least 1 s", async () => {
    const first = await store.rateLimits.hit({ bucket: "clock|192.0.2.9", limit: 1, windowSeconds: 3600 });
    const second = await store.rateLimits.hit({ bucket: "clock|192.0.2.9", limit: 1, windowSeconds: 3600 });
    expect([first.allowed, second.allowed]).toEqual([true, false]);
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(second.resetAt.getTime() % 3_600_000).toBe(0);
  });

  it("N parallel hits allow exactly the limit", async () => {
    const t = at("2031-01-03T00:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        store.rateLimits.hit({ bucket: "dryRun|192.0.2.10", limit: 7, windowSeconds: 60, at: t }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });

  it("two processes on one database share the count (PostgreSQL)", async ({ skip }) => {
    if (!db.another) return skip("in-memory PGlite is one process's database");
    const other = await db.another();
    try {
      const t = at("2031-01-04T00:00:00Z");
      const hit = (s: Store) => s.rateLimits.hit({ bucket: "publish|192.0.2.11", limit: 10, windowSeconds: 60, at: t });
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i % 2 ? store : other)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });

  it("prunes the windows that have ended, and only those", async () => {
    const bucket = "prune|192.0.2.12";
    await store.rateLimits.hit({ bucket, limit: 5, windowSeconds: 60, at: at("2031-02-01T00:00:00Z") });
    await store.rateLimits.hit({ bucket, limit: 5, windowSeconds: 60, at: at("2031-02-01T00:01:00Z") });
    const pruned = await store.rateLimits.prune(at("2031-02-01T00:01:30Z"));
    expect(pruned).toBeGreaterThanOrEqual(1);
    // The live window kept its count; the ended one is gone (a hit in it would start at 1).
    const live = await store.rateLimits.hit({ bucket, limit: 5, windowSeconds: 60, at: at("2031-02-01T00:01:40Z") });
    expect(live.hits).toBe(2);
    const old = await store.rateLimits.hit({ bucket, limit: 5, windowSeconds: 60, at: at("2031-02-01T00:00:10Z") });
    expect(old.hits).toBe(1);
  });

  it("refuses a limit or window that is not a whole number ≥ 1", async () => {
    await expect(store.rateLimits.hit({ bucket: "x", limit: 0, windowSeconds: 60 })).rejects.toThrow(RangeError);
    await expect(store.rateLimits.hit({ bucket: "x", limit: 1, windowSeconds: 0.5 })).rejects.toThrow(RangeError);
  });
});
