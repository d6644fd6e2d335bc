// Where a JSON path of a YAML document's value is written in its text: a value's span, or its key's.
import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import { kinds, type YamlNodes } from "./yaml-nodes.js";

const { SEQ, MAP, ALIAS } = kinds;

/** Mappings up to this many pairs are scanned; larger ones get a key index on first use. */
const scannedPairs = 8;

const spanOf = (nodes: YamlNodes, node: number): Span | undefined => {
  if (node < 0) return undefined;
  const offset = nodes.start[node] as number;
  return { offset, length: Math.max(0, (nodes.end[node] as number) - offset) };
};

/** The key node of the first pair of mapping `map` named `key`, or -1. */
export function keyOf(nodes: YamlNodes, map: number, key: string): number {
  const close = (nodes.after[map] as number) - 1;
  if ((nodes.size[map] as number) <= scannedPairs) {
    for (let k = map + 1; k < close; k = nodes.after[nodes.after[k] as number] as number)
      if (nodes.name[k] === key) return k;
    return -1;
  }
  let index = nodes.indexes.get(map);
  if (!index) {
    index = new Map();
    for (let k = map + 1; k < close; k = nodes.after[nodes.after[k] as number] as number) {
      const name = nodes.name[k];
      if (name !== undefined && !index.has(name)) index.set(name, k);
    }
    nodes.indexes.set(map, index);
  }
  return index.get(key) ?? -1;
}

/** The node at `segment` of collection `node` (a mapping's value named so, a sequence's item), or -1. */
function childAt(nodes: YamlNodes, node: number, segment: string | number): { key: number; value: number } {
  const kind = nodes.kind[node];
  if (kind === MAP) {
    const key = keyOf(nodes, node, String(segment));
    return { key, value: key >= 0 ? (nodes.after[key] as number) : -1 };
  }
  if (kind === SEQ) {
    const index = typeof segment === "number" ? segment : /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : -1;
    return { key: -1, value: index >= 0 ? nodes.child(node, index) : -1 };
  }
  return { key: -1, value: -1 };
}

/**
 * The span of `path` in the document whose root is node `root`: its value, or with `anchor: "key"` the key
 * that names it. A path that goes through an alias goes on at the node the alias names. A path that does not
 * exist falls back to the deepest part of it that does (its key, else its value's first character). `rootKey`
 * is the key node that names `root`, when the walk starts below the document's root (yaml-piece-locate.ts).
 */
export function locateYaml(
  nodes: YamlNodes,
  root: number,
  path: JsonPath,
  anchor: Anchor = "value",
  rootKey = -1,
): Span | undefined {
  let node = root;
  let key = rootKey;
  for (const segment of path) {
    if (node >= 0 && nodes.kind[node] === ALIAS) node = nodes.target[node] as number;
    const { key: nextKey, value: next } = node >= 0 ? childAt(nodes, node, segment) : { key: -1, value: -1 };
    if (next < 0) {
      const at = spanOf(nodes, key) ?? spanOf(nodes, node);
      return at && { offset: at.offset, length: key >= 0 ? at.length : Math.min(at.length, 1) };
    }
    key = nextKey;
    node = next;
  }
  if (anchor === "key" && key >= 0) return spanOf(nodes, key);
  return spanOf(nodes, node) ?? spanOf(nodes, key);
}

/**
 * A key for the value at `path` that only a node of the same value has: its text and the column it starts at
 * (a block's lines are read by their columns). undefined when the path is not there, or its value takes text
 * from elsewhere (an alias, a `<<` merge of one, inside or on the way). Lets a check of a part of the
 * document be kept while the part's text stays the same.
 */
export function sourceKeyYaml(text: string, nodes: YamlNodes, root: number, path: JsonPath): string | undefined {
  let node = root;
  for (const segment of path) {
    node = childAt(nodes, node, segment).value;
    if (node < 0 || nodes.kind[node] === ALIAS) return undefined;
  }
  const start = nodes.start[node] as number;
  const end = nodes.end[node] as number;
  if (nodes.hasAliasWithin(start, end)) return undefined;
  const column = start - text.lastIndexOf("\n", start - 1) - 1;
  return `${column}:${text.slice(start, end)}`;
}
