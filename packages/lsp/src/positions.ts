// Core's 1-based line/column ranges to LSP's 0-based ones and back (both count UTF-16 units), at the edge.
import type { Position as CorePosition, Range as CoreRange } from "@packstudio/core";
import type { Position, Range } from "vscode-languageserver";

export function toLspPosition(p: CorePosition): Position {
  return { line: Math.max(0, p.line - 1), character: Math.max(0, p.column - 1) };
}

export function toLspRange(r: CoreRange): Range {
  return { start: toLspPosition(r.start), end: toLspPosition(r.end) };
}

export function toCorePosition(p: Position): CorePosition {
  return { line: p.line + 1, column: p.character + 1 };
}

/** Whether two LSP ranges share a position (touching ends count: a cursor at a range's edge is on it). */
export function rangesTouch(a: Range, b: Range): boolean {
  const before = (x: Position, y: Position) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
