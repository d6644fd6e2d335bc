// Where a JSON path is written in a `yaml` package node tree (a text js-yaml refuses): a value's span, or its key's.
import { type Alias, isAlias, isMap, isSeq, type Node, type Pair, type ParsedNode, type YAMLMap } from "yaml";
import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import { keyName } from "./yaml-tree-value.js";

/** Mappings up to this many pairs are scanned; larger ones get a key index on first use. */
const scannedPairs = 8;

type Ranged = { range?: readonly number[] | null } | null | undefined;

function spanOf(node: Ranged): Span | undefined {
  const range = node?.range;
  if (!range) return undefined;
  const start = range[0] ?? 0;
  return { offset: start, length: Math.max(0, (range[1] ?? start) - start) };
}

/** Finds paths in one parsed YAML tree; a mapping's key index is built once and kept with the locator. */
export class YamlLocator {
  private readonly indexes = new WeakMap<YAMLMap, Map<string, Pair>>();

  constructor(
    private readonly root: ParsedNode,
    private readonly aliases: ReadonlyMap<Alias, Node>,
  ) {}

  private pairOf(map: YAMLMap, key: string): Pair | undefined {
    const items = map.items as Pair[];
    if (items.length <= scannedPairs) return items.find((p) => keyName(p.key, this.aliases) === key);
    let index = this.indexes.get(map);
    if (!index) {
      index = new Map();
      for (const pair of items) {
        const name = keyName(pair.key, this.aliases);
        if (name !== undefined && !index.has(name)) index.set(name, pair);
      }
      this.indexes.set(map, index);
    }
    return index.get(key);
  }

  /**
   * The span of `path`: its value, or with `anchor: "key"` the key that names it. A path that goes through an
   * alias goes on at the node the alias names. A path that does not exist falls back to the deepest part of it
   * that does (its key, else its value's first character).
   */
  locate(path: JsonPath, anchor: Anchor = "value"): Span | undefined {
    let node: Node | null = this.root;
    let key: Node | null = null;
    for (const segment of path) {
      if (isAlias(node)) node = this.aliases.get(node) ?? null;
      let next: { key: Node | null; value: Node | null } | undefined;
      if (isMap(node)) {
        const pair = this.pairOf(node, String(segment));
        if (pair) next = { key: pair.key as Node, value: pair.value as Node | null };
      } else if (isSeq(node)) {
        const index = typeof segment === "number" ? segment : /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : -1;
        const item = index >= 0 ? (node.items[index] as Node | null | undefined) : undefined;
        if (item !== undefined) next = { key: null, value: item };
      }
      if (!next) {
        const at = spanOf(key) ?? spanOf(node);
        return at && { offset: at.offset, length: key ? at.length : Math.min(at.length, 1) };
      }
      key = next.key;
      node = next.value;
    }
    if (anchor === "key" && key) return spanOf(key);
    return spanOf(node) ?? spanOf(key);
  }
}
