// The one place that maps a JSON path in a document to a text span (offset, length).
import type { Node } from "jsonc-parser";
import { propertyName, propertyValue } from "./located-tree.js";
import type { JsonDoc } from "./parse-json.js";
import type { JsonPath } from "./pointer.js";

export interface Span {
  offset: number;
  length: number;
}

/** Where in the text a path points: the value, or the property's key. */
export type Anchor = "value" | "key";

function keyNodeOf(node: Node): Node | undefined {
  const parent = node.parent;
  if (parent?.type === "property" && parent.children?.[1] === node) return parent.children[0];
  return undefined;
}

/** Property key to its position among a large object node's children, built on first use: a lookup, not a scan. */
const keyIndex = new WeakMap<Node, Map<string, number>>();

/** Objects up to this many properties are scanned: cheaper than a map and a WeakMap entry for each. */
const scannedProperties = 8;

/** The position of the property `key` among the children of `object`, or -1 (the first of repeated keys). */
export function propertyIndex(object: Node, key: string): number {
  const children = object.children ?? [];
  if (children.length <= scannedProperties) {
    for (let i = 0; i < children.length; i++) if (propertyName(children[i] as Node) === key) return i;
    return -1;
  }
  let index = keyIndex.get(object);
  if (!index) {
    index = new Map();
    for (let i = 0; i < children.length; i++) {
      const name = propertyName(children[i] as Node);
      if (typeof name === "string" && !index.has(name)) index.set(name, i);
    }
    keyIndex.set(object, index);
  }
  return index.get(key) ?? -1;
}

/** The property node (key and value) `key` of an object node. */
export function propertyNode(object: Node, key: string): Node | undefined {
  return object.children?.[propertyIndex(object, key)];
}

function childAt(node: Node, segment: string | number): Node | undefined {
  if (node.type === "array") return typeof segment === "number" ? node.children?.[segment] : undefined;
  if (node.type !== "object" || typeof segment !== "string") return undefined;
  const property = propertyNode(node, segment);
  return property && propertyValue(property);
}

/** The node at `path` under `root` (findNodeAtLocation, with indexed objects). */
function findNode(root: Node, path: JsonPath): Node | undefined {
  let node: Node | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    node = childAt(node, segment);
  }
  return node;
}

/**
 * The span of `path` in `doc`. A path that does not exist (a missing field) falls back to the
 * deepest existing ancestor's key, or to the first character of the file.
 */
export function locate(doc: JsonDoc, path: JsonPath, anchor: Anchor = "value"): Span {
  if (!doc.root) return { offset: 0, length: Math.min(doc.text.length, 1) };
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNode(doc.root, path.slice(0, depth));
    if (!node) continue;
    const missing = depth < path.length;
    if (anchor === "key" || missing) {
      const key = keyNodeOf(node);
      if (key) return { offset: key.offset, length: key.length };
      if (missing) return { offset: node.offset, length: 1 };
    }
    return { offset: node.offset, length: node.length };
  }
  return { offset: 0, length: 1 };
}

/** The value node at `path`, when it exists. */
export function nodeAt(doc: JsonDoc, path: JsonPath): Node | undefined {
  return doc.root ? findNode(doc.root, path) : undefined;
}
