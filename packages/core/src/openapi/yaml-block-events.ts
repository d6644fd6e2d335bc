// The events of the plain block YAML most OpenAPI documents are written in, read in one pass without js-yaml;
// undefined for any other text, which js-yaml reads. Where this answers, js-yaml's events are the same.
import {
  CHOMPING_MODE as CHOMPING,
  COLLECTION_STYLE,
  EVENT_ID,
  type Event,
  SCALAR_STYLE,
  type ScalarEvent,
} from "js-yaml";

/**
 * Why a reader of our own (docs/architecture.md, "YAML"): js-yaml parses a MiB of OpenAPI in about 110 ms and the
 * `yaml` package in about 480 ms on the benchmark machine, over issue 27's 100 ms for a whole lint. This reads
 * only block mappings and sequences of one-line scalars and one-line flow collections, and leaves everything
 * else to js-yaml (yaml-block-events.test.ts holds both to the same events, on every example and on mutations).
 */

const LF = 0x0a;
const SPACE = 0x20;
const HASH = 0x23;
const DASH = 0x2d;
const COLON = 0x3a;
const COMMA = 0x2c;
const SQUOTE = 0x27;
const DQUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_SEQ = 0x5b;
const CLOSE_SEQ = 0x5d;
const OPEN_MAP = 0x7b;
const CLOSE_MAP = 0x7d;

/**
 * Characters left to js-yaml wherever they are: tabs, carriage returns, controls and other line breaks, byte
 * order marks, unpaired surrogates (js-yaml refuses some of them, and each changes how lines read); document
 * markers and directives; a last line of spaces alone (js-yaml reads it as part of what ends there).
 */
const unusual =
  /[^\n\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\ud800-\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\n(?:---|\.\.\.)(?:[ \n]|$)|^(?:---|\.\.\.|%)|(?:^|\n) +$/;

/** Characters that cannot start a plain scalar (`-`, `?`, `:` can when a safe character follows). */
const indicators = new Set([..."[]{},#&*!|>'\"%@`"].map((c) => c.charCodeAt(0)));
/** A double-quoted escape that stands for one character (`\x`, `\u` take hex digits after them). */
const simpleEscapes = new Set([...'0abt nvfre"/\\N_LP'].map((c) => c.charCodeAt(0)));
const hexDigits: Record<number, number> = { 120: 2, 117: 4 };
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
const isFlowIndicator = (c: number) =>
  c === COMMA || c === OPEN_SEQ || c === CLOSE_SEQ || c === OPEN_MAP || c === CLOSE_MAP;

/** The text is one js-yaml may read otherwise: thrown, caught once, answered with undefined. */
const bail = new Error("left to js-yaml");
/** Nesting past this is js-yaml's to bound and to refuse. */
const maxNesting = 64;
/** YAML's bound on an implicit key's length, which js-yaml enforces. */
const maxKey = 1024;

interface Block {
  seq: boolean;
  indent: number;
  /** A sequence at its parent key's own indentation (`key:` then `- item` under it). */
  compact: boolean;
}

class BlockReader {
  readonly events: Event[] = [];
  private readonly blocks: Block[] = [];
  /** A `key:` or `-` whose value is on the lines after it, and the indentation of the block that holds it. */
  private pending: Block | null = null;
  private flowDepth = 0;
  private lineStart = 0;

  constructor(private readonly text: string) {}

  read(): Event[] {
    const { text } = this;
    const length = text.length;
    this.events.push({ type: EVENT_ID.DOCUMENT, explicitStart: false, explicitEnd: false, directives: [] });
    let pos = 0;
    while (pos < length) {
      this.lineStart = pos;
      let i = pos;
      while (text.charCodeAt(i) === SPACE) i++;
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
    return this.events;
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

  private isDash(i: number): boolean {
    if (this.text.charCodeAt(i) !== DASH) return false;
    const next = this.text.charCodeAt(i + 1);
    return next === SPACE || next === LF || Number.isNaN(next);
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
    const { text } = this;
    const block = this.blocks[this.blocks.length - 1] as Block;
    let j = i + 1;
    while (text.charCodeAt(j) === SPACE) j++;
    const c = text.charCodeAt(j);
    if (j >= text.length || c === LF || (c === HASH && j > i + 1)) {
      this.pending = { seq: true, indent: block.indent, compact: false };
      return this.lineEnd(j);
    }
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
    const { text } = this;
    const block = this.blocks[this.blocks.length - 1] as Block;
    let j = colon + 1;
    while (text.charCodeAt(j) === SPACE) j++;
    const c = text.charCodeAt(j);
    if (j >= text.length || c === LF || (c === HASH && j > colon + 1)) {
      this.pending = { seq: false, indent: block.indent, compact: false };
      return this.lineEnd(j);
    }
    return this.value(j);
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
      colon = end;
      while (text.charCodeAt(colon) === SPACE) colon++;
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
      end = colon;
      while (text.charCodeAt(end - 1) === SPACE) end--;
      event = scalar(i, end, SCALAR_STYLE.PLAIN, true);
    }
    if (!separated(text.charCodeAt(colon + 1)) || end - i > maxKey) throw bail;
    this.events.push(event);
    return colon;
  }

  /** Whether a plain scalar may start at `i` (in a flow collection, flow indicators end it). */
  private plainStarts(i: number, flow: boolean): boolean {
    const { text } = this;
    const c = text.charCodeAt(i);
    if (Number.isNaN(c) || c === LF || c === SPACE || indicators.has(c)) return false;
    if (c === DASH || c === COLON || c === 0x3f /* ? */) {
      const next = text.charCodeAt(i + 1);
      if (separated(next) || (flow && isFlowIndicator(next))) return false;
    }
    return true;
  }

  /** A value starting on the line at `i`, pushed; returns where the line after it starts. */
  private value(i: number): number {
    const { text } = this;
    const c = text.charCodeAt(i);
    if (c === OPEN_MAP || c === OPEN_SEQ) return this.lineEnd(this.flow(i));
    if (c === DQUOTE || c === SQUOTE) return this.lineEnd(this.quoted(i, true));
    if (c === 0x7c /* | */ || c === 0x3e /* > */) return this.blockScalar(i);
    if (!this.plainStarts(i, false)) throw bail;
    const first = this.plainLine(i);
    const block = this.blocks[this.blocks.length - 1] as Block;
    let end = first;
    let next = this.lineEnd(first);
    // Lines indented past the block that holds it continue it, unless a comment ended it.
    if (text.charCodeAt(this.spaces(first)) !== HASH)
      for (let line = next; line < text.length; ) {
        const content = this.spaces(line);
        const d = text.charCodeAt(content);
        if (d === LF) {
          line = content + 1;
          continue;
        }
        if (content - line <= block.indent || Number.isNaN(d)) break;
        if (d === HASH || this.isDash(content)) throw bail;
        end = this.plainLine(content);
        next = line = this.lineEnd(end);
        if (text.charCodeAt(this.spaces(end)) === HASH) break;
      }
    this.events.push(scalar(i, end, SCALAR_STYLE.PLAIN, end === first));
    return next;
  }

  /** The end of a plain scalar's text on the line at `i` (before spaces and a comment after it). */
  private plainLine(i: number): number {
    const { text } = this;
    let j = i;
    for (;;) {
      const d = text.charCodeAt(j);
      if (Number.isNaN(d) || d === LF) break;
      if (d === HASH && text.charCodeAt(j - 1) === SPACE) break;
      if (d === COLON && separated(text.charCodeAt(j + 1))) throw bail;
      j++;
    }
    while (text.charCodeAt(j - 1) === SPACE) j--;
    return j;
  }

  /**
   * A literal (`|`) or folded (`>`) scalar whose header is at `i`: its lines are those after the header
   * indented as its first, with the blank lines among and after them. Returns where the line after it starts.
   */
  private blockScalar(i: number): number {
    const { text } = this;
    const block = this.blocks[this.blocks.length - 1] as Block;
    let j = i + 1;
    let chomping: number = CHOMPING.CLIP;
    const sign = text.charCodeAt(j);
    if (sign === DASH || sign === 0x2b /* + */) {
      chomping = sign === DASH ? CHOMPING.STRIP : CHOMPING.KEEP;
      j++;
    }
    const start = this.lineEnd(j);
    if (start >= text.length || text.charCodeAt(start - 1) !== LF) throw bail;
    // Its indentation is its first line's; blank lines before it may not be longer.
    let indent = -1;
    let longestBlank = 0;
    let line = start;
    while (line < text.length) {
      const content = this.spaces(line);
      if (text.charCodeAt(content) !== LF) {
        indent = content - line;
        break;
      }
      longestBlank = Math.max(longestBlank, content - line);
      line = content + 1;
    }
    if (indent <= block.indent || longestBlank > indent) throw bail;
    while (line < text.length) {
      const content = this.spaces(line);
      const d = text.charCodeAt(content);
      if (content - line < indent && d !== LF && !Number.isNaN(d)) break;
      const end = text.indexOf("\n", content);
      line = end < 0 ? text.length : end + 1;
    }
    const event = scalar(
      start,
      line,
      text.charCodeAt(i) === 0x7c ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK,
      false,
    );
    event.chomping = chomping as ScalarEvent["chomping"];
    event.indent = indent;
    this.events.push(event);
    return line;
  }

  /**
   * A quoted scalar at `i`, pushed; returns the offset past its closing quote. It closes on its line unless it
   * is a block's value (`lines`), whose later lines are indented past the block.
   */
  private quoted(i: number, lines = false): number {
    const { text } = this;
    const quote = text.charCodeAt(i);
    let fast = true;
    let j = i + 1;
    for (;;) {
      const d = text.charCodeAt(j);
      if (Number.isNaN(d)) throw bail;
      if (d === LF) {
        if (!lines) throw bail;
        fast = false;
        j = this.continued(j + 1);
        continue;
      }
      if (d === quote) {
        if (quote === SQUOTE && text.charCodeAt(j + 1) === SQUOTE) {
          fast = false;
          j += 2;
          continue;
        }
        break;
      }
      if (d === BACKSLASH && quote === DQUOTE) {
        fast = false;
        const e = text.charCodeAt(j + 1);
        const digits = hexDigits[e];
        if (digits) {
          for (let k = 0; k < digits; k++) if (!isHex(text.charCodeAt(j + 2 + k))) throw bail;
          j += 2 + digits;
        } else if (simpleEscapes.has(e)) j += 2;
        else throw bail;
        continue;
      }
      j++;
    }
    this.events.push(
      scalar(i + 1, j, quote === SQUOTE ? SCALAR_STYLE.SINGLE_QUOTED : SCALAR_STYLE.DOUBLE_QUOTED, fast),
    );
    return j + 1;
  }

  /** A flow collection at `i`, closed on its line, pushed; returns the offset past its closing bracket. */
  private flow(i: number): number {
    const { text } = this;
    const seq = text.charCodeAt(i) === OPEN_SEQ;
    const closer = seq ? CLOSE_SEQ : CLOSE_MAP;
    if (this.blocks.length + ++this.flowDepth >= maxNesting) throw bail;
    this.events.push(collection(seq, i, COLLECTION_STYLE.FLOW));
    let j = this.spaces(i + 1);
    if (text.charCodeAt(j) !== closer) {
      for (;;) {
        if (!seq) {
          j = this.flowScalar(j);
          if (text.charCodeAt(j) !== COLON || text.charCodeAt(j + 1) !== SPACE) throw bail;
          j = this.spaces(j + 1);
        }
        const c = text.charCodeAt(j);
        j = this.spaces(c === OPEN_MAP || c === OPEN_SEQ ? this.flow(j) : this.flowScalar(j));
        const d = text.charCodeAt(j);
        if (d === closer) break;
        if (d !== COMMA) throw bail;
        j = this.spaces(j + 1);
        if (text.charCodeAt(j) === closer) throw bail; // a trailing comma
      }
    }
    this.flowDepth--;
    this.events.push({ type: EVENT_ID.POP });
    return j + 1;
  }

  /** Where the next line of a quoted scalar starting at `line` goes on: past its indentation, deeper than its block's. */
  private continued(line: number): number {
    const content = this.spaces(line);
    const d = this.text.charCodeAt(content);
    const block = this.blocks[this.blocks.length - 1] as Block;
    if (d !== LF && content - line <= block.indent) throw bail;
    return content;
  }

  /** A quoted or plain scalar inside a flow collection at `i`, pushed; returns where it ends, spaces after skipped. */
  private flowScalar(i: number): number {
    const { text } = this;
    const c = text.charCodeAt(i);
    if (c === DQUOTE || c === SQUOTE) return this.spaces(this.quoted(i));
    if (!this.plainStarts(i, true)) throw bail;
    let j = i;
    for (;;) {
      const d = text.charCodeAt(j);
      if (Number.isNaN(d) || d === LF || isFlowIndicator(d)) break;
      if (d === HASH && text.charCodeAt(j - 1) === SPACE) throw bail;
      if (d === COLON) {
        const next = text.charCodeAt(j + 1);
        if (separated(next) || isFlowIndicator(next)) break;
      }
      j++;
    }
    let end = j;
    while (text.charCodeAt(end - 1) === SPACE) end--;
    this.events.push(scalar(i, end, SCALAR_STYLE.PLAIN, true));
    return j;
  }

  private spaces(i: number): number {
    while (this.text.charCodeAt(i) === SPACE) i++;
    return i;
  }

  /** After a line's content at `i`: spaces, maybe a comment, the line's end; returns where the next line starts. */
  private lineEnd(i: number): number {
    const { text } = this;
    const j = this.spaces(i);
    const c = text.charCodeAt(j);
    if (c === HASH && (j > i || j === this.lineStart || text.charCodeAt(j - 1) === SPACE)) {
      const end = text.indexOf("\n", j);
      return end < 0 ? text.length : end + 1;
    }
    if (Number.isNaN(c)) return j;
    if (c !== LF) throw bail;
    return j + 1;
  }
}

/** A space, a line's end or the text's end: what must follow a `:` or `-` that is an indicator. */
const separated = (c: number) => c === SPACE || c === LF || Number.isNaN(c);

function collection(seq: boolean, start: number, style: number): Event {
  return {
    type: seq ? EVENT_ID.SEQUENCE : EVENT_ID.MAPPING,
    start,
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1,
    style,
  } as Event;
}

function scalar(valueStart: number, valueEnd: number, style: number, fast: boolean): ScalarEvent {
  return {
    type: EVENT_ID.SCALAR,
    valueStart,
    valueEnd,
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1,
    style,
    chomping: CHOMPING.CLIP,
    indent: -1,
    fast,
  } as ScalarEvent;
}

/** `text`'s events when it is plain block YAML that reads here, else undefined (js-yaml is to read it). */
export function blockEvents(text: string): Event[] | undefined {
  if (unusual.test(text)) return undefined;
  try {
    return new BlockReader(text).read();
  } catch (error) {
    if (error === bail) return undefined;
    throw error;
  }
}
