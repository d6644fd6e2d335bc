// Go to definition: a policy.json row (or stimuli row) to its command (or trigger) in surface.json, and a
// {{placeholder}} in surface.json to its argument's declaration.
import { findNodeAtLocation, type JSONPath, type Node } from "jsonc-parser";
import { keyNodeAt, locationAt, placeholderAround, stringAt, treeOf } from "./json-at.js";

export interface DefinitionInput {
  path: string;
  text: string;
  offset: number;
  /** The current text of another pack file (open buffer or disk). */
  textOf: (path: string) => string | undefined;
}

/** The definition's file and offsets. */
export interface Target {
  path: string;
  start: number;
  end: number;
}

const span = (path: string, node: Node): Target => ({ path, start: node.offset, end: node.offset + node.length });

function triggerRef(tree: Node | undefined, ref: string): Node | undefined {
  const triggers = tree ? findNodeAtLocation(tree, ["stimulusTriggers"]) : undefined;
  for (const item of triggers?.children ?? []) {
    const refNode = findNodeAtLocation(item, ["ref"]);
    if (refNode?.value === ref) return refNode;
  }
  return undefined;
}

function fromPolicy(input: DefinitionInput, path: JSONPath): Target | undefined {
  const [top, key] = path;
  if (typeof key !== "string") return undefined;
  const surface = input.textOf("surface.json");
  if (surface === undefined) return undefined;
  const tree = treeOf(surface);
  const node =
    top === "verbs" ? keyNodeAt(tree, ["verbs", key]) : top === "stimuli" ? triggerRef(tree, key) : undefined;
  return node ? span("surface.json", node) : undefined;
}

function fromPlaceholder(input: DefinitionInput, path: JSONPath): Target | undefined {
  const location = locationAt(input.text, input.offset);
  const node = location ? stringAt(location, input.offset) : undefined;
  const [top, verbKey] = path;
  if (!node || top !== "verbs" || typeof verbKey !== "string") return undefined;
  const name = placeholderAround(input.text, node, input.offset);
  if (name === undefined) return undefined;
  const key = keyNodeAt(treeOf(input.text), ["verbs", verbKey, "args", "properties", name]);
  return key ? span(input.path, key) : undefined;
}

export function definition(input: DefinitionInput): Target | undefined {
  const location = locationAt(input.text, input.offset);
  if (!location) return undefined;
  // A policy row: anywhere in it (its key or its fields) leads to its command.
  if (input.path === "policy.json" && location.path.length >= 2) return fromPolicy(input, location.path);
  if (input.path === "surface.json") return fromPlaceholder(input, location.path);
  return undefined;
}
