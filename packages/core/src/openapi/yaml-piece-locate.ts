// Where a path is written in a YAML text read in pieces (yaml-pieces.ts): mappings stitched from pieces, each
// piece's places its own, offset by where it starts. Answers as yaml-locate.ts does over the whole text.
import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import type { DocumentProblem } from "./document-limits.js";
import { locateYaml, sourceKeyYaml } from "./yaml-locate.js";
import type { YamlNodes } from "./yaml-nodes.js";

/** A chunk's text read alone: a block mapping, its value, places and problems relative to the chunk's start. */
export interface Piece {
  /** The chunk's text (a copy: it keeps no larger text alive while it is cached). */
  text: string;
  value: Record<string, unknown>;
  problems: DocumentProblem[];
  nodes: YamlNodes;
  root: number;
  /** Values read, the root mapping included; its collections inside each other, the root mapping included. */
  count: number;
  height: number;
  /**
   * Each root pair's value's source key by its key node, made once: the same string each time, so a map keyed
   * by it finds it by identity rather than reading the text again.
   */
  sourceKeys: Map<number, string | undefined>;
}

/** A piece where it stands in the text: its places are `offset` further. */
export interface PlacedPiece {
  piece: Piece;
  offset: number;
}

/** A key of a stitched mapping: a pair of a piece's root mapping (by its key node), or a stitched mapping of its own. */
export type PieceEntry = { placed: PlacedPiece; key: number } | PieceMap;

/** A mapping stitched from pieces (the root, or a large mapping cut at its children), as its pairs by name. */
export class PieceMap {
  /** Each name's first pair: a name in two pieces is not stitched (the text is read whole). */
  readonly entries = new Map<string, PieceEntry>();
  readonly value: Record<string, unknown> = {};
  /** The mapping's span: from its first key to its last member's end, as the whole text's reading places it. */
  start = 0;
  end = 0;

  constructor(
    /** The key that names it (none for the root). */
    readonly keyStart = -1,
    readonly keyEnd = -1,
  ) {}
}

/** The value node of a pair of a piece's root: the node after its key. */
const valueNode = (entry: { placed: PlacedPiece; key: number }): number =>
  entry.placed.piece.nodes.after[entry.key] as number;

const shifted = (span: Span | undefined, offset: number): Span | undefined =>
  span && { offset: span.offset + offset, length: span.length };

/** locateYaml over a stitched text: the value at `path` (or its key), else the deepest part of it that exists. */
export function locatePieces(root: PieceMap, path: JsonPath, anchor: Anchor = "value"): Span | undefined {
  let map = root;
  let key: Span | undefined;
  for (let i = 0; i < path.length; i++) {
    const entry = map.entries.get(String(path[i]));
    if (!entry) {
      const at = key ?? { offset: map.start, length: map.end - map.start };
      return { offset: at.offset, length: key ? at.length : Math.min(at.length, 1) };
    }
    if (entry instanceof PieceMap) {
      key = { offset: entry.keyStart, length: entry.keyEnd - entry.keyStart };
      map = entry;
      continue;
    }
    const { piece, offset } = entry.placed;
    return shifted(locateYaml(piece.nodes, valueNode(entry), path.slice(i + 1), anchor, entry.key), offset);
  }
  if (anchor === "key" && key) return key;
  return { offset: map.start, length: map.end - map.start };
}

/** sourceKeyYaml over a stitched text (which has no aliases: a text with one is read whole). */
export function sourceKeyPieces(text: string, root: PieceMap, path: JsonPath): string | undefined {
  let map = root;
  for (let i = 0; i < path.length; i++) {
    const entry = map.entries.get(String(path[i]));
    if (!entry) return undefined;
    if (entry instanceof PieceMap) {
      map = entry;
      continue;
    }
    const { piece } = entry.placed;
    if (i + 1 < path.length) return sourceKeyYaml(piece.text, piece.nodes, valueNode(entry), path.slice(i + 1));
    if (!piece.sourceKeys.has(entry.key))
      piece.sourceKeys.set(entry.key, sourceKeyYaml(piece.text, piece.nodes, valueNode(entry), []));
    return piece.sourceKeys.get(entry.key);
  }
  const column = map.start - text.lastIndexOf("\n", map.start - 1) - 1;
  return `${column}:${text.slice(map.start, map.end)}`;
}
