// Builders of minimal text edits for fixes, on the document's own tree (no re-parse, no re-serialization).
import type { Node } from "jsonc-parser";
import { modify } from "jsonc-parser";
import { locate, nodeAt, propertyIndex, propertyNode } from "../json/locate.js";
import { propertyValue } from "../json/located-tree.js";
import type { JsonDoc } from "../json/parse-json.js";
import type { JsonPath } from "../json/pointer.js";
import { LineIndex } from "../json/text-position.js";
import type { RawEdit } from "./types.js";

/** Replace the JSON value at `path` with `value` (serialized compactly). */
export function replaceValue(doc: JsonDoc, path: JsonPath, value: unknown): RawEdit {
  const span = locate(doc, path, "value");
  return { file: doc.file, offset: span.offset, length: span.length, newText: JSON.stringify(value) };
}

/** Rename the key of the property at `path`. */
export function renameKey(doc: JsonDoc, path: JsonPath, newKey: string): RawEdit {
  const span = locate(doc, path, "key");
  return { file: doc.file, offset: span.offset, length: span.length, newText: JSON.stringify(newKey) };
}

/** `{ "a": 1 }` style for short values, indented JSON for long ones. */
function formatValue(value: unknown, indent: string, unit: string): string {
  const compact = JSON.stringify(value, null, 1)?.replace(/\n\s*/g, " ").replace(/\[ /g, "[").replace(/ \]/g, "]");
  if (compact === undefined) return "null";
  if (compact.length <= 60) return compact;
  return JSON.stringify(value, null, unit).replace(/\n/g, `\n${indent}`);
}

/** What every fix in one file reads of its layout, found once a document: a lint may make a thousand fixes. */
interface Layout {
  lines: LineIndex;
  unit: string;
  eol: string;
}
const layouts = new WeakMap<JsonDoc, Layout>();

function layoutOf(doc: JsonDoc): Layout {
  let layout = layouts.get(doc);
  if (!layout) {
    layout = {
      lines: new LineIndex(doc.text),
      unit: /\n([ \t]+)"/.exec(doc.text)?.[1] ?? "  ",
      eol: doc.text.includes("\r\n") ? "\r\n" : "\n",
    };
    layouts.set(doc, layout);
  }
  return layout;
}

/** The line index of a document, built once and shared by fixes, findings and rules. */
export function lineIndexOf(doc: JsonDoc): LineIndex {
  return layoutOf(doc).lines;
}

/** The spaces and tabs that start the line holding `offset`, up to it. */
function lineIndentAt(doc: JsonDoc, offset: number): string {
  const start = offset - layoutOf(doc).lines.position(offset).column + 1;
  let end = start;
  while (end < offset && (doc.text[end] === " " || doc.text[end] === "\t")) end++;
  return doc.text.slice(start, end);
}

function viaModify(doc: JsonDoc, path: JsonPath, value: unknown): RawEdit[] {
  const { unit, eol } = layoutOf(doc);
  const edits = modify(doc.text, path as (string | number)[], value, {
    formattingOptions: {
      insertSpaces: !unit.includes("\t"),
      tabSize: unit.includes("\t") ? 1 : unit.length,
      eol,
    },
  });
  return edits.map((e) => ({ file: doc.file, offset: e.offset, length: e.length, newText: e.content }));
}

/** Insert or replace the property at `path` (creating missing parent objects), in the file's own layout. */
export function setProperty(doc: JsonDoc, path: JsonPath, value: unknown): RawEdit[] {
  const key = path[path.length - 1];
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(doc, parentPath);
  if (typeof key !== "string" || !parent) {
    if (typeof key === "string" && parentPath.length > 0 && !parent) {
      return setProperty(doc, parentPath, { [key]: value });
    }
    return viaModify(doc, path, value);
  }
  if (parent.type !== "object") return viaModify(doc, path, value);
  const { unit, eol } = layoutOf(doc);
  const property = propertyNode(parent, key);
  const existing = property && propertyValue(property);
  if (existing) {
    const indent = lineIndentAt(doc, existing.offset);
    return [
      { file: doc.file, offset: existing.offset, length: existing.length, newText: formatValue(value, indent, unit) },
    ];
  }
  const last = parent.children?.[parent.children.length - 1];
  if (!last) {
    const text = `{ ${JSON.stringify(key)}: ${formatValue(value, lineIndentAt(doc, parent.offset), unit)} }`;
    return [{ file: doc.file, offset: parent.offset, length: parent.length, newText: text }];
  }
  const multiLine = doc.text.slice(parent.offset, parent.children?.[0]?.offset).includes("\n");
  const indent = multiLine ? lineIndentAt(doc, last.offset) : "";
  const sep = multiLine ? `,${eol}${indent}` : ", ";
  const newText = `${sep}${JSON.stringify(key)}: ${formatValue(value, indent, unit)}`;
  return [{ file: doc.file, offset: last.offset + last.length, length: 0, newText }];
}

/** Remove the property or array item at `path`, with its separating comma. */
export function removeProperty(doc: JsonDoc, path: JsonPath): RawEdit[] {
  const key = path[path.length - 1];
  const parent = nodeAt(doc, path.slice(0, -1));
  if (!parent || key === undefined) return viaModify(doc, path, undefined);
  const children = parent.children ?? [];
  const index =
    parent.type === "object" && typeof key === "string"
      ? propertyIndex(parent, key)
      : parent.type === "array" && typeof key === "number"
        ? key
        : -1;
  const item = children[index];
  if (!item) return [];
  const edit = (from: number, to: number): RawEdit[] => [
    { file: doc.file, offset: from, length: to - from, newText: "" },
  ];
  if (children.length === 1) return edit(parent.offset + 1, parent.offset + parent.length - 1);
  const prev = children[index - 1];
  if (prev) return edit(prev.offset + prev.length, item.offset + item.length);
  const next = children[index + 1] as Node;
  return edit(item.offset, next.offset);
}

/** Insert `value` into an array before the item at `path`, on its own line when the items are one a line. */
export function insertBefore(doc: JsonDoc, path: JsonPath, value: unknown): RawEdit | undefined {
  const item = nodeAt(doc, path);
  if (item?.parent?.type !== "array") return undefined;
  const indent = lineIndentAt(doc, item.offset);
  const lineStart = item.offset - layoutOf(doc).lines.position(item.offset).column + 1;
  const ownLine = lineStart + indent.length === item.offset;
  const sep = ownLine ? `,${layoutOf(doc).eol}${indent}` : ", ";
  return { file: doc.file, offset: item.offset, length: 0, newText: `${JSON.stringify(value)}${sep}` };
}
