// The tar stream that carries a workspace in and out of the sandbox: a strict, bounded reader and a small writer.
// The reader takes bytes that sandboxed code may have forged: it never trusts a size or a name it has not
// checked, and it answers a problem instead of throwing.

/** One entry of an archive, as read: only the fields a workspace keeps. */
export interface TarEntry {
  /** The entry's path, as written in the archive (no leading "./"). */
  path: string;
  kind: "file" | "dir" | "symlink" | "hardlink" | "special";
  /** File contents (a view into the archive's bytes, not a copy). */
  data?: Buffer;
  /** A hard link's target path. */
  linkTo?: string;
  /** The permission bits (the executable bit is all a workspace keeps). */
  mode: number;
  /** Seconds since the epoch. */
  mtime: number;
}

/** `overLimit`: the archive is sound but holds more than a workspace may (too many entries, a file with holes). */
export type TarRead = { ok: true; entries: TarEntry[] } | { ok: false; problem: string; overLimit?: true };

const BLOCK = 512;
const decoder = new TextDecoder("utf-8", { fatal: false });

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
}

/** An octal field, or a base-256 one (GNU, for big numbers); NaN when it is neither. */
function number(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length);
  if ((field[0] ?? 0) & 0x80) {
    let value = 0;
    for (let i = 1; i < field.length; i++) value = value * 256 + (field[i] ?? 0);
    return value <= Number.MAX_SAFE_INTEGER ? value : Number.NaN;
  }
  const digits = text(block, start, length).trim();
  return digits === "" ? 0 : /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : Number.NaN;
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum === number(block, 148, 8);
}

/**
 * The value of `key` in a pax extended header's records ("len key=value\n"). `len` counts the record's bytes, and
 * a value is UTF-8: the records are read as bytes, never as a decoded string (a non-ASCII path is fewer characters).
 */
function paxValue(records: Buffer, key: string): string | undefined {
  let at = 0;
  while (at < records.length) {
    const space = records.indexOf(0x20, at);
    const digits = space === -1 ? "" : records.subarray(at, space).toString("latin1");
    const length = Number(digits);
    if (!/^\d+$/.test(digits) || length <= space - at + 1 || at + length > records.length) return undefined;
    const record = records.subarray(space + 1, at + length - 1);
    const eq = record.indexOf(0x3d);
    if (eq !== -1 && record.subarray(0, eq).toString("latin1") === key) return decoder.decode(record.subarray(eq + 1));
    at += length;
  }
  return undefined;
}

/**
 * Reads a whole archive (ustar, with GNU long names or pax paths), at most `maxEntries` entries. Only the
 * first 512-byte block of zeros ends it; anything malformed is a problem, never an exception.
 */
export function readTar(bytes: Buffer, maxEntries: number): TarRead {
  const entries: TarEntry[] = [];
  let longName: string | undefined;
  let longLink: string | undefined;
  let at = 0;
  while (at + BLOCK <= bytes.length) {
    const block = bytes.subarray(at, at + BLOCK);
    if (block.every((b) => b === 0)) return { ok: true, entries };
    if (!checksumOk(block)) return { ok: false, problem: `a damaged header at byte ${at}` };
    const size = number(block, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) return { ok: false, problem: `a bad size at byte ${at}` };
    const dataStart = at + BLOCK;
    const dataEnd = dataStart + size;
    if (dataEnd > bytes.length) return { ok: false, problem: "the archive ends inside a file" };
    const data = bytes.subarray(dataStart, dataEnd);
    at = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    const type = String.fromCharCode(block[156] ?? 0);
    if (type === "L" || type === "K") {
      const name = text(data, 0, data.length);
      if (type === "L") longName = name;
      else longLink = name;
      continue;
    }
    if (type === "x") {
      longName = paxValue(data, "path") ?? longName;
      longLink = paxValue(data, "linkpath") ?? longLink;
      continue;
    }
    if (type === "g") continue;
    const prefix = text(block, 345, 155);
    const short = text(block, 0, 100);
    const path = (longName ?? (prefix ? `${prefix}/${short}` : short)).replace(/^(\.\/)+/, "").replace(/\/+$/, "");
    const link = longLink ?? text(block, 157, 100);
    longName = undefined;
    longLink = undefined;
    if (entries.length >= maxEntries)
      return { ok: false, problem: `more than ${maxEntries} files and folders`, overLimit: true };
    // GNU sparse entries: a file with holes reads back as its full size, so it is never carried (see inside-steps).
    if (type === "S")
      return { ok: false, problem: `a file with holes, ${JSON.stringify(path.slice(0, 200))}`, overLimit: true };
    const mode = number(block, 100, 8);
    const mtime = number(block, 136, 12);
    const base = { path, mode: Number.isNaN(mode) ? 0o644 : mode & 0o7777, mtime: Number.isNaN(mtime) ? 0 : mtime };
    if (type === "0" || type === "\0" || type === "7") entries.push({ ...base, kind: "file", data });
    else if (type === "5") entries.push({ ...base, kind: "dir" });
    else if (type === "2") entries.push({ ...base, kind: "symlink" });
    else if (type === "1") entries.push({ ...base, kind: "hardlink", linkTo: link.replace(/^(\.\/)+/, "") });
    else entries.push({ ...base, kind: "special" });
  }
  return { ok: false, problem: "the archive has no end" };
}

/** One entry to write: a folder, or a file with its bytes. */
export type TarWriteEntry = { path: string; mtime: number } & (
  | { kind: "dir" }
  | { kind: "file"; data: Buffer; mode: number }
);

function header(name: Buffer, size: number, type: string, mode: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  name.copy(block, 0, 0, Math.min(100, name.length));
  block.write(`${mode.toString(8).padStart(7, "0")}\0`, 100, "latin1");
  block.write("0000000\0", 108, "latin1");
  block.write("0000000\0", 116, "latin1");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  block.write(`${Math.max(0, Math.floor(mtime)).toString(8).padStart(11, "0")}\0`, 136, "latin1");
  block.write(type, 156, "latin1");
  // GNU's magic: its long-name entries ("L") are what GNU tar reads back for paths past 100 bytes.
  block.write("ustar  \0", 257, "latin1");
  block.fill(32, 148, 156);
  let sum = 0;
  for (const b of block) sum += b;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** An archive GNU tar extracts: folders before what they hold is the caller's order to keep. */
export function writeTar(entries: TarWriteEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const name = entry.kind === "dir" ? `${entry.path}/` : entry.path;
    const nameBytes = Buffer.from(name, "utf8");
    if (nameBytes.length > 100) {
      const long = Buffer.concat([nameBytes, Buffer.alloc(1)]);
      parts.push(header(Buffer.from("././@LongLink"), long.length, "L", 0o644, 0), long, padding(long.length));
    }
    const short = nameBytes.subarray(0, 100);
    if (entry.kind === "dir") parts.push(header(short, 0, "5", 0o755, entry.mtime));
    else
      parts.push(
        header(short, entry.data.length, "0", entry.mode, entry.mtime),
        entry.data,
        padding(entry.data.length),
      );
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}
