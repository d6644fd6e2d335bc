// Reading a byte stream up to a cap: whole or refused (readCapped: a request body, a studio's answer, inflated data),
// or its first bytes and whether more came (readPrefix: a live API's answer shown cut).
// Structural stream types: core has neither the DOM's nor Node's, and a web ReadableStream fits them.

export interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}

export interface ByteStream {
  getReader(): ByteReader;
}

/** First buffer when no length is declared; it doubles as chunks arrive. */
const firstBuffer = 64 * 1024;

/**
 * Bytes of `reader` copied into one buffer sized by `declared` (doubling when none is stated), so no step copies the
 * whole body twice; at the first chunk past `max`, the stream is cancelled and that chunk's room is all it gives.
 */
async function readUpTo(
  reader: ByteReader | undefined,
  max: number,
  declared: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; over: boolean }> {
  let bytes = new Uint8Array(declared > 0 ? Math.min(declared, max) : Math.min(max, firstBuffer));
  let length = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    const chunk = next.value;
    if (!chunk) continue;
    const over = length + chunk.byteLength > max;
    const taken = over ? chunk.subarray(0, max - length) : chunk;
    if (length + taken.byteLength > bytes.byteLength) {
      const grown = new Uint8Array(Math.min(max, Math.max(bytes.byteLength * 2, length + taken.byteLength)));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    bytes.set(taken, length);
    length += taken.byteLength;
    if (over) {
      await reader?.cancel();
      return { bytes: bytes.subarray(0, length), over: true };
    }
  }
  return { bytes: bytes.subarray(0, length), over: false };
}

/**
 * The stream's bytes, or "too large" as soon as more than `max` arrive (or `declared`, a stated length such as
 * Content-Length, is over it): the stream is cancelled and the rest never read.
 */
export async function readCapped(
  stream: ByteStream | null | undefined,
  max: number,
  declared = 0,
): Promise<Uint8Array<ArrayBuffer> | "too large"> {
  const reader = stream?.getReader();
  if (declared > max) {
    await reader?.cancel();
    return "too large";
  }
  const read = await readUpTo(reader, max, declared);
  return read.over ? "too large" : read.bytes;
}

/** The stream's first `max` bytes, and whether more came (then the stream is cancelled, the rest never read). */
export async function readPrefix(
  stream: ByteStream | null | undefined,
  max: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; truncated: boolean }> {
  const read = await readUpTo(stream?.getReader(), max, 0);
  return { bytes: read.bytes, truncated: read.over };
}
