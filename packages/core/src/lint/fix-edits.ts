// Builders of minimal text edits for fixes: replace a value, rename a key, set a property.
import { modify } from "jsonc-parser";
import { locate } from "../json/locate.js";
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

/** Insert or replace the property at `path` (creating parents), keeping the file's indentation. */
export function setProperty(doc: JsonDoc, path: JsonPath, value: unknown): RawEdit[] {
  const indent = /\n([ \t]+)"/.exec(doc.text)?.[1] ?? "  ";
  const edits = modify(doc.text, path as (string | number)[], value, {
    formattingOptions: { insertSpaces: !indent.includes("\t"), tabSize: indent.includes("\t") ? 1 : indent.length, eol: doc.text.includes("\r\n") ? "\r\n" : "\n" },
  });
  return edits.map((e) => ({ file: doc.file, offset: e.offset, length: e.length, newText: e.content }));
}

/** Remove the property or array item at `path`. */
export function removeProperty(doc: JsonDoc, path: JsonPath): RawEdit[] {
  return modify(doc.text, path as (string | number)[], undefined, { formattingOptions: { insertSpaces: true, tabSize: 2 } }).map(
    (e) => ({ file: doc.file, offset: e.offset, length: e.length, newText: e.content }),
  );
}
