// Raw DEFLATE (RFC 1951) through the platform's CompressionStream: browsers and Node carry it, so the studio
// ships no compressor of its own. Used by "#z:" links and .zip files.
import { readCapped } from "@packstudio/core";

/** The stream's bytes; a bomb is refused while it expands, not after. */
async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const bytes = await readCapped(stream, limit);
  if (bytes === "too large") throw new RangeError(`over ${limit} bytes`);
  return bytes;
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
