// A located tree (jsonc-parser's Node shape) of JSON text already known to be valid, expanded only where read.
//
// Findings and fixes need offsets, so a document with any finding needs its tree. jsonc-parser builds all of
// it through a scanner and visitor callbacks, decoding every string: a 1 MiB surface.json took longer to place
// than to lint. Here an object or array lists its members the first time its `children` are read, skipping
// over their contents, so placing a finding costs the text on its path, not the whole document's nodes.
import type { Node } from "jsonc-parser";
import type { BracketIndex } from "./bracket-index.js";
import { closingQuote } from "./string-end.js";

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The offset just after the string whose opening quote is at `at`. */
function stringEnd(text: string, at: number): number {
  const close = closingQuote(text, at);
  return close === -1 ? text.length : close + 1;
}

/** The offset just after the value starting at `at`. */
function valueEnd(text: string, brackets: BracketIndex, at: number): number {
  const first = text.charCodeAt(at);
  if (first === 0x22) return stringEnd(text, at);
  if (first === 0x7b || first === 0x5b) return (brackets.closeOf(at) ?? text.length - 1) + 1;
  // A number or a literal ends at a comma, a closing bracket or space.
  let i = at + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x7d || c === 0x5d || isSpace(c)) break;
    i++;
  }
  return i;
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The decoded value of a string or scalar token. */
function scalar(text: string, offset: number, length: number): string | number | boolean | null {
  if (text.charCodeAt(offset) === 0x22) {
    const inner = text.slice(offset + 1, offset + length - 1);
    if (!inner.includes("\\")) return inner;
  }
  return JSON.parse(text.slice(offset, offset + length)) as string | number | boolean | null;
}

const typeOf = (c: number): Node["type"] =>
  c === 0x7b
    ? "object"
    : c === 0x5b
      ? "array"
      : c === 0x22
        ? "string"
        : c === 0x74 || c === 0x66
          ? "boolean"
          : c === 0x6e
            ? "null"
            : "number";

/** The text, and where its containers close (from the parser's pass). */
interface Source {
  text: string;
  brackets: BracketIndex;
}

/**
 * An object or array that lists its children when they are first read. A class with a getter on its
 * prototype, not a getter defined on each node: that made every container a slow dictionary object and cost
 * a closure a node, and small packs (a bulk import lints 100,000) spent a tenth of their lint there.
 */
class Container implements Node {
  private listed: Node[] | undefined;

  constructor(
    private readonly source: Source,
    readonly type: "object" | "array",
    readonly offset: number,
    readonly length: number,
    readonly parent: Node | undefined,
  ) {}

  get children(): Node[] {
    this.listed ??= this.type === "object" ? properties(this.source, this) : items(this.source, this);
    return this.listed;
  }
}

/**
 * A property whose key and value nodes are made when its `children` are first read: finding one key among its
 * siblings reads their names only, and most siblings are never placed (allocation and GC were a quarter of a
 * small pack's lint).
 */
class Property implements Node {
  readonly type = "property";
  private pair: Node[] | undefined;
  private decoded: string | undefined;
  private valueMade: Node | undefined;

  constructor(
    private readonly source: Source,
    readonly offset: number,
    readonly length: number,
    readonly parent: Node,
    readonly colonOffset: number,
    private readonly keyLength: number,
    private readonly valueOffset: number,
  ) {}

  /** The decoded key. */
  get name(): string {
    this.decoded ??= scalar(this.source.text, this.offset, this.keyLength) as string;
    return this.decoded;
  }

  /** The value node, made without the key node: a path is followed through values only. */
  get valueChild(): Node {
    this.valueMade ??= valueNode(this.source, this.valueOffset, this.length - (this.valueOffset - this.offset), this);
    return this.valueMade;
  }

  get children(): Node[] {
    if (!this.pair) {
      const key: Node = { type: "string", offset: this.offset, length: this.keyLength, parent: this, value: this.name };
      this.pair = [key, this.valueChild];
    }
    return this.pair;
  }
}

/** The key of a property node: read without making its key node when the tree is this file's. */
export function propertyName(property: Node): unknown {
  return property instanceof Property ? property.name : property.children?.[0]?.value;
}

/** The value node of a property node (children[1]), without making its key node when the tree is this file's. */
export function propertyValue(property: Node): Node | undefined {
  return property instanceof Property ? property.valueChild : property.children?.[1];
}

/** The node of the value at `offset`, `length` units long; a container lists its children when they are first read. */
function valueNode(source: Source, offset: number, length: number, parent: Node | undefined): Node {
  const type = typeOf(source.text.charCodeAt(offset));
  if (type === "object" || type === "array") return new Container(source, type, offset, length, parent);
  return { type, offset, length, parent, value: scalar(source.text, offset, length) };
}

function items(source: Source, array: Node): Node[] {
  const { text } = source;
  const out: Node[] = [];
  const end = array.offset + array.length - 1;
  for (let at = skipSpace(text, array.offset + 1); at < end; ) {
    const valueLength = valueEnd(text, source.brackets, at) - at;
    out.push(valueNode(source, at, valueLength, array));
    at = skipSpace(text, at + valueLength);
    if (text.charCodeAt(at) === 0x2c) at = skipSpace(text, at + 1);
  }
  return out;
}

function properties(source: Source, object: Node): Node[] {
  const { text } = source;
  const out: Node[] = [];
  const end = object.offset + object.length - 1;
  for (let at = skipSpace(text, object.offset + 1); at < end; ) {
    const keyLength = stringEnd(text, at) - at;
    const colonOffset = skipSpace(text, at + keyLength);
    const valueOffset = skipSpace(text, colonOffset + 1);
    const valueStop = valueEnd(text, source.brackets, valueOffset);
    out.push(new Property(source, at, valueStop - at, object, colonOffset, keyLength, valueOffset));
    at = skipSpace(text, valueStop);
    if (text.charCodeAt(at) === 0x2c) at = skipSpace(text, at + 1);
  }
  return out;
}

/** The located tree of `text`, which must be valid JSON (JSON.parse accepted it), with its bracket index. */
export function validJsonTree(text: string, brackets: BracketIndex): Node {
  const source = { text, brackets };
  const at = skipSpace(text, 0);
  return valueNode(source, at, valueEnd(text, brackets, at) - at, undefined);
}
