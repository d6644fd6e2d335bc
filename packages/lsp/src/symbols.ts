// Document symbols: the commands of surface.json (and the rows of policy.json), with their fields as children.
import { findNodeAtLocation, getNodeValue, type Node } from "jsonc-parser";
import { type DocumentSymbol, type Range, SymbolKind } from "vscode-languageserver";
import { treeOf } from "./json-at.js";

function rowSymbol(property: Node, range: (start: number, end: number) => Range): DocumentSymbol | undefined {
  const [key, value] = property.children ?? [];
  if (key?.type !== "string" || typeof key.value !== "string") return undefined;
  let detail: string | undefined;
  if (value?.type === "object") {
    const fields = getNodeValue(value) as Record<string, unknown>;
    const text = typeof fields.description === "string" ? fields.description : fields.effect;
    if (typeof text === "string") detail = text;
  }
  return {
    name: key.value,
    ...(detail ? { detail } : {}),
    kind: SymbolKind.Function,
    range: range(property.offset, property.offset + property.length),
    selectionRange: range(key.offset, key.offset + key.length),
  };
}

/** One symbol per command under "verbs" (surface.json's declarations, policy.json's rows). */
export function documentSymbols(
  path: string,
  text: string,
  range: (start: number, end: number) => Range,
): DocumentSymbol[] {
  if (path !== "surface.json" && path !== "policy.json") return [];
  const tree = treeOf(text);
  const verbs = tree ? findNodeAtLocation(tree, ["verbs"]) : undefined;
  if (verbs?.type !== "object") return [];
  const symbols: DocumentSymbol[] = [];
  for (const property of verbs.children ?? []) {
    const symbol = rowSymbol(property, range);
    if (symbol) symbols.push(symbol);
  }
  return symbols;
}
