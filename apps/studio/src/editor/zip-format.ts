// Writing a .zip (PKWARE APPNOTE) for packs, with the platform's raw DEFLATE: made on Unix, UTF-8 names, Unix modes,
// so Info-ZIP unzip keeps names and executable bits (a pack holds 5 MiB in 200 files: no zip64). zip-read.ts reads.
import { deflateRaw } from "~/share/raw-deflate";

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
export const utf8Flag = 0x800;
/**
 * Made by Unix (3), APPNOTE 3.0, as Info-ZIP zip writes: unzip converts the names of FAT-made (0) entries from an
 * OEM code page even when flagged UTF-8, and reads the external attributes' high half as a Unix mode only from Unix.
 */
const madeBy = (3 << 8) | 30;

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

/** A .zip of `entries` (path, bytes and Unix permission bits, 0o644 unless given), in the order given. */
export async function writeZip(entries: [path: string, data: Uint8Array, mode?: number][]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [path, data, mode = 0o644] of entries) {
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
        v.setUint16(4, madeBy, true);
        common(v, 6);
        // A regular file (S_IFREG) and its permission bits, in the high half of the external attributes.
        v.setUint32(38, ((0o100000 | (mode & 0o777)) << 16) >>> 0, true);
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
