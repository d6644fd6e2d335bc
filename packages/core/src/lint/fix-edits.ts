// Builders of minimal text edits for fixes, on the document's own tree (no re-parse, no re-serialization).
import type { Node } from "jsonc-parser";
import { modify } from "jsonc-parser";
import { locate, nodeAt } from "../json/locate.js";
import type { JsonDoc } from "../json/parse-json.js";
import type { JsonPath } from "../json/pointer.js";
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

function lineIndentAt(text: string, offset: number): string {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? "";
}

function indentUnit(text: string): string {
  return /\n([ \t]+)"/.exec(text)?.[1] ?? "  ";
}

function viaModify(doc: JsonDoc, path: JsonPath, value: unknown): RawEdit[] {
  const unit = indentUnit(doc.text);
  const edits = modify(doc.text, path as (string | number)[], value, {
    formattingOptions: {
      insertSpaces: !unit.includes("\t"),
      tabSize: unit.includes("\t") ? 1 : unit.length,
      eol: doc.text.includes("\r\n") ? "\r\n" : "\n",
    },
  });
  return edits.map((e) => ({ file: doc.file, offset: e.offset, length: e.length, newText: e.content }));
}

function propertyOf(object: Node, key: string): Node | undefined {
  return object.children?.find((p) => p.children?.[0]?.value === key);
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
  const unit = indentUnit(doc.text);
  const existing = propertyOf(parent, key)?.children?.[1];
  if (existing) {
    const indent = lineIndentAt(doc.text, existing.offset);
    return [
      { file: doc.file, offset: existing.offset, length: existing.length, newText: formatValue(value, indent, unit) },
    ];
  }
  const last = parent.children?.[parent.children.length - 1];
  if (!last) {
    const text = `{ ${JSON.stringify(key)}: ${formatValue(value, lineIndentAt(doc.text, parent.offset), unit)} }`;
    return [{ file: doc.file, offset: parent.offset, length: parent.length, newText: text }];
  }
  const multiLine = doc.text.slice(parent.offset, parent.children?.[0]?.offset).includes("\n");
  const indent = multiLine ? lineIndentAt(doc.text, last.offset) : "";
  const eol = doc.text.includes("\r\n") ? "\r\n" : "\n";
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
    parent.type === "object"
      ? children.findIndex((p) => p.children?.[0]?.value === key)
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
