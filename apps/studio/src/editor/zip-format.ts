// The .zip format (PKWARE APPNOTE) for packs: write entries (DEFLATE or stored) and read them back, with the
// platform's raw DEFLATE; no ZIP64, no encryption (a pack holds at most 5 MiB in 200 files).
import { deflateRaw, inflateRaw } from "~/share/raw-deflate";

const table = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (table[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** 1980-01-01 00:00, the earliest DOS date: a pack's zip is the same bytes for the same files. */
const dosTime = 0;
const dosDate = (0 << 9) | (1 << 5) | 1;
/** Bit 11: names are UTF-8. */
const utf8Flag = 0x800;

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** A .zip of `entries` (path to bytes), in the order given. */
export async function writeZip(entries: [string, Uint8Array][]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [path, data] of entries) {
    const name = new TextEncoder().encode(path);
    const packed = await deflateRaw(data);
    // A file DEFLATE does not shrink is stored as it is.
    const [method, body] = packed.byteLength < data.byteLength ? [8, packed] : [0, data];
    const crc = crc32(data);
    const common = (v: DataView, at: number) => {
      v.setUint16(at, 20, true);
      v.setUint16(at + 2, utf8Flag, true);
      v.setUint16(at + 4, method, true);
      v.setUint16(at + 6, dosTime, true);
      v.setUint16(at + 8, dosDate, true);
      v.setUint32(at + 10, crc, true);
      v.setUint32(at + 14, body.byteLength, true);
      v.setUint32(at + 18, data.byteLength, true);
      v.setUint16(at + 22, name.byteLength, true);
    };
    parts.push(
      header(30, (v) => {
        v.setUint32(0, 0x04034b50, true);
        common(v, 4);
      }),
      name,
      body,
    );
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true);
        v.setUint16(4, 20, true);
        common(v, 6);
        v.setUint32(42, offset, true);
      }),
      name,
    );
    offset += 30 + name.byteLength + body.byteLength;
  }
  const directory = concat(central);
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, entries.length, true);
    v.setUint16(10, entries.length, true);
    v.setUint32(12, directory.byteLength, true);
    v.setUint32(16, offset, true);
  });
  return concat([...parts, directory, end]);
}

/** Why a zip cannot be read; `limit` is what it may expand to in all. */
export class ZipError extends Error {
  constructor(
    readonly reason: "unreadable" | "too_large",
    message: string,
  ) {
    super(message);
  }
}

/** The entries of a .zip (path to bytes), refused before inflating when it declares more than `limit` bytes. */
export async function readZip(bytes: Uint8Array, limit: number): Promise<Record<string, Uint8Array>> {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bad = (why: string) => new ZipError("unreadable", why);
  // The end record is in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 0xffff); i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw bad("no end of central directory");
  const count = v.getUint16(end + 10, true);
  let at = v.getUint32(end + 16, true);
  const rows: {
    name: string;
    method: number;
    flags: number;
    size: number;
    packed: number;
    crc: number;
    local: number;
  }[] = [];
  let declared = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.byteLength || v.getUint32(at, true) !== 0x02014b50) throw bad("damaged central directory");
    const nameLength = v.getUint16(at + 28, true);
    const row = {
      flags: v.getUint16(at + 8, true),
      method: v.getUint16(at + 10, true),
      crc: v.getUint32(at + 16, true),
      packed: v.getUint32(at + 20, true),
      size: v.getUint32(at + 24, true),
      local: v.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    declared += row.size;
    if (declared > limit) throw new ZipError("too_large", "over the limit");
    rows.push(row);
    at += 46 + nameLength + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
  }
  const out: Record<string, Uint8Array> = {};
  for (const row of rows) {
    if (row.flags & 1) throw bad("encrypted entry");
    if (row.local + 30 > bytes.byteLength || v.getUint32(row.local, true) !== 0x04034b50) throw bad("damaged entry");
    const start = row.local + 30 + v.getUint16(row.local + 26, true) + v.getUint16(row.local + 28, true);
    const body = bytes.subarray(start, start + row.packed);
    let data: Uint8Array;
    if (row.method === 0) data = body;
    else if (row.method === 8) {
      try {
        // An entry may not expand past what it declared (a lying header is a bomb too).
        data = await inflateRaw(body, row.size);
      } catch {
        throw bad("entry does not inflate");
      }
    } else throw bad(`compression method ${row.method}`);
    if (data.byteLength !== row.size || crc32(data) !== row.crc) throw bad("entry damaged");
    out[row.name] = data;
  }
  return out;
}
