// readCapped and readPrefix over real web streams: whole bodies come back byte for byte, a body past the cap is
// refused (readCapped) or cut at it (readPrefix), the rest unread.
import { describe, expect, it } from "vitest";
import { type ByteStream, readCapped, readPrefix } from "./read-capped.js";

// Node's web ReadableStream, typed only as far as these tests use it (core has no DOM or Node types).
interface Controller {
  enqueue(chunk: Uint8Array): void;
  close(): void;
}
declare const ReadableStream: new (source: { pull(controller: Controller): void; cancel(): void }) => ByteStream;

/** A stream of `chunks`, recording how many were pulled and whether it was cancelled. */
function streamOf(chunks: Uint8Array[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream({
    pull(controller) {
      const next = chunks[seen.pulled++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe("readCapped", () => {
  it.each([
    ["nothing", []],
    ["one chunk", [bytes(10)]],
    ["chunks past the first buffer (it grows)", [bytes(40_000, 1), bytes(40_000, 2), bytes(70_000, 3)]],
    ["exactly the cap", [bytes(100_000), bytes(50_000)]],
  ])("reads %s whole", async (_n, chunks) => {
    const { stream, seen } = streamOf(chunks);
    const got = await readCapped(stream, 150_000);
    const want = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    let at = 0;
    for (const c of chunks) {
      want.set(c, at);
      at += c.byteLength;
    }
    expect(got).toEqual(want);
    expect(seen.cancelled).toBe(false);
  });

  it("sizes its buffer by a declared length and still reads a body longer than declared", async () => {
    const { stream } = streamOf([bytes(10, 7), bytes(10, 8)]);
    const got = await readCapped(stream, 100, 5);
    expect(got).toEqual(new Uint8Array([...bytes(10, 7), ...bytes(10, 8)]));
  });

  it("refuses a body past the cap at the chunk that crosses it, cancelling the rest unread", async () => {
    const { stream, seen } = streamOf([bytes(60), bytes(60), bytes(60), bytes(60)]);
    expect(await readCapped(stream, 100)).toBe("too large");
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(4);
  });

  it("refuses a declared length over the cap without reading a byte", async () => {
    const { stream, seen } = streamOf([bytes(1)]);
    expect(await readCapped(stream, 100, 101)).toBe("too large");
    expect(seen.cancelled).toBe(true);
  });

  it("reads no stream as empty", async () => {
    expect(await readCapped(undefined, 10)).toEqual(new Uint8Array(0));
    expect(await readCapped(null, 10, 11)).toBe("too large");
  });
});

describe("readPrefix", () => {
  it.each([
    ["under the cap", [3, 4], 10, 7, false],
    ["exactly the cap", [5, 5], 10, 10, false],
    ["one chunk past the cap, cut at it", [6, 6], 10, 10, true],
    ["a chunk after the cap was filled", [10, 1], 10, 10, true],
    ["nothing", [], 10, 0, false],
  ])("%s", async (_, sizes, max, length, truncated) => {
    const { stream, seen } = streamOf(sizes.map((n) => bytes(n)));
    const read = await readPrefix(stream, max);
    expect([read.bytes.byteLength, read.truncated, seen.cancelled]).toEqual([length, truncated, truncated]);
  });
});
