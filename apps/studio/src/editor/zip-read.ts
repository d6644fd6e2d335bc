// Reading a .zip (PKWARE APPNOTE): the central directory, zip64 included, is checked whole before any entry is
// inflated; links, encryption, split archives and other methods are refused by name, never read as something else.
import { inflateRaw } from "~/share/raw-deflate";
import { crc32 } from "./zip-format";
import { entryName } from "./zip-names";

/**
 * Why a zip is not taken. "unreadable": damaged or not a zip at all; "too_large": it expands past the limit;
 * "refused": a sound zip holding what the studio does not read, its message says what and how to fix it.
 */
export class ZipError extends Error {
  constructor(
    readonly reason: "unreadable" | "too_large" | "refused",
    message: string,
  ) {
    super(message);
  }
}

const bad = (why: string) => new ZipError("unreadable", why);
const refused = (message: string) => new ZipError("refused", message);

const split =
  "The .zip is one part of a split archive (it spans several files, zip -s): join the parts into one .zip first (zip -s 0 part.zip --out whole.zip), then upload that.";

/** Compression methods by number (APPNOTE 4.4.5), to name the ones the studio does not read. */
const methods: Record<number, string> = {
  1: "shrink",
  6: "implode",
  9: "Deflate64",
  12: "bzip2",
  14: "LZMA",
  93: "Zstandard",
  95: "xz",
  98: "PPMd",
  99: "AES encryption",
};

/** Unix file types (the top bits of a Unix mode, kept in the high half of the external attributes). */
const fileTypes = new Map([
  [0o010000, "a FIFO"],
  [0o020000, "a character device"],
  [0o060000, "a block device"],
  [0o120000, "a symbolic link"],
  [0o140000, "a socket"],
]);

interface Row {
  name: string;
  method: number;
  flags: number;
  crc: number;
  packed: number;
  size: number;
  local: number;
}

/** A zip64 field: 8 bytes, refused past what a number holds exactly (no pack comes near). */
function u64(v: DataView, at: number): number {
  const high = v.getUint32(at + 4, true);
  if (high >= 1 << 21) throw bad("a zip64 size past 2^53");
  return high * 2 ** 32 + v.getUint32(at, true);
}

/** Extra fields (id, length, data), by id; a field running past the end is damage. */
function extraFields(bytes: Uint8Array, v: DataView, start: number, end: number): Map<number, Uint8Array> {
  const out = new Map<number, Uint8Array>();
  for (let at = start; at + 4 <= end; ) {
    const length = v.getUint16(at + 2, true);
    if (at + 4 + length > end) throw bad("a damaged extra field");
    out.set(v.getUint16(at, true), bytes.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

/** Where the central directory is and how many entries it holds, from the end record (and zip64's, when there). */
function directory(bytes: Uint8Array, v: DataView): { count: number; at: number } {
  // The end record is in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 0xffff); i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw bad("no end of central directory");
  let disk = v.getUint16(end + 4, true);
  let directoryDisk = v.getUint16(end + 6, true);
  let onDisk = v.getUint16(end + 8, true);
  let count = v.getUint16(end + 10, true);
  let at = v.getUint32(end + 16, true);
  const locator = end - 20;
  if (locator >= 0 && v.getUint32(locator, true) === 0x07064b50) {
    if (v.getUint32(locator + 16, true) > 1) throw refused(split);
    const end64 = u64(v, locator + 8);
    if (end64 + 56 > locator || v.getUint32(end64, true) !== 0x06064b50) throw bad("a damaged zip64 end record");
    disk = v.getUint32(end64 + 16, true);
    directoryDisk = v.getUint32(end64 + 20, true);
    onDisk = u64(v, end64 + 24);
    count = u64(v, end64 + 32);
    at = u64(v, end64 + 48);
  }
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) throw refused(split);
  // Each entry takes 46 bytes at least: a count past that is damage, not a reason to loop.
  if (count > bytes.byteLength / 46) throw bad("more entries than bytes");
  return { count, at };
}

/** One central directory entry at `at`, and where the next starts; refuses what no pack holds. */
function centralEntry(bytes: Uint8Array, v: DataView, at: number): [Row, number] {
  if (at + 46 > bytes.byteLength || v.getUint32(at, true) !== 0x02014b50) throw bad("damaged central directory");
  const nameLength = v.getUint16(at + 28, true);
  const extraEnd = at + 46 + nameLength + v.getUint16(at + 30, true);
  const next = extraEnd + v.getUint16(at + 32, true);
  if (next > bytes.byteLength) throw bad("damaged central directory");
  const extra = extraFields(bytes, v, at + 46 + nameLength, extraEnd);
  const host = v.getUint8(at + 5);
  const flags = v.getUint16(at + 8, true);
  const raw = bytes.subarray(at + 46, at + 46 + nameLength);
  const name = entryName(raw, flags, host, extra.get(0x7075));
  if (name === undefined) {
    throw refused(
      `An entry's name is marked UTF-8 but is not UTF-8 (bytes ${Array.from(raw.subarray(0, 60), (b) => b.toString(16).padStart(2, "0")).join(" ")}): zip the pack again with a tool that writes UTF-8 names.`,
    );
  }
  const shown = JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
  // A Unix mode's file type, when a Unix (3) or OS X (19) writer put one there.
  const type = host === 3 || host === 19 ? (v.getUint32(at + 38, true) >>> 16) & 0o170000 : 0;
  const kind = fileTypes.get(type);
  if (kind) {
    throw refused(
      `${shown} is ${kind}: a pack holds only regular files. Put the file itself in the .zip${type === 0o120000 ? " (Info-ZIP zip stores links as links only with -y; leave it out)" : ""}.`,
    );
  }
  if (flags & 1)
    throw refused(
      `${shown} is encrypted: the studio reads no password-protected .zip. Zip the pack again without one.`,
    );
  const method = v.getUint16(at + 10, true);
  if (method !== 0 && method !== 8) {
    throw refused(
      `${shown} is compressed with ${methods[method] ?? "an unknown method"} (method ${method}): the studio reads stored and DEFLATE entries. Zip the pack again with DEFLATE (zip's default, or Python's ZIP_DEFLATED).`,
    );
  }
  // Fields too large for 4 bytes hold 0xFFFFFFFF and sit in the zip64 field (id 1), in this order.
  const row: Row = {
    name,
    method,
    flags,
    crc: v.getUint32(at + 16, true),
    size: v.getUint32(at + 24, true),
    packed: v.getUint32(at + 20, true),
    local: v.getUint32(at + 42, true),
  };
  const zip64 = extra.get(1);
  let taken = 0;
  for (const key of ["size", "packed", "local"] as const) {
    if (row[key] !== 0xffffffff) continue;
    if (!zip64 || taken + 8 > zip64.byteLength) throw bad("a zip64 size with no zip64 field");
    row[key] = u64(new DataView(zip64.buffer, zip64.byteOffset, zip64.byteLength), taken);
    taken += 8;
  }
  return [row, next];
}

/** The entries of a .zip (path to bytes), refused before inflating when it declares more than `limit` bytes. */
export async function readZip(bytes: Uint8Array, limit: number): Promise<Record<string, Uint8Array>> {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { count, at: first } = directory(bytes, v);
  let at = first;
  const rows: Row[] = [];
  const names = new Set<string>();
  let declared = 0;
  for (let n = 0; n < count; n++) {
    const [row, next] = centralEntry(bytes, v, at);
    if (names.has(row.name)) throw refused(`${JSON.stringify(row.name)} is in the .zip twice: keep one of them.`);
    names.add(row.name);
    declared += row.size;
    if (declared > limit) throw new ZipError("too_large", "over the limit");
    rows.push(row);
    at = next;
  }
  const out: Record<string, Uint8Array> = {};
  for (const row of rows) {
    if (row.local + 30 > bytes.byteLength || v.getUint32(row.local, true) !== 0x04034b50) throw bad("damaged entry");
    const start = row.local + 30 + v.getUint16(row.local + 26, true) + v.getUint16(row.local + 28, true);
    if (start + row.packed > bytes.byteLength) throw bad("an entry cut short");
    const body = bytes.subarray(start, start + row.packed);
    let data = body;
    if (row.method === 8) {
      try {
        // An entry may not expand past what it declared (a lying header is a bomb too).
        data = await inflateRaw(body, row.size);
      } catch {
        throw bad("entry does not inflate");
      }
    }
    if (data.byteLength !== row.size || crc32(data) !== row.crc) throw bad("entry damaged");
    out[row.name] = data;
  }
  return out;
}
