// The pieces of the tar format the import's reader takes apart: a bounded byte stream, header fields, pax records.
// Every failure is an ArchiveRefused with a one-line reason, never another exception.

/** The archive as a whole is refused: the message says what and where, for one line of output. */
export class ArchiveRefused extends Error {
  override name = "ArchiveRefused";
}

export const BLOCK = 512;

/** Bytes of a stream, taken exactly as asked; counts all it reads against `cap`. */
export class Bytes {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Bytes pulled from the stream (what the cap counts), and bytes handed out (the archive's offset). */
  read = 0;
  offset = 0;
  constructor(
    private source: AsyncIterator<Buffer>,
    private cap: number,
    private overCap: () => string,
  ) {}

  private async pull(): Promise<boolean> {
    let step: IteratorResult<Buffer>;
    try {
      step = await this.source.next();
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      throw new ArchiveRefused(
        e.code?.startsWith("Z_") ? `its gzip data is damaged (${e.message})` : `it cannot be read (${e.message})`,
      );
    }
    if (step.done) return false;
    this.read += step.value.length;
    if (this.read > this.cap) throw new ArchiveRefused(this.overCap());
    this.chunks.push(step.value);
    this.buffered += step.value.length;
    return true;
  }

  /** Exactly `n` bytes, or fewer when the stream ends first. */
  async take(n: number): Promise<Buffer> {
    while (this.buffered < n && (await this.pull()));
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const out = all.subarray(0, Math.min(n, all.length));
    const rest = all.subarray(out.length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    this.offset += out.length;
    return out;
  }

  /** Pass over `n` bytes without holding them; false when the stream ends first. */
  async skip(n: number): Promise<boolean> {
    let left = n;
    while (left > 0) {
      if (this.buffered === 0 && !(await this.pull())) return false;
      const taken = await this.take(Math.min(left, this.buffered));
      left -= taken.length;
    }
    return true;
  }
}

export function field(block: Buffer, start: number, length: number): Buffer {
  const bytes = block.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return end === -1 ? bytes : bytes.subarray(0, end);
}

/** An octal number field, or GNU's base-256 form; NaN when it is neither. */
export function number(block: Buffer, start: number, length: number): number {
  const bytes = block.subarray(start, start + length);
  if ((bytes[0] ?? 0) & 0x80) {
    let value = (bytes[0] ?? 0) & 0x7f;
    for (let i = 1; i < bytes.length; i++) value = value * 256 + (bytes[i] ?? 0);
    return Number.isSafeInteger(value) ? value : Number.NaN;
  }
  const digits = field(block, start, length).toString("latin1").trim();
  return digits === "" ? 0 : /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : Number.NaN;
}

export function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum === number(block, 148, 8);
}

/** A pax extended header's records ("len key=value\n"), as a map; undefined when they are malformed. */
export function paxRecords(data: Buffer): Map<string, Buffer> | undefined {
  const out = new Map<string, Buffer>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString("latin1"));
    if (space === -1 || !Number.isSafeInteger(length) || length <= space - at + 1 || at + length > data.length)
      return undefined;
    const record = data.subarray(space + 1, at + length - 1);
    const eq = record.indexOf(0x3d);
    if (eq === -1 || data[at + length - 1] !== 0x0a) return undefined;
    out.set(record.subarray(0, eq).toString("latin1"), record.subarray(eq + 1));
    at += length;
  }
  return out;
}

/** Control characters shown as escapes, so a hostile name keeps its line of output. */
export function shown(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters escaped
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The compression `head` (a file's first bytes) starts, if any. */
export function compression(head: Buffer): string | undefined {
  if (head[0] === 0x1f && head[1] === 0x8b) return "gzip";
  if (head.subarray(0, 6).equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))) return "xz";
  if (head.subarray(0, 3).toString("latin1") === "BZh") return "bzip2";
  if (head.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd]))) return "zstd";
  return undefined;
}
