// Unpacking an import's archive (tar, plain or gzip) into a folder with a strict streaming reader of our own.
// The archive is hostile input, even an operator's: a problem with the archive itself (not a tar, truncated,
// a gzip bomb, a path out of the folder, a link or a device) refuses all of it before the database is touched;
// a member over the pack limits refuses only its pack, by name. Nothing is followed, no mode is applied.
import { closeSync, createReadStream, fstatSync, mkdirSync, openSync, readSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pipeline, type Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { byteSize, packLimits } from "@packstudio/core";
import {
  ArchiveRefused,
  BLOCK,
  Bytes,
  checksumOk,
  compression,
  field,
  number,
  paxRecords,
  shown,
} from "./import-tar-format.js";

/** Unpacked bytes a gzip archive may grow to: this many times its own size, and never less than the floor. */
export const bombRatio = 100;
export const bombFloorBytes = 64 * 1024 * 1024;

const names = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

const kinds: Record<string, string> = {
  "1": "a hard link",
  "2": "a symbolic link",
  "3": "a character device",
  "4": "a block device",
  S: "a sparse file",
};

/** Errors of the disk the archive is unpacked to: the import cannot go on, whatever the pack. */
const diskErrors = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO", "EMFILE", "ENFILE"]);

/** What a pack of the archive has taken so far, and why it is refused, if it is. */
type PackState = { files: number; bytes: number; refused?: string };

/**
 * Unpacks `file` (a tar, or a gzip-compressed one) into `into`, a folder a pack. Throws ArchiveRefused for an
 * archive refused whole; returns the packs refused on the way (by top folder name: a member over the limits,
 * one that cannot be written), whose folders are left incomplete.
 */
export async function unpackArchive(file: string, into: string): Promise<Map<string, string>> {
  const head = Buffer.alloc(6);
  let size: number;
  try {
    const fd = openSync(file, "r");
    try {
      size = fstatSync(fd).size;
      readSync(fd, head, 0, 6, 0);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new ArchiveRefused(`it cannot be read (${(error as Error).message})`);
  }
  const compressed = compression(head);
  if (compressed && compressed !== "gzip")
    throw new ArchiveRefused(
      `it is compressed with ${compressed}, which the import does not read: unpack it and import the folder, or make it a .tar or .tar.gz`,
    );
  const raw = createReadStream(file);
  const stream: Readable = compressed ? pipeline(raw, createGunzip(), () => undefined) : raw;
  const cap = compressed ? Math.max(bombFloorBytes, size * bombRatio) : Number.POSITIVE_INFINITY;
  const bytes = new Bytes(
    stream[Symbol.asyncIterator](),
    cap,
    () =>
      `it unpacks to more than ${byteSize(cap)}, over ${bombRatio} times its ${byteSize(size)} (a gzip bomb?): unpack it yourself and import the folder`,
  );
  try {
    return await unpackMembers(bytes, into);
  } finally {
    stream.destroy();
    raw.destroy();
  }
}

async function unpackMembers(bytes: Bytes, into: string): Promise<Map<string, string>> {
  const packs = new Map<string, PackState>();
  let pax = new Map<string, Buffer>();
  let longName: Buffer | undefined;
  let last = "the start";
  for (;;) {
    const at = bytes.offset;
    const block = await bytes.take(BLOCK);
    const where = `after ${last}`;
    if (block.length === 0 && last === "the start") throw new ArchiveRefused("it is empty");
    if (block.length < BLOCK && last === "the start")
      throw new ArchiveRefused("it is not a tar archive (nor a gzip-compressed one)");
    if (block.length < BLOCK) throw new ArchiveRefused(`it ends ${where} without the end of the archive (truncated?)`);
    if (block.every((b) => b === 0)) break;
    if (!checksumOk(block))
      throw new ArchiveRefused(
        last === "the start"
          ? "it is not a tar archive (nor a gzip-compressed one)"
          : `a damaged tar header ${where} (near byte ${at})`,
      );
    const type = String.fromCharCode(block[156] ?? 0);
    const paxSize = pax.get("size")?.toString("latin1");
    const size = paxSize !== undefined && type !== "x" ? Number(paxSize) : number(block, 124, 12);
    if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveRefused(`a tar header with a bad size ${where}`);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    // Headers that describe the next member: read whole, they are small (a long name, pax records).
    if (type === "x" || type === "g" || type === "L" || type === "K") {
      if (size > 1024 * 1024) throw new ArchiveRefused(`an extended header of ${size} bytes ${where}`);
      const data = await bytes.take(padded);
      if (data.length < padded) throw new ArchiveRefused(`it ends inside an extended header ${where} (truncated?)`);
      const body = data.subarray(0, size);
      if (type === "L") longName = field(body, 0, body.length);
      else if (type === "x") {
        const records = paxRecords(body);
        if (!records) throw new ArchiveRefused(`a malformed pax header ${where}`);
        pax = records;
      }
      continue; // "g" (global pax) and "K" (a long link target) change nothing we keep
    }
    if (type === "V") {
      // A volume label (tar -V): a name for the archive, no member.
      if (!(await bytes.skip(padded))) throw new ArchiveRefused(`it ends inside its volume label (truncated?)`);
      continue;
    }
    const nameBytes =
      pax.get("path") ??
      longName ??
      (() => {
        const prefix = field(block, 345, 155);
        const short = field(block, 0, 100);
        // ustar's prefix field holds a long path's folders; old GNU archives put other data there.
        const ustar = block.subarray(257, 263).toString("latin1") === "ustar\0";
        return ustar && prefix.length > 0 ? Buffer.concat([prefix, Buffer.from("/"), short]) : short;
      })();
    pax = new Map();
    longName = undefined;
    let name: string;
    try {
      name = names.decode(nameBytes);
    } catch {
      throw new ArchiveRefused(`a member name that is not UTF-8 ${where}`);
    }
    const member = JSON.stringify(shown(name));
    last = `member ${member}`;
    if (name.startsWith("/")) throw new ArchiveRefused(`member ${member} has an absolute path`);
    const parts = name.split("/").filter((p) => p !== "" && p !== ".");
    if (parts.includes("..")) throw new ArchiveRefused(`member ${member} has a ".." in its path`);
    const kind = kinds[type];
    if (kind)
      throw new ArchiveRefused(
        `member ${member} is ${kind}: an archive of packs holds only folders and regular files (DECISIONS.md 1)`,
      );
    // A FIFO is no escape, only not a file: it refuses its pack, and is never made.
    const fifo = type === "6";
    if (type !== "0" && type !== "\0" && type !== "7" && type !== "5" && !fifo)
      throw new ArchiveRefused(`member ${member} is of tar type "${shown(type)}", which the import does not read`);
    const [top, ...rest] = parts;
    const isDir = type === "5";
    // The archive's root, or a file beside the pack folders (not a pack): its data is passed over.
    if (top === undefined || (!isDir && rest.length === 0)) {
      if (!(await bytes.skip(padded))) throw new ArchiveRefused(`it ends inside ${last} (truncated?)`);
      continue;
    }
    const pack = makeFolder(into, top, isDir ? rest : rest.slice(0, -1), packs);
    const rel = rest.join("/");
    if (fifo && !pack.refused) pack.refused = `${shown(rel)} is a FIFO, not a regular file`;
    if (!isDir && !pack.refused) pack.refused = overLimits(pack, rel, size);
    if (isDir || pack.refused) {
      if (!(await bytes.skip(padded))) throw new ArchiveRefused(`it ends inside ${last} (truncated?)`);
      continue;
    }
    const data = await bytes.take(padded);
    if (data.length < padded) throw new ArchiveRefused(`it ends inside ${last} (truncated?)`);
    pack.files++;
    pack.bytes += size;
    pack.refused = write(join(into, top, ...rest), rel, data.subarray(0, size));
  }
  const refused = new Map<string, string>();
  for (const [name, pack] of packs) if (pack.refused) refused.set(name, pack.refused);
  return refused;
}

/** Why a pack may not take one more file of `size` bytes at `rel`, if it may not (DECISIONS.md 1's limits). */
function overLimits(pack: PackState, rel: string, size: number): string | undefined {
  if (size > packLimits.maxFileBytes)
    return `${shown(rel)} is ${size} bytes, over the ${packLimits.maxFileBytes} a pack's file may hold`;
  if (pack.files + 1 > packLimits.maxFiles) return `it holds more than the ${packLimits.maxFiles} files a pack may`;
  if (pack.bytes + size > packLimits.maxTotalBytes)
    return `it holds more than the ${packLimits.maxTotalBytes} bytes a pack may`;
  return undefined;
}

/** The pack folder `top` and `folders` in it, made; the pack's state. A disk error stops the import. */
function makeFolder(into: string, top: string, folders: string[], packs: Map<string, PackState>): PackState {
  let pack = packs.get(top);
  if (!pack) {
    pack = { files: 0, bytes: 0 };
    packs.set(top, pack);
  }
  if (!pack.refused) {
    try {
      mkdirSync(join(into, top, ...folders), { recursive: true });
    } catch (error) {
      pack.refused = diskProblem(error, folders.join("/"));
    }
  }
  return pack;
}

/** Writes one file of a pack (never following anything: the folder holds only what this reader made). */
function write(path: string, rel: string, data: Buffer): string | undefined {
  try {
    writeFileSync(path, data);
    return undefined;
  } catch (error) {
    return diskProblem(error, rel);
  }
}

/** A pack's refusal for a path that cannot be written (a file where a folder is…); the disk's own errors throw. */
function diskProblem(error: unknown, rel: string): string {
  const e = error as NodeJS.ErrnoException;
  if (e.code && diskErrors.has(e.code)) throw new ArchiveRefused(`it could not be unpacked: ${e.code} (${e.message})`);
  return `${shown(rel)} could not be unpacked (${e.code ?? e.message})`;
}
