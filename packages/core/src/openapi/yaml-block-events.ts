// The events of the plain block YAML most OpenAPI documents are written in, read in one pass without js-yaml;
// undefined for any other text, which js-yaml reads. Where this answers, js-yaml's events are the same.
import { COLLECTION_STYLE, EVENT_ID, type Event, SCALAR_STYLE, type ScalarEvent } from "js-yaml";
import {
  type Block,
  bail,
  COLON,
  collection,
  DQUOTE,
  type EventSink,
  HASH,
  LF,
  LineScanner,
  maxNesting,
  SPACE,
  SQUOTE,
  scalar,
  separated,
} from "./yaml-line-scanner.js";

/**
 * Why a reader of our own (docs/architecture.md, "Plain block YAML"): js-yaml parses a MiB of OpenAPI in 66-118 ms
 * and the `yaml` package in about 480 ms on the benchmark machines, over issue 27's 100 ms for a whole lint; this
 * takes 28-35 ms. It reads block mappings and sequences of plain, quoted and block scalars and one-line flow
 * collections, and leaves everything else to js-yaml (yaml-block-events.test.ts holds both to the same events,
 * on every example document and on mutations of them).
 */

/**
 * Characters left to js-yaml wherever they are: tabs, carriage returns, controls and other line breaks, byte
 * order marks, unpaired surrogates (js-yaml refuses some of them, and each changes how lines read); document
 * markers and directives; a last line of spaces alone (js-yaml reads it as part of what ends there).
 */
const unusual =
  /[^\n\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\ud800-\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\n(?:---|\.\.\.)(?:[ \n]|$)|^(?:---|\.\.\.|%)|(?:^|\n) +$/;

/** YAML's bound on an implicit key's length, which js-yaml enforces. */
const maxKey = 1024;

class BlockReader extends LineScanner {
  /** A `key:` or `-` whose value is on the lines after it, and the indentation of the block that holds it. */
  private pending: Block | null = null;

  read(): void {
    const { text } = this;
    const length = text.length;
    this.events.push({ type: EVENT_ID.DOCUMENT, explicitStart: false, explicitEnd: false, directives: [] });
    let pos = 0;
    while (pos < length) {
      this.lineStart = pos;
      const i = this.spaces(pos);
      const c = text.charCodeAt(i);
      if (i >= length) break;
      if (c === LF) {
        pos = i + 1;
        continue;
      }
      if (c === HASH) {
        pos = this.lineEnd(i);
        continue;
      }
      pos = this.line(i, i - pos);
    }
    if (this.blocks.length === 0) throw bail;
    this.flushPending();
    while (this.blocks.length > 0) this.close();
    this.events.push({ type: EVENT_ID.POP });
  }

  /** The line whose content starts at `i`, indented `n`; returns where the next line starts. */
  private line(i: number, n: number): number {
    const dash = this.isDash(i);
    const pending = this.pending;
    if (pending) {
      this.pending = null;
      if (n > pending.indent || (n === pending.indent && !pending.seq && dash)) {
        this.open(dash, n, i, n === pending.indent);
        return dash ? this.item(i) : this.entry(i);
      }
      this.emptyScalar();
    } else if (this.blocks.length === 0) {
      if (dash) throw bail;
      this.open(false, n, i, false);
      return this.entry(i);
    }
    let top = this.blocks[this.blocks.length - 1];
    while (top && top.indent > n) top = this.close();
    if (top?.seq && top.compact && top.indent === n && !dash) top = this.close();
    if (!top || top.indent !== n || top.seq !== dash) throw bail;
    return dash ? this.item(i) : this.entry(i);
  }

  private open(seq: boolean, indent: number, start: number, compact: boolean): void {
    if (this.blocks.length + this.flowDepth >= maxNesting) throw bail;
    this.blocks.push({ seq, indent, compact });
    this.events.push(collection(seq, start, COLLECTION_STYLE.BLOCK));
  }

  private close(): Block | undefined {
    this.blocks.pop();
    this.events.push({ type: EVENT_ID.POP });
    return this.blocks[this.blocks.length - 1];
  }

  private flushPending(): void {
    if (this.pending) this.emptyScalar();
    this.pending = null;
  }

  private emptyScalar(): void {
    this.events.push(scalar(-1, -1, SCALAR_STYLE.PLAIN, false));
  }

  /** A sequence item at `i` (its `-`): a value, a mapping opened on its line, or a value on the lines after. */
  private item(i: number): number {
    const j = this.spaces(i + 1);
    if (this.nothingAfter(i, j)) return this.awaitValue(true, j);
    if (this.isDash(j)) throw bail;
    const colon = this.keyEnd(j);
    if (colon >= 0) {
      // The key was read to know a mapping starts here: the mapping's event goes before it.
      const key = this.events.pop() as Event;
      this.open(false, j - this.lineStart, j, false);
      this.events.push(key);
      return this.valueAfter(colon);
    }
    return this.value(j);
  }

  /** A mapping entry at `i`: its key, then its value on the line or on the lines after. */
  private entry(i: number): number {
    const colon = this.keyEnd(i);
    if (colon < 0) throw bail;
    return this.valueAfter(colon);
  }

  /** What follows a key's `:` at `colon`: a value on the line, or none (its value is on the lines after). */
  private valueAfter(colon: number): number {
    const j = this.spaces(colon + 1);
    return this.nothingAfter(colon, j) ? this.awaitValue(false, j) : this.value(j);
  }

  /** Whether the line holds nothing after the indicator at `at` (`-` or `:`): from `j`, its end or a comment. */
  private nothingAfter(at: number, j: number): boolean {
    const c = this.text.charCodeAt(j);
    return j >= this.text.length || c === LF || (c === HASH && j > at + 1);
  }

  /** The value of the `-` or key just read is on the lines after: noted; returns where the next line starts. */
  private awaitValue(seq: boolean, j: number): number {
    const block = this.blocks[this.blocks.length - 1] as Block;
    this.pending = { seq, indent: block.indent, compact: false };
    return this.lineEnd(j);
  }

  /**
   * The implicit key at `i`, its scalar event pushed, and the offset of its `:` (followed by a space or the
   * line's end); -1, nothing pushed, when `i` does not start a key.
   */
  private keyEnd(i: number): number {
    const { text } = this;
    const c = text.charCodeAt(i);
    let end: number;
    let colon: number;
    let event: ScalarEvent;
    if (c === DQUOTE || c === SQUOTE) {
      end = this.quoted(i);
      event = this.events.pop() as ScalarEvent;
      colon = this.spaces(end);
      if (text.charCodeAt(colon) !== COLON) return -1;
    } else {
      if (!this.plainStarts(i, false)) return -1;
      colon = i;
      for (;;) {
        const d = text.charCodeAt(colon);
        if (Number.isNaN(d) || d === LF) return -1;
        if (d === HASH && text.charCodeAt(colon - 1) === SPACE) return -1;
        if (d === COLON && separated(text.charCodeAt(colon + 1))) break;
        colon++;
      }
      end = this.spacesBefore(colon);
      event = scalar(i, end, SCALAR_STYLE.PLAIN, true);
    }
    if (!separated(text.charCodeAt(colon + 1)) || end - i > maxKey) throw bail;
    this.events.push(event);
    return colon;
  }
}

/**
 * `text`'s events into `sink` when it is plain block YAML that reads here; false when it is not (js-yaml is to
 * read it), some of its events perhaps pushed already. What the sink throws goes through.
 */
export function blockEventsInto(text: string, sink: EventSink): boolean {
  if (unusual.test(text)) return false;
  try {
    new BlockReader(text, sink).read();
    return true;
  } catch (error) {
    if (error === bail) return false;
    throw error;
  }
}

/** `text`'s events when it is plain block YAML that reads here, else undefined (js-yaml is to read it). */
export function blockEvents(text: string): Event[] | undefined {
  const events: Event[] = [];
  return blockEventsInto(text, events) ? events : undefined;
}
