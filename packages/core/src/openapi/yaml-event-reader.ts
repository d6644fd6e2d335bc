// js-yaml's events, taken one at a time, as a plain JSON value and its nodes' places: aliases shared and
// counted as what they name, `<<` merges, keys once, nesting and size bounded. Nothing here recurses.
import { CHOMPING_MODE, COLLECTION_STYLE, EVENT_ID, type Event, SCALAR_STYLE, type ScalarEvent } from "js-yaml";
import { type DocumentProblem, documentLimits, tooDeepBy, tooManyValues } from "./document-limits.js";
import { setOwn } from "./set-own.js";
import { blockEnd, blockIndicator, emptyAt, flowEnd, kinds, YamlNodes } from "./yaml-nodes.js";
import { scalarValue } from "./yaml-scalar.js";

// Constants read once: a property read through a module at every node shows in a profile.
const DOCUMENT = EVENT_ID.DOCUMENT;
const SEQUENCE = EVENT_ID.SEQUENCE;
const MAPPING = EVENT_ID.MAPPING;
const SCALAR_EVENT = EVENT_ID.SCALAR;
const ALIAS_EVENT = EVENT_ID.ALIAS;
const POP = EVENT_ID.POP;
const PLAIN = SCALAR_STYLE.PLAIN;
const SINGLE_QUOTED = SCALAR_STYLE.SINGLE_QUOTED;
const DOUBLE_QUOTED = SCALAR_STYLE.DOUBLE_QUOTED;
const KEEP = CHOMPING_MODE.KEEP;
const FLOW = COLLECTION_STYLE.FLOW;
const { SCALAR, SEQ, MAP, ALIAS } = kinds;

/** Non-fatal problems kept (repeated keys, keys that are not scalars): no person reads more. */
const maxProblems = 50;

/** A node an anchor names: what an alias of it stands for. */
interface Anchored {
  node: number;
  value: unknown;
  /** Values it holds, itself included, each alias counted as the whole of what it names. */
  size: number;
  /** Collections inside each other, itself included (a scalar is 0). */
  height: number;
}
const inProgress = Symbol("anchor being read");

/** A mapping key's value as the property name it becomes (as yaml's toJS: null is "", other scalars their string). */
function keyName(value: unknown): string | undefined {
  if (value === null) return "";
  return typeof value === "object" ? undefined : String(value);
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A collection being read: its value so far, and for a mapping the key waiting for its value. */
class Frame {
  readonly seq: unknown[] | null;
  readonly map: Record<string, unknown> | null;
  /** Items of a sequence, pairs of a mapping. */
  items = 0;
  size = 1;
  height = 0;
  key = -1;
  keyValue: unknown = null;
  keyMerges = false;
  /** Keys a `<<` put here: a key written after one replaces it without being a repeat. */
  merged: Set<string> | null = null;

  constructor(
    readonly node: number,
    isSeq: boolean,
    readonly anchor: string | undefined,
    /** Written in brackets (not a block, nor a flow pair's implicit mapping): it ends at its closing one. */
    readonly bracketed: boolean,
  ) {
    this.seq = isSeq ? [] : null;
    this.map = isSeq ? null : {};
  }
}

/** A limit past which the text is refused: its problem is noted before it is thrown. */
export class Fatal extends Error {}

/** Reads events handed to take() in text order; the value, places and problems are its fields at the end. */
export class EventReader {
  readonly anchors = new Map<string, Anchored | typeof inProgress>();
  readonly problems: DocumentProblem[] = [];
  readonly nodes: YamlNodes;
  private readonly stack: Frame[] = [];
  count = 0;
  /** The end of the last thing read: the next node starts at or after it. */
  private cursor = 0;
  private documents = 0;
  /** The last node read was empty (`a:` with nothing after): a block that ends with it ends there, not past the line. */
  private lastEmpty = false;
  root = -1;
  rootValue: unknown;
  rootHeight = 0;

  /** The number of the next event taken: its node's number. */
  private index = 0;

  constructor(
    private readonly text: string,
    /** All the events, when read from a list (the js-yaml path looks one past a second document's start). */
    private readonly events: readonly Event[] | undefined,
    capacity: number,
  ) {
    this.nodes = new YamlNodes(capacity);
  }

  private problem(node: number, message: string): DocumentProblem {
    const offset = Math.min(this.nodes.start[node] ?? 0, this.text.length);
    const end = Math.min(this.nodes.end[node] ?? 0, this.text.length);
    return { offset, length: Math.max(0, end - offset), message };
  }

  private fail(node: number, message: string): never {
    this.problems.push(this.problem(node, message));
    throw new Fatal(message);
  }

  private note(node: number, message: string): void {
    if (this.problems.length < maxProblems) this.problems.push(this.problem(node, message));
  }

  private counted(node: number, n: number): void {
    this.count += n;
    if (this.count > documentLimits.maxNodes) this.fail(node, tooManyValues);
  }

  private tooDeep(node: number, through: string): never {
    this.fail(node, tooDeepBy(through));
  }

  /** The next event, in text order. */
  take(event: Event): void {
    const i = this.index++;
    const type = event.type;
    if (type === SCALAR_EVENT) this.scalar(i, event as ScalarEvent);
    else if (type === POP) this.close(i);
    else if (type === MAPPING || type === SEQUENCE) this.open(i, event as Extract<Event, { start: number }>);
    else if (type === ALIAS_EVENT) this.alias(i, event.anchorStart, event.anchorEnd);
    else if (type === DOCUMENT && ++this.documents > 1) this.secondDocument(i);
  }

  /** A second document: refused at its `---` (or its first node when it has none). */
  private secondDocument(index: number): never {
    const next = this.events?.[index + 1];
    let limit = this.text.length;
    if (next?.type === SEQUENCE || next?.type === MAPPING) limit = next.start;
    else if (next?.type === SCALAR_EVENT && next.valueStart >= 0) limit = next.valueStart;
    let marker = this.text.indexOf("---", this.cursor);
    while (marker > 0 && marker < limit && this.text.charCodeAt(marker - 1) !== 0x0a)
      marker = this.text.indexOf("---", marker + 1);
    const offset = marker >= 0 && marker <= limit ? marker : limit;
    this.nodes.set(index, SCALAR, offset, Math.min(offset + 3, this.text.length));
    this.fail(
      index,
      "the file holds more than one YAML document (a `---` line starts another): keep the OpenAPI document alone",
    );
  }

  private open(node: number, event: Extract<Event, { start: number }>): void {
    const isSeq = event.type === SEQUENCE;
    this.nodes.set(node, isSeq ? SEQ : MAP, event.start, event.start + 1);
    this.counted(node, 1);
    if (this.stack.length + 1 > documentLimits.maxDepth) this.tooDeep(node, "");
    let anchor: string | undefined;
    if (event.anchorStart >= 0) {
      anchor = this.text.slice(event.anchorStart, event.anchorEnd);
      this.anchors.set(anchor, inProgress);
    }
    this.cursor = Math.max(this.cursor, event.anchorEnd, event.tagEnd, event.start);
    const opener = isSeq ? 0x5b /* [ */ : 0x7b; /* { */
    const bracketed = event.style === FLOW && this.text.charCodeAt(event.start) === opener;
    this.stack.push(new Frame(node, isSeq, anchor, bracketed));
  }

  private scalar(node: number, event: ScalarEvent): void {
    const { text } = this;
    const value = scalarValue(text, event);
    const style = event.style;
    let start: number;
    let end: number;
    if (event.valueStart < 0) {
      // Empty (`a:` with nothing after): past its anchor or tag when written, else past its `:` or `- `.
      start =
        event.anchorEnd >= 0 || event.tagEnd >= 0
          ? Math.max(event.anchorEnd, event.tagEnd)
          : emptyAt(text, this.cursor);
      end = start;
    } else if (style === PLAIN) {
      start = event.valueStart;
      end = event.valueEnd;
    } else if (style === SINGLE_QUOTED || style === DOUBLE_QUOTED) {
      start = event.valueStart - 1;
      end = event.valueEnd + 1;
    } else {
      start = blockIndicator(text, Math.max(this.cursor, event.anchorEnd, event.tagEnd), event.valueStart);
      end = blockEnd(text, start, event.valueEnd, event.chomping !== KEEP);
    }
    this.nodes.set(node, SCALAR, start, end);
    this.nodes.after[node] = node + 1;
    this.counted(node, 1);
    this.lastEmpty = start === end;
    if (end > this.cursor) this.cursor = end;
    if (event.anchorStart >= 0)
      this.anchors.set(text.slice(event.anchorStart, event.anchorEnd), { node, value, size: 1, height: 0 });
    const merges = value === "<<" && style === PLAIN && event.tagStart < 0 && event.valueEnd - event.valueStart === 2;
    this.add(node, value, 1, 0, merges);
  }

  private alias(node: number, anchorStart: number, anchorEnd: number): void {
    const name = this.text.slice(anchorStart, anchorEnd);
    this.nodes.set(node, ALIAS, anchorStart - 1, anchorEnd);
    this.nodes.after[node] = node + 1;
    this.nodes.aliasStarts.push(anchorStart - 1);
    const target = this.anchors.get(name);
    if (target === undefined) this.fail(node, `the alias *${name} names no anchor (&${name}) before it`);
    if (target === inProgress)
      this.fail(node, `the alias *${name} is inside the node it names: a value cannot contain itself`);
    this.nodes.target[node] = target.node;
    this.lastEmpty = false;
    this.counted(node, target.size);
    if (this.stack.length + target.height > documentLimits.maxDepth) this.tooDeep(node, ` through the alias *${name}`);
    this.cursor = Math.max(this.cursor, anchorEnd);
    this.add(node, target.value, target.size, target.height, false);
  }

  /** The collection open innermost ends at event `index`. */
  private close(index: number): void {
    const frame = this.stack.pop();
    if (!frame) return; // the document's end
    const { node } = frame;
    const { nodes, text } = this;
    const start = nodes.start[node] as number;
    const end = frame.bracketed
      ? flowEnd(text, start, this.cursor)
      : this.lastEmpty
        ? Math.max(this.cursor, start + 1)
        : blockEnd(text, start, Math.max(this.cursor, start + 1), false);
    nodes.end[node] = end;
    nodes.after[node] = index + 1;
    nodes.size[node] = frame.items;
    if (end > this.cursor) this.cursor = end;
    if (frame.bracketed) this.lastEmpty = false; // else a block ending with an empty node: its parent ends there too
    const value = frame.seq?.slice() ?? frame.map;
    const height = frame.height + 1;
    if (frame.anchor !== undefined) this.anchors.set(frame.anchor, { node, value, size: frame.size, height });
    this.add(node, value, frame.size, height, false);
  }

  /** `node`, read as `value`, into the collection open around it (or as the root). */
  private add(node: number, value: unknown, size: number, height: number, merges: boolean): void {
    const frame = this.stack[this.stack.length - 1];
    if (!frame) {
      this.root = node;
      this.rootValue = value;
      this.rootHeight = height;
      return;
    }
    frame.size += size;
    if (frame.seq) {
      frame.items++;
      frame.seq.push(value);
      if (height > frame.height) frame.height = height;
      return;
    }
    if (frame.key < 0) {
      frame.key = node;
      frame.keyValue = value;
      frame.keyMerges = merges;
      return;
    }
    const key = frame.key;
    frame.key = -1;
    frame.items++;
    const name = keyName(frame.keyValue);
    this.nodes.name[key] = name;
    if (height > frame.height) frame.height = height;
    const map = frame.map as Record<string, unknown>;
    if (name === undefined) {
      this.note(key, "a mapping key here is a mapping or a sequence: OpenAPI keys are strings");
    } else if (frame.keyMerges) {
      this.merge(frame, map, node, value);
    } else if (Object.hasOwn(map, name) && !frame.merged?.delete(name)) {
      this.note(key, `the key ${JSON.stringify(name)} appears twice in this mapping: keep one`);
    } else {
      setOwn(map, name, value);
    }
  }

  /** A YAML 1.1 merge key: the keys of the named mappings, where this mapping and earlier merges have none. */
  private merge(frame: Frame, target: Record<string, unknown>, node: number, value: unknown): void {
    const sources = Array.isArray(value) ? value : [value];
    if (sources.length === 0 || !sources.every(isMapping)) {
      this.note(node, "a merge key (<<) takes a mapping (usually an alias of one), or a list of them");
      return;
    }
    frame.merged ??= new Set();
    for (const source of sources as Record<string, unknown>[]) {
      for (const key of Object.keys(source)) {
        if (Object.hasOwn(target, key)) continue;
        setOwn(target, key, source[key]);
        frame.merged.add(key);
      }
    }
  }
}
