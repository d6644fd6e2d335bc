// LruMap: least recently used out first, by count and by weight; reads renew an entry.
import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map.js";

const keys = (map: LruMap<string, number>, all: string[]) => all.filter((k) => map.has(k));

describe("LruMap", () => {
  it("drops the least recently used past the count, a read renewing an entry", () => {
    const map = new LruMap<string, number>({ maxEntries: 2 });
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(keys(map, ["a", "b", "c"])).toEqual(["a", "c"]);
  });

  it.each([
    ["under both limits", [3, 3], ["k0", "k1"]],
    ["past the weight: the oldest go", [4, 4, 4], ["k1", "k2"]],
    ["an entry heavier than the whole is never kept", [3, 20], ["k0"]],
  ])("by weight: %s", (_, weights, kept) => {
    const map = new LruMap<string, number>({ maxEntries: 10, maxWeight: 10, weigh: (v) => v });
    for (const [i, w] of weights.entries()) map.set(`k${i}`, w);
    expect(keys(map, ["k0", "k1", "k2"])).toEqual(kept);
    expect(map.totalWeight).toBe(kept.reduce((sum, k) => sum + (weights[Number(k.slice(1))] ?? 0), 0));
  });

  it("a set of a present key replaces it and counts its weight once", () => {
    const map = new LruMap<string, number>({ maxEntries: 5, maxWeight: 100, weigh: (v) => v });
    map.set("a", 10);
    map.set("a", 30);
    expect([map.get("a"), map.size, map.totalWeight]).toEqual([30, 1, 30]);
    map.delete("a");
    expect([map.size, map.totalWeight]).toEqual([0, 0]);
  });
});
