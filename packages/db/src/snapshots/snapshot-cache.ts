// A bounded in-process cache of snapshot files by SHA-256. Snapshots are immutable and content-addressed,
// so a cached copy is never stale, in any number of processes: reads skip the jsonb round trip.
import { LruMap } from "@packstudio/core";

const maxBytes = 64 * 1024 * 1024;

// Least recently used out first, by count and by bytes; one snapshot may take an eighth of the bytes at most.
const entries = new LruMap<string, { files: Record<string, string>; bytes: number }>({
  maxEntries: 512,
  maxWeight: maxBytes,
  weigh: (entry) => entry.bytes,
});

export function cachedSnapshot(sha256: string): Record<string, string> | undefined {
  return entries.get(sha256)?.files;
}

export function cacheSnapshot(sha256: string, files: Record<string, string>, bytes: number): void {
  if (bytes > maxBytes / 8 || entries.has(sha256)) return;
  entries.set(sha256, { files, bytes });
}
