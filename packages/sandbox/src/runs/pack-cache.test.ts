// The lint cache: keys that no two packs share, the same answers as core, and a bounded size.
import { loadValidPack } from "@packstudio/core";
import { describe, expect, it } from "vitest";
import { ledgerPack } from "../test-support.js";
import { PackCache, packKey } from "./pack-cache.js";

describe("packKey", () => {
  it.each<{ name: string; a: Record<string, string>; b: Record<string, string> }>([
    { name: "path and text boundaries", a: { ab: "c" }, b: { a: "bc" } },
    { name: "one file or two", a: { a: "1:b:1:x" }, b: { a: "", b: "x" } },
    { name: "a changed byte", a: { a: "x" }, b: { a: "y" } },
  ])("tells apart $name", ({ a, b }) => {
    expect(packKey(a)).not.toBe(packKey(b));
  });

  it("does not depend on the order of the files", () => {
    expect(packKey({ a: "1", b: "2" })).toBe(packKey({ b: "2", a: "1" }));
  });
});

describe("PackCache", () => {
  it("answers as core does, for a valid and an invalid pack, and lints each once", () => {
    const cache = new PackCache(4);
    const valid = ledgerPack("workspace");
    const invalid = { ...valid, "policy.json": "{" };
    for (const files of [valid, invalid]) {
      const first = cache.load(files);
      expect(first).toEqual(loadValidPack(files));
      expect(cache.load(files)).toBe(first);
    }
    expect(cache.count).toBe(2);
  });

  it("drops the least recently used pack past its size", () => {
    const cache = new PackCache(2);
    const pack = (id: string): Record<string, string> => ({ ...ledgerPack("none"), "x.txt": id });
    const [a, b, c] = [pack("a"), pack("b"), pack("c")];
    const loadedA = cache.load(a);
    cache.load(b);
    expect(cache.load(a)).toBe(loadedA); // a is now the most recent
    cache.load(c); // drops b
    expect(cache.count).toBe(2);
    expect(cache.load(a)).toBe(loadedA);
  });
});
