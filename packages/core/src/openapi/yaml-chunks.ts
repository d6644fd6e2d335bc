// A block-style YAML text cut into chunks that read alone as they read in place: its top-level keys, and the
// children of a large mapping at their indentation (`paths`, `components` and its groups). Text scanning only.
import { resolvePlain } from "./yaml-scalar.js";

/** Lines from `start` to `end` read alone: a mapping of one key or more, at the indentation they have in the text. */
export interface PieceChunk {
  start: number;
  end: number;
  members?: undefined;
}

/**
 * A key alone on its line (`paths:`) whose value, a block mapping, is cut into members at its children's
 * indentation. The key is the plain word from `keyStart` to `keyEnd`, which is also its name.
 */
export interface SplitChunk {
  start: number;
  end: number;
  keyStart: number;
  keyEnd: number;
  members: Chunk[];
}

export type Chunk = PieceChunk | SplitChunk;

export interface ChunkOptions {
  /** A mapping's text shorter than this is read as one chunk. */
  minSplit: number;
  /** Mappings inside each other that may be cut (3: the root, `components`, `components.schemas`). */
  maxDepth: number;
  /**
   * Consecutive members are read together, a group ending after one member in about this many (1: each alone)
   * once it holds minGroupBytes, or past groupBytes: reading a piece costs a call and a few arrays, which
   * thousands of small path items would each pay on a document's first read (and a text of 100,000 one-line
   * keys, a hundred thousand times), while a keystroke reads its group again, a few KiB.
   */
  groupEvery: number;
  minGroupBytes: number;
  groupBytes: number;
}

/**
 * Whether a line whose first character (past its indentation) is `c` may start a key of its own: any character
 * but those that open something else (a comment, a sequence item, an explicit key, a flow collection, a quoted
 * scalar, an anchor, alias or tag, a block scalar, a directive). A line that only looks like a key (inside a
 * multi-line quoted scalar or flow collection) leaves the chunk before it unfinished, which then does not parse.
 */
function startsKey(c: number): boolean {
  switch (c) {
    case 0x20: // space
    case 0x09: // tab
    case 0x0a: // \n
    case 0x0d: // \r
    case 0x23: // #
    case 0x2d: // -
    case 0x3f: // ?
    case 0x3a: // :
    case 0x2c: // ,
    case 0x5b: // [
    case 0x5d: // ]
    case 0x7b: // {
    case 0x7d: // }
    case 0x26: // &
    case 0x2a: // *
    case 0x21: // !
    case 0x7c: // |
    case 0x3e: // >
    case 0x27: // '
    case 0x22: // "
    case 0x25: // %
    case 0x40: // @
    case 0x60: // `
      return false;
    default:
      return !Number.isNaN(c);
  }
}

/** A key alone on its line: a plain word, then `:` (it names itself unless YAML reads it as null or a boolean). */
const headerKey = /([A-Za-z_$][\w$./-]*)[ ]*:[ ]*(?:\r?\n|$)/y;

/** Regular expressions by indentation, made once: scanning a MiB with one is a millisecond, by hand several. */
const linesAt = new Map<number, RegExp>();
const linesUnder = new Map<number, RegExp>();

function cached(cache: Map<number, RegExp>, indent: number, source: string): RegExp {
  let re = cache.get(indent);
  if (!re) {
    re = new RegExp(source, "g");
    cache.set(indent, re);
  }
  return re;
}

/** Lines indented by exactly `indent` spaces that hold something (the newline before them matched). */
const atIndent = (indent: number) => cached(linesAt, indent, `\\n {${indent}}[^ \\r\\n]`);
/** Lines indented by fewer than `indent` spaces that hold something other than a comment. */
const underIndent = (indent: number) => cached(linesUnder, indent, `\\n {0,${indent - 1}}[^ \\r\\n#]`);

/** The first line from `from` (a line's start) before `to` that is not blank or a comment: its start and indentation. */
function firstContent(text: string, from: number, to: number): { start: number; indent: number } | undefined {
  for (let i = from; i < to; ) {
    let j = i;
    while (text.charCodeAt(j) === 0x20) j++;
    const c = text.charCodeAt(j);
    if (j < to && c !== 0x0a && c !== 0x0d && c !== 0x23) return { start: i, indent: j - i };
    const end = text.indexOf("\n", j);
    if (end < 0) return undefined;
    i = end + 1;
  }
  return undefined;
}

/** FNV-1a of the line from `start` (its first 200 characters). */
export function lineHash(text: string, start: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < start + 200 && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) break;
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  return hash >>> 0;
}

/** Cuts a block mapping into its members' chunks, each cut further when large. */
class Cutter {
  constructor(
    private readonly text: string,
    private readonly options: ChunkOptions,
  ) {}

  /**
   * The members of the mapping on [from, to) whose keys are at `indent` (`from` starts its first key's line):
   * a chunk from each line at that indentation that starts a key to the next; undefined when a line that
   * holds more than a comment is less indented (it is not a plain block mapping).
   */
  members(from: number, to: number, indent: number, depth: number): Chunk[] | undefined {
    const { text } = this;
    if (indent > 0) {
      const under = underIndent(indent);
      under.lastIndex = from;
      const found = under.exec(text);
      if (found && found.index + 1 < to) return undefined;
    }
    const cuts = [from];
    const at = atIndent(indent);
    at.lastIndex = from;
    for (let found = at.exec(text); found && found.index + 1 < to; found = at.exec(text))
      if (startsKey(text.charCodeAt(found.index + 1 + indent))) cuts.push(found.index + 1);
    return this.grouped(cuts.map((start, i) => this.chunk(start, cuts[i + 1] ?? to, indent, depth)));
  }

  /**
   * Consecutive pieces joined into groups. Where a group ends is decided by content, a hash of the key line of
   * its last member (or its size), so an edit moves no group boundary but around it: the groups after an
   * inserted path item read the same as before, and are kept.
   */
  private grouped(chunks: Chunk[]): Chunk[] {
    const { groupEvery, minGroupBytes, groupBytes } = this.options;
    if (groupEvery <= 1) return chunks;
    const out: Chunk[] = [];
    let open: PieceChunk | undefined;
    for (const chunk of chunks) {
      if (chunk.members) {
        open = undefined;
        out.push(chunk);
        continue;
      }
      if (open) open.end = chunk.end;
      else {
        open = { start: chunk.start, end: chunk.end };
        out.push(open);
      }
      const size = open.end - open.start;
      if ((size >= minGroupBytes && lineHash(this.text, chunk.start) % groupEvery === 0) || size >= groupBytes)
        open = undefined;
    }
    return out;
  }

  /** The member on [start, end) with its key at `indent`: cut at its children when it is a large mapping. */
  private chunk(start: number, end: number, indent: number, depth: number): Chunk {
    const piece: PieceChunk = { start, end };
    if (depth >= this.options.maxDepth || end - start < this.options.minSplit) return piece;
    const { text } = this;
    headerKey.lastIndex = start + indent;
    const header = headerKey.exec(text);
    if (!header || resolvePlain(header[1] as string) !== header[1]) return piece;
    const first = firstContent(text, headerKey.lastIndex, end);
    if (!first || first.indent <= indent || !startsKey(text.charCodeAt(first.start + first.indent))) return piece;
    const members = this.members(first.start, end, first.indent, depth + 1);
    if (!members) return piece;
    const keyStart = start + indent;
    return { start, end, keyStart, keyEnd: keyStart + (header[1] as string).length, members };
  }
}

/**
 * Where the root mapping's first key line starts, when nothing in the text could read otherwise in chunks: no
 * BOM, no bare CR (a line break too), no tab in an indentation, no directive or document marker at a line's
 * start but a `---` alone before everything.
 */
function rootStart(text: string): number | undefined {
  if (text.charCodeAt(0) === 0xfeff) return undefined;
  for (let cr = text.indexOf("\r"); cr >= 0; cr = text.indexOf("\r", cr + 1))
    if (text.charCodeAt(cr + 1) !== 0x0a) return undefined;
  if (text.includes("\t") && /^ *\t/m.test(text)) return undefined;
  let first = firstContent(text, 0, text.length);
  if (first && /^---[ ]*\r?(?:\n|$)/y.test(text.slice(first.start, first.start + 8))) {
    const next = text.indexOf("\n", first.start);
    first = next < 0 ? undefined : firstContent(text, next + 1, text.length);
  }
  if (first?.indent !== 0) return undefined;
  // A marker or directive at a line's start from the first key's line on (searched for natively, not by a
  // multi-line expression, which tries every position of a MiB).
  for (const marker of ["---", "...", "%"])
    if (text.startsWith(marker, first.start) || text.indexOf(`\n${marker}`, first.start) >= 0) return undefined;
  return first.start;
}

/**
 * The chunks of a text whose root is a block mapping with its keys at the start of their lines, or undefined
 * when it is not such a text (or has what rootStart refuses). The first chunk starts at the text's start (with
 * its leading comments); comments after a chunk are its own.
 */
export function chunksOf(text: string, options: ChunkOptions): Chunk[] | undefined {
  const first = rootStart(text);
  if (first === undefined) return undefined;
  const members = new Cutter(text, options).members(first, text.length, 0, 1);
  if (!members || members.length < 2) return undefined;
  (members[0] as Chunk).start = 0;
  return members;
}
