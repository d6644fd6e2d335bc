// Recent packs by content, linted once: lint and schema checks cost about 1 ms, a run repeats the same pack.
import { createHash } from "node:crypto";
import { type LoadedPack, loadValidPack, type Refused } from "@packstudio/core";

/** A digest of the pack's files (paths sorted; lengths included, so no two packs encode alike). */
export function packKey(files: Record<string, string>): string {
  const hash = createHash("sha256");
  for (const path of Object.keys(files).sort()) {
    const text = files[path] ?? "";
    hash.update(`${path.length}:${path}:${Buffer.byteLength(text)}:`).update(text);
  }
  return hash.digest("hex");
}

export class PackCache {
  private readonly entries = new Map<string, LoadedPack | Refused>();

  constructor(private readonly size = 32) {}

  /** The pack's views when it passes lint, else the `pack_invalid` refusal: the same answer as core's. */
  load(files: Record<string, string>): LoadedPack | Refused {
    const key = packKey(files);
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last, so the first key is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const loaded = loadValidPack(files);
    this.entries.set(key, loaded);
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return loaded;
  }

  get count(): number {
    return this.entries.size;
  }
}
