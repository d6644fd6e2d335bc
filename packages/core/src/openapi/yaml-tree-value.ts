// A `yaml` package node tree as a plain JSON value: aliases shared and counted as what they name, `<<` merges, keys
// once (the reading of a text js-yaml refuses; yaml-value.ts reads js-yaml's events to the same value).
import { type Alias, isAlias, isMap, isScalar, isSeq, type Node, type Pair, type ParsedNode } from "yaml";
import { type DocumentProblem, documentLimits, tooDeepBy, tooManyValues } from "./document-limits.js";
import { setOwn } from "./set-own.js";

export interface YamlValue {
  /** undefined when the tree is refused: an alias that names nothing, past the depth or node bounds. */
  value: unknown;
  problems: DocumentProblem[];
  /** What each alias of the tree names, for locating paths that go through one. */
  aliases: Map<Alias, Node>;
}

interface Made {
  value: unknown;
  /** Values it holds, itself included, each alias counted as the whole of what it names. */
  size: number;
  /** Collections inside each other, itself included (a scalar is 0). */
  height: number;
}

/** Non-fatal problems kept (repeated keys, keys that are not scalars): no person reads more. */
const maxProblems = 50;
const inProgress = Symbol("anchor being read");

/** A scalar's value as a JSON value: the core schema's types; anything else as its text. */
function scalarValue(value: unknown): unknown {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  if (typeof value === "bigint") return Number(value);
  return String(value);
}

/** A mapping key as the property name it becomes (yaml's own toJS: null is "", other scalars their string). */
export function keyName(key: unknown, aliases: ReadonlyMap<Alias, Node>): string | undefined {
  const node = isAlias(key) ? aliases.get(key) : key;
  if (!isScalar(node)) return undefined;
  return node.value === null || node.value === undefined ? "" : String(node.value);
}

class Fatal extends Error {}

class TreeReader {
  readonly anchors = new Map<string, Node | typeof inProgress>();
  readonly made = new Map<Node, Made>();
  readonly aliases = new Map<Alias, Node>();
  readonly problems: DocumentProblem[] = [];
  private nodes = 0;

  constructor(private readonly text: string) {}

  private at(node: { range?: readonly number[] | null } | null | undefined) {
    const start = node?.range?.[0] ?? 0;
    const end = node?.range?.[1] ?? start;
    return { offset: Math.min(start, this.text.length), length: Math.max(0, end - start) };
  }

  fail(node: { range?: readonly number[] | null } | null | undefined, message: string): never {
    this.problems.push({ ...this.at(node), message });
    throw new Fatal(message);
  }

  private note(node: { range?: readonly number[] | null } | null | undefined, message: string): void {
    if (this.problems.length < maxProblems) this.problems.push({ ...this.at(node), message });
  }

  private count(node: Node, n: number): void {
    this.nodes += n;
    if (this.nodes > documentLimits.maxNodes) this.fail(node, tooManyValues);
  }

  private tooDeep(node: Node, through: string): never {
    this.fail(node, tooDeepBy(through));
  }

  /** `node` as a value, `outer` collections around it. */
  read(node: ParsedNode | Node | null | undefined, outer: number): Made {
    if (node === null || node === undefined) {
      return { value: null, size: 1, height: 0 };
    }
    if (isAlias(node)) return this.alias(node, outer);
    const anchor = "anchor" in node && typeof node.anchor === "string" ? node.anchor : undefined;
    if (anchor !== undefined) this.anchors.set(anchor, inProgress);
    this.count(node, 1);
    let made: Made;
    if (isScalar(node)) made = { value: scalarValue(node.value), size: 1, height: 0 };
    else if (isSeq(node)) made = this.seq(node.items as (Node | null)[], node, outer);
    else if (isMap(node)) made = this.map(node.items as Pair[], node, outer);
    else this.fail(node, "a YAML node that is not a mapping, sequence or scalar");
    if (anchor !== undefined) {
      this.anchors.set(anchor, node);
      this.made.set(node, made);
    }
    return made;
  }

  private alias(node: Alias, outer: number): Made {
    const target = this.anchors.get(node.source);
    if (target === undefined) this.fail(node, `the alias *${node.source} names no anchor (&${node.source}) before it`);
    if (target === inProgress)
      this.fail(node, `the alias *${node.source} is inside the node it names: a value cannot contain itself`);
    const made = this.made.get(target) as Made;
    this.aliases.set(node, target);
    this.count(node, made.size);
    if (outer + made.height > documentLimits.maxDepth) this.tooDeep(node, ` through the alias *${node.source}`);
    return made;
  }

  private seq(items: (Node | null)[], node: Node, outer: number): Made {
    if (outer + 1 > documentLimits.maxDepth) this.tooDeep(node, "");
    const value: unknown[] = [];
    let size = 1;
    let height = 0;
    for (const item of items) {
      const made = this.read(item, outer + 1);
      value.push(made.value);
      size += made.size;
      height = Math.max(height, made.height);
    }
    return { value, size, height: height + 1 };
  }

  private map(pairs: Pair[], node: Node, outer: number): Made {
    if (outer + 1 > documentLimits.maxDepth) this.tooDeep(node, "");
    const value: Record<string, unknown> = {};
    const explicit = new Set<string>();
    let size = 1;
    let height = 0;
    for (const pair of pairs) {
      const keyMade = this.read(pair.key as Node | null, outer + 1);
      const name = keyName(pair.key, this.aliases);
      const made = this.read(pair.value as Node | null, outer + 1);
      size += made.size + keyMade.size;
      height = Math.max(height, made.height);
      if (name === undefined) {
        this.note(pair.key as Node, "a mapping key here is a mapping or a sequence: OpenAPI keys are strings");
      } else if (name === "<<" && isScalar(pair.key) && pair.key.type === "PLAIN") {
        this.merge(value, explicit, pair.value as Node | null, made.value);
      } else if (explicit.has(name)) {
        this.note(pair.key as Node, `the key ${JSON.stringify(name)} appears twice in this mapping: keep one`);
      } else {
        explicit.add(name);
        setOwn(value, name, made.value);
      }
    }
    return { value, size, height: height + 1 };
  }

  /** A YAML 1.1 merge key: the keys of the named mappings, where this mapping and earlier merges have none. */
  private merge(target: Record<string, unknown>, explicit: Set<string>, node: Node | null, read: unknown): void {
    const sources = isSeq(node) ? (read as unknown[]) : [read];
    if (sources.length === 0 || !sources.every((s) => typeof s === "object" && s !== null && !Array.isArray(s))) {
      this.note(node, "a merge key (<<) takes a mapping (usually an alias of one), or a list of them");
      return;
    }
    for (const source of sources as Record<string, unknown>[]) {
      for (const key of Object.keys(source)) {
        if (!explicit.has(key) && !Object.hasOwn(target, key)) setOwn(target, key, source[key]);
      }
    }
  }
}

/** The plain value of a parsed YAML tree, within the document limits. */
export function yamlValue(root: ParsedNode, text: string): YamlValue {
  const reader = new TreeReader(text);
  try {
    const made = reader.read(root, 0);
    return { value: made.value, problems: reader.problems, aliases: reader.aliases };
  } catch (error) {
    if (!(error instanceof Fatal)) throw error;
    return { value: undefined, problems: reader.problems, aliases: reader.aliases };
  }
}
