// The canonical encoding of a snapshot (paths sorted, contents as bytes) and its SHA-256 (DECISIONS.md 11).
import { createHash } from "node:crypto";

/** For each path in sorted order: u32 path length, path bytes, u32 content length, content bytes (UTF-8). */
export function canonicalBytes(files: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  // Sorted by UTF-8 bytes, so the order does not depend on a locale or on UTF-16 code units.
  for (const path of Object.keys(files).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))) {
    const p = Buffer.from(path, "utf8");
    const c = Buffer.from(files[path] ?? "", "utf8");
    const head = Buffer.alloc(4);
    head.writeUInt32BE(p.length);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(c.length);
    parts.push(head, p, len, c);
  }
  return Buffer.concat(parts);
}

export function snapshotSha256(files: Record<string, string>): string {
  return createHash("sha256").update(canonicalBytes(files)).digest("hex");
}
