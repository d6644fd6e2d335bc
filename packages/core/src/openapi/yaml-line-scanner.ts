// The lines of plain block YAML read into js-yaml's events: scalars (plain, quoted, block) and one-line flow
// collections, for the block reader built on it (yaml-block-events.ts). Throws `bail` at anything it is not sure of.
import {
  CHOMPING_MODE as CHOMPING,
  COLLECTION_STYLE,
  EVENT_ID,
  type Event,
  SCALAR_STYLE,
  type ScalarEvent,
} from "js-yaml";

/** Character codes the readers compare against. */
export const LF = 0x0a;
export const SPACE = 0x20;
export const HASH = 0x23;
const DASH = 0x2d;
export const COLON = 0x3a;
const COMMA = 0x2c;
export const SQUOTE = 0x27;
export const DQUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_SEQ = 0x5b;
const CLOSE_SEQ = 0x5d;
const OPEN_MAP = 0x7b;
const CLOSE_MAP = 0x7d;

/** Characters that cannot start a plain scalar (`-`, `?`, `:` can when a safe character follows). */
const indicators = new Set([..."[]{},#&*!|>'\"%@`"].map((c) => c.charCodeAt(0)));
/** A double-quoted escape that stands for one character (`\x`, `\u` take hex digits after them). */
const simpleEscapes = new Set([...'0abt nvfre"/\\N_LP'].map((c) => c.charCodeAt(0)));
const hexDigits: Record<number, number> = { 120: 2, 117: 4 };
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
const isFlowIndicator = (c: number) =>
  c === COMMA || c === OPEN_SEQ || c === CLOSE_SEQ || c === OPEN_MAP || c === CLOSE_MAP;

/** The text is one js-yaml may read otherwise: thrown, caught once, answered with undefined. */
export const bail = new Error("left to js-yaml");
/** Nesting past this is js-yaml's to bound and to refuse. */
export const maxNesting = 64;

export interface Block {
  seq: boolean;
  indent: number;
  /** A sequence at its parent key's own indentation (`key:` then `- item` under it). */
  compact: boolean;
}

/**
 * Where a scanner's events go, in order: a list, or a reader that takes each as it comes (yaml-value.ts), so
 * a MiB document's hundred thousand events never live together. Only the event pushed last is taken back.
 */
export interface EventSink {
  push(event: Event): unknown;
  pop(): Event | undefined;
}

/** What reads the lines: the text, where its events go, the blocks open, where the current line starts. */
export abstract class LineScanner {
  protected readonly blocks: Block[] = [];
  protected flowDepth = 0;
  protected lineStart = 0;

  constructor(
    protected readonly text: string,
    readonly events: EventSink,
  ) {}

  /** Whether `i` holds a sequence item's `-` (a space, the line's end or the text's end after it). */
  protected isDash(i: number): boolean {
    if (this.text.charCodeAt(i) !== DASH) return false;
    const next = this.text.charCodeAt(i + 1);
    return next === SPACE || next === LF || Number.isNaN(next);
  }

  /** Whether a plain scalar may start at `i` (in a flow collection, flow indicators end it). */
  protected plainStarts(i: number, flow: boolean): boolean {
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
  protected value(i: number): number {
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
  protected plainLine(i: number): number {
    const { text } = this;
    let j = i;
    for (;;) {
      const d = text.charCodeAt(j);
      if (Number.isNaN(d) || d === LF) break;
      if (d === HASH && text.charCodeAt(j - 1) === SPACE) break;
      if (d === COLON && separated(text.charCodeAt(j + 1))) throw bail;
      j++;
    }
    return this.spacesBefore(j);
  }

  /**
   * A literal (`|`) or folded (`>`) scalar whose header is at `i`: its lines are those after the header
   * indented as its first, with the blank lines among and after them. Returns where the line after it starts.
   */
  protected blockScalar(i: number): number {
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
  protected quoted(i: number, lines = false): number {
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

  /** Where the next line of a quoted scalar starting at `line` goes on: past its indentation, deeper than its block's. */
  protected continued(line: number): number {
    const content = this.spaces(line);
    const d = this.text.charCodeAt(content);
    const block = this.blocks[this.blocks.length - 1] as Block;
    if (d !== LF && content - line <= block.indent) throw bail;
    return content;
  }

  /** A flow collection at `i`, closed on its line, pushed; returns the offset past its closing bracket. */
  protected flow(i: number): number {
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

  /** A quoted or plain scalar inside a flow collection at `i`, pushed; returns where it ends, spaces after skipped. */
  protected flowScalar(i: number): number {
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
    this.events.push(scalar(i, this.spacesBefore(j), SCALAR_STYLE.PLAIN, true));
    return j;
  }

  /** Past the spaces from `i`. */
  protected spaces(i: number): number {
    while (this.text.charCodeAt(i) === SPACE) i++;
    return i;
  }

  /** Back before the spaces that end at `j` (a plain scalar's end, its trailing spaces not its own). */
  protected spacesBefore(j: number): number {
    while (this.text.charCodeAt(j - 1) === SPACE) j--;
    return j;
  }

  /** After a line's content at `i`: spaces, maybe a comment, the line's end; returns where the next line starts. */
  protected lineEnd(i: number): number {
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
export const separated = (c: number) => c === SPACE || c === LF || Number.isNaN(c);

/** A block or flow collection's event, as js-yaml writes one without an anchor or tag. */
export function collection(seq: boolean, start: number, style: number): Event {
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

/** A scalar's event, as js-yaml writes one without an anchor or tag (block scalars set chomping and indent). */
export function scalar(valueStart: number, valueEnd: number, style: number, fast: boolean): ScalarEvent {
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
