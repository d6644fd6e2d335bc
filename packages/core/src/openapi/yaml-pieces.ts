// A large YAML text read in pieces (yaml-chunks.ts), each piece's reading kept while its text stays: a keystroke
// in one operation of a MiB document parses that operation again, not the MiB. The pieces are stitched into
// the value and places the whole text's reading gives, or the text is read whole (undefined) whenever they
// could differ: a piece that does not parse or is not a mapping, an alias, a name in two pieces, a `<<` between
// pieces, past a bound.
import { LruMap } from "../cache/lru-map.js";
import { type DocumentProblem, documentLimits } from "./document-limits.js";
import type { ReadText } from "./document-text.js";
import { setOwn } from "./set-own.js";
import { type Chunk, type ChunkOptions, chunksOf } from "./yaml-chunks.js";
import { jsYamlEvents } from "./yaml-events.js";
import { kinds } from "./yaml-nodes.js";
import { locatePieces, type Piece, PieceMap, type PlacedPiece, sourceKeyPieces } from "./yaml-piece-locate.js";
import { streamedYamlValue, yamlValue } from "./yaml-value.js";

export interface PieceOptions extends ChunkOptions {
  /** A text shorter than this is read whole: cutting it saves nothing. */
  minText: number;
}

export const pieceOptions: PieceOptions = {
  minText: 64 * 1024,
  minSplit: 4 * 1024,
  maxDepth: 3,
  groupEvery: 16,
  minGroupBytes: 1024,
  groupBytes: 16 * 1024,
};

/** Problems kept, as the whole text's reading keeps them. */
const maxProblems = 50;

/**
 * A copy of `source` that shares no memory with the text it was cut from: a cached piece's strings (its text,
 * its values, cut from it) would otherwise keep each whole document they came from alive.
 */
const detached = (source: string): string => ` ${source}`.slice(1);

/** `source` read alone, when it is a block mapping without aliases. */
function readPiece(source: string): Piece | undefined {
  const text = detached(source);
  let read = streamedYamlValue(text);
  if (!read) {
    const parsed = jsYamlEvents(text);
    if (!parsed.events) return undefined;
    read = yamlValue(text, parsed.events);
  }
  const { nodes, root } = read;
  if (read.value === undefined || !nodes || nodes.kind[root] !== kinds.MAP || nodes.aliasStarts.length > 0)
    return undefined;
  const value = read.value as Record<string, unknown>;
  const { problems, count, height } = read;
  return { text, value, problems, nodes, root, count, height, sourceKeys: new Map() };
}

/** The pieces of the last read of each of the last few files, by their text. */
const recent = new LruMap<string, Map<string, Piece>>({ maxEntries: 4 });

class Stitcher {
  readonly problems: DocumentProblem[] = [];
  /** Values of the whole text's reading: the root mapping, then each piece's less its root, each cut key and mapping. */
  count = 1;
  readonly fresh = new Map<string, Piece>();

  constructor(
    private readonly text: string,
    private readonly kept: Map<string, Piece> | undefined,
  ) {}

  /** The piece of the text [start, end): kept from the last read, else read now. */
  private pieceOf(start: number, end: number): Piece | undefined {
    const source = this.text.slice(start, end);
    // The same text twice in one document (two equal components) is read twice: each place has its own value.
    if (this.fresh.has(source)) return readPiece(source);
    const piece = this.kept?.get(source) ?? readPiece(source);
    if (piece) this.fresh.set(piece.text, piece);
    return piece;
  }

  /** `chunks` into `map`, which stands `depth` mappings deep (the root is 1); false when it must be read whole. */
  stitch(chunks: Chunk[], map: PieceMap, depth: number): boolean {
    for (const chunk of chunks) {
      if (chunk.members) {
        const name = this.text.slice(chunk.keyStart, chunk.keyEnd);
        if (map.entries.has(name)) return false;
        const inner = new PieceMap(chunk.keyStart, chunk.keyEnd);
        if (!this.stitch(chunk.members, inner, depth + 1)) return false;
        map.entries.set(name, inner);
        setOwn(map.value, name, inner.value);
        this.count += 2;
        if (chunk === chunks[0]) map.start = chunk.keyStart;
        map.end = inner.end;
        continue;
      }
      const piece = this.pieceOf(chunk.start, chunk.end);
      // Its root stands for this mapping: its nodes are depth - 1 further down in the whole text.
      if (!piece || piece.height + depth - 1 > documentLimits.maxDepth) return false;
      const placed: PlacedPiece = { piece, offset: chunk.start };
      const { nodes, root } = piece;
      const close = (nodes.after[root] as number) - 1;
      for (let key = root + 1; key < close; key = nodes.after[nodes.after[key] as number] as number) {
        const name = nodes.name[key];
        if (name === undefined) continue; // a key that is a collection: the piece said so
        if (name === "<<") return false; // a merge reads the mapping's other pieces
        const had = map.entries.get(name);
        if (had) {
          if (had instanceof PieceMap || had.placed !== placed) return false;
          continue; // repeated within the piece: the piece said so and kept the first
        }
        map.entries.set(name, { placed, key });
        setOwn(map.value, name, piece.value[name]);
      }
      this.count += piece.count - 1;
      for (const p of piece.problems)
        if (this.problems.length < maxProblems)
          this.problems.push({ offset: p.offset + chunk.start, length: p.length, message: p.message });
      if (chunk === chunks[0]) map.start = chunk.start + (piece.nodes.start[piece.root] as number);
      map.end = chunk.start + (piece.nodes.end[piece.root] as number);
    }
    return true;
  }
}

/**
 * `text` read in pieces, the pieces of the last read of `file` reused where their text is the same; undefined
 * when the text is to be read whole (too small to gain, not cut, or a piece that could read otherwise alone).
 */
export function readYamlPieces(file: string, text: string, options: PieceOptions = pieceOptions): ReadText | undefined {
  if (text.length < options.minText) return undefined;
  const chunks = chunksOf(text, options);
  if (!chunks) return undefined;
  const stitcher = new Stitcher(text, recent.get(file));
  const root = new PieceMap();
  if (!stitcher.stitch(chunks, root, 1) || stitcher.count > documentLimits.maxNodes) return undefined;
  recent.set(file, stitcher.fresh);
  return {
    value: root.value,
    problems: stitcher.problems,
    locate: (path, anchor) => locatePieces(root, path, anchor),
    sourceKey: (path) => sourceKeyPieces(text, root, path),
    unshared: true,
  };
}
