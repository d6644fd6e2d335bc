// Raw DEFLATE (RFC 1951) through the platform's CompressionStream: browsers and Node carry it, so the studio
// ships no compressor of its own. Used by "#z:" links and .zip files.

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    // A bomb is refused while it expands, not after.
    if (length > limit) {
      await reader.cancel();
      throw new RangeError(`over ${limit} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  return new Blob([bytes as BlobPart]).stream().pipeThrough(transform as TransformStream<Uint8Array, Uint8Array>);
}

export function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  return collect(through(bytes, new CompressionStream("deflate-raw")), Number.POSITIVE_INFINITY);
}

/** Inflate `bytes`; rejects with a RangeError past `limit` bytes, and with a TypeError when the data is damaged. */
export function inflateRaw(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  return collect(through(bytes, new DecompressionStream("deflate-raw")), limit);
}
