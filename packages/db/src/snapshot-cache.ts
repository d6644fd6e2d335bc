// A bounded in-process cache of snapshot files by SHA-256. Snapshots are immutable and content-addressed,
// so a cached copy is never stale, in any number of processes: reads skip the jsonb round trip.
const maxEntries = 512;
const maxBytes = 64 * 1024 * 1024;

const entries = new Map<string, { files: Record<string, string>; bytes: number }>();
let total = 0;

export function cachedSnapshot(sha256: string): Record<string, string> | undefined {
  const hit = entries.get(sha256);
  if (!hit) return undefined;
  // Least recently used goes first: re-insert on every hit.
  entries.delete(sha256);
  entries.set(sha256, hit);
  return hit.files;
}

export function cacheSnapshot(sha256: string, files: Record<string, string>, bytes: number): void {
  if (bytes > maxBytes / 8 || entries.has(sha256)) return;
  entries.set(sha256, { files, bytes });
  total += bytes;
  for (const [key, value] of entries) {
    if (entries.size <= maxEntries && total <= maxBytes) break;
    entries.delete(key);
    total -= value.bytes;
  }
}
