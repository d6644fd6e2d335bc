// Cutting a YAML text into chunks read alone (yaml-chunks.ts): where it cuts, where it does not, and how many.
import { describe, expect, it } from "vitest";
import { type Chunk, chunksOf, lineHash } from "./yaml-chunks.js";
import { pieceOptions } from "./yaml-pieces.js";

const fine = { minSplit: 0, maxDepth: 3, groupEvery: 1, minGroupBytes: 0, groupBytes: 0 };

/** Each chunk as its text, a cut mapping as its key and members. */
function shape(text: string, chunks: Chunk[]): unknown[] {
  return chunks.map((c) =>
    c.members ? { [text.slice(c.keyStart, c.keyEnd)]: shape(text, c.members) } : text.slice(c.start, c.end),
  );
}

describe("chunksOf", () => {
  it("cuts at top-level keys and at the children of a mapping, comments going with the chunk before", () => {
    const text = "# head\nopenapi: 3.1.0\npaths:\n  # first\n  /a: {}\n  # after a\n  /b:\n    get: {}\nx-end: 1\n";
    expect(shape(text, chunksOf(text, fine) ?? [])).toEqual([
      "# head\nopenapi: 3.1.0\n",
      { paths: ["  /a: {}\n  # after a\n", "  /b:\n    get: {}\n"] },
      "x-end: 1\n",
    ]);
  });

  it("never cuts at a line that does not start a plain key, nor a mapping whose lines go less indented", () => {
    const text = 'a: 1\n- item\n"quoted": 2\n? explicit\n: value\nb:\n  c: 1\n d: 2\n';
    expect(shape(text, chunksOf(text, fine) ?? [])).toEqual([
      'a: 1\n- item\n"quoted": 2\n? explicit\n: value\n',
      "b:\n  c: 1\n d: 2\n",
    ]);
  });

  it("leaves a text it could read otherwise in chunks to be read whole", () => {
    for (const text of ["  a: 1\nb: 2\n", "a: 1\n---\nb: 2\n", "%YAML 1.2\n---\na: 1\nb: 2\n", "a:\n\t- 1\nb: 2\n"])
      expect([text, chunksOf(text, fine)]).toEqual([text, undefined]);
    expect(shape("---\na: 1\nb: 2\n", chunksOf("---\na: 1\nb: 2\n", fine) ?? [])).toEqual(["---\na: 1\n", "b: 2\n"]);
  });

  it("reads at most one piece a KiB, however the keys are chosen (100,000 keys that each end a group by their hash)", () => {
    const lines: string[] = [];
    for (let n = 0; lines.length < 100_000; n++) {
      const line = `k${n}: 1\n`;
      if (lineHash(line, 0) % pieceOptions.groupEvery === 0) lines.push(line);
    }
    const text = lines.join("");
    const chunks = chunksOf(text, pieceOptions) ?? [];
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThanOrEqual(text.length / pieceOptions.minGroupBytes + 1);
  });
});
