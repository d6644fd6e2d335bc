// readCapped: a byte stream read whole, but never past a cap (a request body, a studio's answer, inflated data).
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
 * The stream's bytes, or "too large" as soon as more than `max` arrive (or `declared`, a stated length such as
 * Content-Length, is over it): the stream is cancelled and the rest never read. Chunks are copied into one
 * buffer sized by `declared` (doubling when none is stated), so no step copies the whole body twice.
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
  let bytes = new Uint8Array(declared > 0 ? declared : Math.min(max, firstBuffer));
  let length = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    const chunk = next.value;
    if (!chunk) continue;
    if (length + chunk.byteLength > max) {
      await reader?.cancel();
      return "too large";
    }
    if (length + chunk.byteLength > bytes.byteLength) {
      const grown = new Uint8Array(Math.min(max, Math.max(bytes.byteLength * 2, length + chunk.byteLength)));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    bytes.set(chunk, length);
    length += chunk.byteLength;
  }
  return bytes.subarray(0, length);
}
