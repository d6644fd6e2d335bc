// Where a position is in a JSON file (jsonc-parser's tolerant tree), and the spans of keys and {{placeholders}}.
import { packLimits } from "@packstudio/core";
import { findNodeAtLocation, getLocation, type JSONPath, type Location, type Node, parseTree } from "jsonc-parser";

/** Texts past the pack's per-file limit get no completion or hover: core refuses them (P007) and so do we. */
export function tooLarge(text: string): boolean {
  return text.length > packLimits.maxFileBytes;
}

export function locationAt(text: string, offset: number): Location | undefined {
  return tooLarge(text) ? undefined : getLocation(text, offset);
}

export function treeOf(text: string): Node | undefined {
  return tooLarge(text) ? undefined : parseTree(text, [], { allowTrailingComma: true });
}

/** The key node of the property at `path` (e.g. ["verbs", "transfer"]), for go-to and symbols. */
export function keyNodeAt(tree: Node | undefined, path: JSONPath): Node | undefined {
  const value = tree ? findNodeAtLocation(tree, path) : undefined;
  const property = value?.parent;
  return property?.type === "property" ? property.children?.[0] : undefined;
}

/** The string node the offset is inside (between its quotes), if any. */
export function stringAt(location: Location, offset: number): Node | undefined {
  const node = location.previousNode;
  if (node?.type !== "string") return undefined;
  return offset > node.offset && offset < node.offset + node.length ? node : undefined;
}

export interface PlaceholderAt {
  /** The name typed so far (from after `{{` and spaces to the offset). */
  typed: string;
  /** Offset where the name starts. */
  start: number;
  /** Whether `}}` already closes it after the offset. */
  closed: boolean;
}

/** The `{{ name` being typed at `offset` inside a string node: the last `{{` before it not yet closed. */
export function openPlaceholder(text: string, node: Node, offset: number): PlaceholderAt | undefined {
  const before = text.slice(node.offset + 1, offset);
  const open = before.lastIndexOf("{{");
  if (open === -1 || before.indexOf("}}", open) !== -1) return undefined;
  const rest = before.slice(open + 2);
  const typed = rest.trimStart();
  if (/[\s{}"]/.test(typed)) return undefined;
  const after = text.slice(offset, node.offset + node.length - 1);
  return { typed, start: offset - typed.length, closed: /^[^\s{}"]*\s*\}\}/.test(after) };
}

/** The complete `{{name}}` placeholder around `offset` inside a string node, with its name. */
export function placeholderAround(text: string, node: Node, offset: number): string | undefined {
  const inner = text.slice(node.offset + 1, node.offset + node.length - 1);
  const at = offset - node.offset - 1;
  for (const m of inner.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)) {
    const start = m.index ?? 0;
    if (at >= start && at <= start + m[0].length) return m[1];
  }
  return undefined;
}
