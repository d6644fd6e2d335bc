// The three protocol files of a pack and the limits of a pack the studio accepts (DECISIONS.md 1).
export const SURFACE = "surface.json";
export const POLICY = "policy.json";
export const HARNESS = "HARNESS.md";
export const requiredFiles = [SURFACE, POLICY, HARNESS] as const;

export const packLimits = {
  maxFiles: 200,
  maxTotalBytes: 5 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
  /** An openapi pack's document (its `openapi.path` file) may hold more than other files (DECISIONS 14). */
  maxOpenApiBytes: 4 * 1024 * 1024,
  /** A pack path, in UTF-16 units (the studio refuses longer paths on every input). */
  maxPathChars: 512,
  /**
   * Commands (verbs) a pack may declare; past it P007 is an error and lint checks only the first ones
   * (docs/decisions.md). §2.3.3 asks for 12 at most (M011); a wrapped CLI of a few hundred fits.
   */
  maxCommands: 1000,
  /** HARNESS.md over this is a warning (S004). */
  harnessWarnBytes: 64 * 1024,
} as const;

/** Pack files: relative path to text. */
export type PackFiles = Record<string, string>;

/** The platform's UTF-8 encoder (browsers and Node have one; lib ES2023 declares none). */
interface Utf8Encoder {
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
const Encoder = (globalThis as { TextEncoder?: new () => Utf8Encoder }).TextEncoder;

/** Units of text encoded at a time to find where ASCII ends, and room for them at 3 bytes a unit. */
const chunk = 16 * 1024;
let encoder: Utf8Encoder | undefined;
let scratch: Uint8Array | undefined;

/**
 * Where the first chunk holding a non-ASCII unit starts (text.length when there is none): the platform's
 * encoder reads ASCII several times faster than a regular expression's search (a lint reads 5 MiB).
 */
function asciiPrefix(text: string): number {
  if (!Encoder) {
    const wide = text.search(/[\u0080-\uffff]/);
    return wide === -1 ? text.length : wide;
  }
  encoder ??= new Encoder();
  scratch ??= new Uint8Array(3 * chunk);
  for (let i = 0; i < text.length; i += chunk) {
    const part = text.slice(i, i + chunk); // a view of the text, not a copy
    const { read, written } = encoder.encodeInto(part, scratch);
    if (read !== part.length || written !== read) return i;
  }
  return text.length;
}

/** UTF-8 byte length without allocating (no TextEncoder per call on hot paths). */
export function utf8Length(text: string): number {
  // ASCII is one byte a unit: count units one by one only from the chunk holding the first wider one.
  const wide = asciiPrefix(text);
  if (wide === text.length) return text.length;
  let bytes = wide;
  for (let i = wide; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Sizes already counted, by pack and path: P007, S004 and the parser each ask of the same megabytes. */
const counted = new WeakMap<PackFiles, Map<string, { text: string; bytes: number }>>();

/** The UTF-8 size of a pack file, counted once per pack (the text is compared, so an edited file is counted anew). */
export function fileBytes(files: PackFiles, path: string): number {
  const text = files[path];
  if (typeof text !== "string") return 0;
  let sizes = counted.get(files);
  if (!sizes) {
    sizes = new Map();
    counted.set(files, sizes);
  }
  const known = sizes.get(path);
  if (known && known.text === text) return known.bytes;
  const bytes = utf8Length(text);
  sizes.set(path, { text, bytes });
  return bytes;
}

/** Whether a pack file's UTF-8 size is over `limit`, counting bytes only when the length leaves it open. */
export function fileOver(files: PackFiles, path: string, limit: number): boolean {
  const text = files[path];
  // Every UTF-16 unit is one to three bytes.
  if (typeof text !== "string" || text.length * 3 <= limit) return false;
  return text.length > limit || fileBytes(files, path) > limit;
}
