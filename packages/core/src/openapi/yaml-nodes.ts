// Where each node of a YAML document is written: offsets by node number, built from js-yaml's events, for locate().

/** A node's kind (numbers: compared at every node; a module reads them into constants of its own once). */
export const kinds = { SCALAR: 0, SEQ: 1, MAP: 2, ALIAS: 3 } as const;

/**
 * Every node's place, by node number (the index of the js-yaml event that opens it): flat typed arrays, so a
 * document of a hundred thousand nodes costs a few arrays rather than an object a node.
 */
export class YamlNodes {
  /** SCALAR, SEQ, MAP or ALIAS. */
  kind!: Uint8Array;
  start!: Int32Array;
  /** Offset past its last character: a collection's is set when it closes. */
  end!: Int32Array;
  /** The node an alias names. */
  target!: Int32Array;
  /**
   * The event after a node and all inside it (a collection's closing event included): its next sibling's
   * number when it has one. A collection's children are the siblings from its number + 1 to its closing
   * event (after - 1); a mapping's alternate key, value. Numbers rather than an array per collection: a MiB
   * document has tens of thousands of small collections, and their arrays were a third of its reading's garbage.
   */
  after!: Int32Array;
  /** A sequence's items; a mapping's pairs. */
  size!: Int32Array;
  /** A mapping key's name, by its node (undefined for a key that is a mapping or sequence, and for other nodes). */
  name: (string | undefined)[];
  /** A large mapping's first key node of each name, built on first locate. */
  readonly indexes = new Map<number, Map<string, number>>();
  /** Where each alias starts, ascending (events come in text order). */
  readonly aliasStarts: number[] = [];

  /** Room for `capacity` nodes; set() makes more when a node's number is past it (events read as they come). */
  constructor(capacity: number) {
    this.allot(capacity);
    this.name = new Array<string | undefined>(capacity).fill(undefined);
  }

  /**
   * The number arrays for `capacity` nodes, as views of one buffer: a document read in a few hundred pieces
   * would otherwise allocate six buffers a piece, each outside the heap and counted by the collector.
   */
  private allot(capacity: number): void {
    const buffer = new ArrayBuffer(capacity * 21);
    const ints = (i: number) => new Int32Array(buffer, i * 4 * capacity, capacity);
    this.start = ints(0);
    this.end = ints(1);
    this.target = ints(2);
    this.after = ints(3);
    this.size = ints(4);
    this.kind = new Uint8Array(buffer, 20 * capacity, capacity);
  }

  /** Room for node numbers below `count`, at least twice the room there was. */
  private grow(count: number): void {
    const { kind, start, end, target, after, size } = this;
    const capacity = Math.max(count, 2 * kind.length, 64);
    this.allot(capacity);
    this.kind.set(kind);
    this.start.set(start);
    this.end.set(end);
    this.target.set(target);
    this.after.set(after);
    this.size.set(size);
    const names = this.name.length;
    this.name.length = capacity;
    this.name.fill(undefined, names);
  }

  /** Child `n` of a collection (a mapping's: key 0, value 0, key 1, …), or -1 past its last. */
  child(node: number, n: number): number {
    const close = (this.after[node] as number) - 1;
    let c = node + 1;
    for (let i = 0; i < n && c < close; i++) c = this.after[c] as number;
    return c < close ? c : -1;
  }

  /** Whether an alias is written in [start, end). */
  hasAliasWithin(start: number, end: number): boolean {
    const starts = this.aliasStarts;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[mid] as number) < start) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts.length && (starts[lo] as number) < end;
  }

  set(node: number, kind: number, start: number, end: number): void {
    if (node >= this.kind.length) this.grow(node + 1);
    this.kind[node] = kind;
    this.start[node] = start;
    this.end[node] = end;
  }
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** Past white space, and `#` comments (to their line's end), from `at`. */
function skipBlank(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === 0x23 /* # */) {
      while (i < text.length && text.charCodeAt(i) !== 0x0a) i++;
    } else break;
  }
  return i;
}

/**
 * Where a block scalar's `|` or `>` is: the first one from `from` (the end of what came before it in the text,
 * its anchor and tag included), past white space, indicators (`:`, `-`, `?`) and comments. js-yaml's event
 * starts at the content's first line; the node is shown from its indicator, as the `yaml` package showed it.
 */
export function blockIndicator(text: string, from: number, contentStart: number): number {
  let i = from;
  while (i < contentStart) {
    i = skipBlank(text, i);
    const c = text.charCodeAt(i);
    if (c === 0x7c /* | */ || c === 0x3e /* > */) return i;
    if (c === 0x3a /* : */ || c === 0x2d /* - */ || c === 0x3f /* ? */) i++;
    else break;
  }
  return contentStart;
}

/**
 * Where an empty node (`a:` with nothing after it) is placed, as the `yaml` package placed it: past the `:`
 * or `- ` that introduces it and the spaces after, else where the reading stands.
 */
export function emptyAt(text: string, from: number): number {
  let i = skipBlank(text, from);
  const c = text.charCodeAt(i);
  const indicator =
    c === 0x3a /* : */ || (c === 0x2d /* - */ && (i + 1 >= text.length || isSpace(text.charCodeAt(i + 1))));
  if (!indicator) return from;
  i++;
  while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  return i;
}

/**
 * The end of a flow collection opened at `start` whose last content ends at `from`: past its closing bracket.
 * Between them only white space, comments, `,`, `:` and `?` (of an empty value) may be written; when the
 * bracket is not found there, the content's end stands.
 */
export function flowEnd(text: string, start: number, from: number): number {
  const close = text.charCodeAt(start) === 0x5b /* [ */ ? 0x5d /* ] */ : 0x7d; /* } */
  let i = Math.max(from, start + 1);
  while (i < text.length) {
    i = skipBlank(text, i);
    const c = text.charCodeAt(i);
    if (c === close) return i + 1;
    if (c === 0x2c /* , */ || c === 0x3a /* : */ || c === 0x3f /* ? */) i++;
    else break;
  }
  return from;
}

/**
 * Where a block node ends, as the `yaml` package placed it: past its last character written (`from`, or for a
 * block scalar the end of its content less trailing blank lines) and the line break after it.
 */
export function blockEnd(text: string, start: number, from: number, trimmed: boolean): number {
  let i = from;
  if (trimmed) while (i > start && isSpace(text.charCodeAt(i - 1))) i--;
  if (text.charCodeAt(i - 1) === 0x0a) return i; // a block inside it ended with its line already
  let j = i;
  while (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09) j++;
  if (text.charCodeAt(j) === 0x0d && text.charCodeAt(j + 1) === 0x0a) return j + 2;
  if (text.charCodeAt(j) === 0x0a) return j + 1;
  return i;
}
