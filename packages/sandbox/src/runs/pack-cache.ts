// Recent packs by content, linted once: lint and schema checks cost about 1 ms, a run repeats the same pack.
import { createHash } from "node:crypto";
import { type LoadedPack, LruMap, loadValidPack, type Refused } from "@packstudio/core";

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
  private readonly entries: LruMap<string, LoadedPack | Refused>;

  constructor(size = 32) {
    this.entries = new LruMap({ maxEntries: size });
  }

  /** The pack's views when it passes lint, else the `pack_invalid` refusal: the same answer as core's. */
  load(files: Record<string, string>): LoadedPack | Refused {
    const key = packKey(files);
    const hit = this.entries.get(key);
    if (hit) return hit;
    const loaded = loadValidPack(files);
    this.entries.set(key, loaded);
    return loaded;
  }

  get count(): number {
    return this.entries.size;
  }
}
