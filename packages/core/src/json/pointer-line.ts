// The line a JSON Pointer names in a JSON text: where a comment anchored to a pointer shows in a diff's gutter.
import { locate, nodeAt } from "./locate.js";
import { parseJson } from "./parse-json.js";
import { fromPointer, type JsonPath } from "./pointer.js";
import { LineIndex } from "./text-position.js";

/** The 1-based line of the key (or the array item) `pointer` names in `text`; undefined when it names nothing there. */
export function pointerLine(text: string, pointer: string): number | undefined {
  const doc = parseJson("pointer.json", text);
  if (!doc.root) return undefined;
  const path: (string | number)[] = [];
  for (const segment of fromPointer(pointer)) {
    // RFC 6901: a segment indexes an array only as a decimal without leading zeros.
    const array = nodeAt(doc, path)?.type === "array";
    path.push(array && /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment);
  }
  if (!nodeAt(doc, path as JsonPath)) return undefined;
  return new LineIndex(text).position(locate(doc, path, "key").offset).line;
}
