// The one place that maps a JSON path in a document to a text span (offset, length).
import { findNodeAtLocation, type Node } from "jsonc-parser";
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

/**
 * The span of `path` in `doc`. A path that does not exist (a missing field) falls back to the
 * deepest existing ancestor's key, or to the first character of the file.
 */
export function locate(doc: JsonDoc, path: JsonPath, anchor: Anchor = "value"): Span {
  if (!doc.root) return { offset: 0, length: Math.min(doc.text.length, 1) };
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(doc.root, path.slice(0, depth) as (string | number)[]);
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
  return doc.root ? findNodeAtLocation(doc.root, path as (string | number)[]) : undefined;
}
