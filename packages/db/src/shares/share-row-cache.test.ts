// The share row cache: served only while the deletion feed is live, never past expiry, TTL or a racing delete.
import { describe, expect, it } from "vitest";
import { type ShareRow, ShareRowCache } from "./share-row-cache.js";

const row = (id: string, expiresAt: Date | null = null): ShareRow => ({
  id,
  sha256: "ab".repeat(32),
  createdAt: new Date(0),
  expiresAt,
});

describe("ShareRowCache", () => {
  it("serves nothing until the deletion feed is live, and forgets everything when it is lost", () => {
    const cache = new ShareRowCache();
    cache.set(row("a"), cache.ticket());
    expect(cache.get("a")).toBeUndefined();
    cache.setLive(true);
    cache.set(row("a"), cache.ticket());
    expect(cache.get("a")?.id).toBe("a");
    cache.setLive(false);
    expect(cache.get("a")).toBeUndefined();
    cache.setLive(true);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops a deleted share, and does not cache a read that raced a deletion", () => {
    const cache = new ShareRowCache();
    cache.setLive(true);
    cache.set(row("a"), cache.ticket());
    cache.drop("a");
    expect(cache.get("a")).toBeUndefined();
    const ticket = cache.ticket();
    cache.drop("b"); // a deletion lands while "a" is being read from the database
    cache.set(row("a"), ticket);
    expect(cache.get("a")).toBeUndefined();
  });

  it("never serves a row past its expiry or past the TTL", () => {
    const cache = new ShareRowCache(1000);
    cache.setLive(true);
    cache.set(row("e", new Date(5000)), cache.ticket(), 0);
    cache.set(row("t"), cache.ticket(), 0);
    expect(cache.get("e", 999)?.id).toBe("e");
    expect(cache.get("e", 5000)).toBeUndefined();
    expect(cache.get("t", 1000)?.id).toBe("t");
    expect(cache.get("t", 1001)).toBeUndefined();
  });

  it("holds at most maxRows rows, oldest out first", () => {
    const cache = new ShareRowCache(30_000, 2);
    cache.setLive(true);
    for (const id of ["a", "b", "c"]) cache.set(row(id), cache.ticket());
    expect([cache.get("a"), cache.get("b")?.id, cache.get("c")?.id]).toEqual([undefined, "b", "c"]);
  });
});
