// Reading an OpenAPI document written as JSON: core's strict JSON parser, 256 levels deep, values counted.
import { type Anchor, locate } from "../json/locate.js";
import { parseJson } from "../json/parse-json.js";
import type { JsonPath } from "../json/pointer.js";
import { groupDigits } from "../text/group-digits.js";
import type { DocumentProblem } from "./document-limits.js";
import { documentLimits } from "./document-limits.js";
import type { ReadText } from "./document-text.js";

/** How many values `value` holds (itself included), counting no further than `limit` + 1. */
export function countValues(value: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= limit) {
    const next = stack.pop();
    count++;
    if (Array.isArray(next)) for (const item of next) stack.push(item);
    else if (typeof next === "object" && next !== null)
      for (const key in next) stack.push((next as Record<string, unknown>)[key]);
  }
  return count;
}

/**
 * `text` as JSON: the value and its locator, or the problems (a repeated key is a problem, not fatal).
 * `notJson` says the text is not JSON at all (not merely too deep or too large), so it may be YAML.
 */
export function readJsonText(file: string, text: string): ReadText & { notJson?: boolean } {
  const doc = parseJson(file, text, documentLimits.maxDepth);
  if (doc.syntaxErrors.length > 0 || doc.value === undefined) {
    // The parser may say two things at one place (`,,`: a name expected, a value expected): the first is enough.
    const errors = doc.syntaxErrors.filter((e, i, all) => i === 0 || all[i - 1]?.offset !== e.offset);
    const problems = errors.map((e) => ({ offset: e.offset, length: e.length, message: `JSON: ${e.message}` }));
    const deep = doc.root === undefined && doc.syntaxErrors.some((e) => e.message.startsWith("nested more than"));
    return { value: undefined, problems, locate: () => undefined, notJson: !deep };
  }
  const problems: DocumentProblem[] = doc.duplicates.slice(0, 50).map((d) => ({
    offset: d.offset,
    length: d.length,
    message: `the key ${JSON.stringify(d.path.at(-1))} appears twice in this object: keep one (the last counts)`,
  }));
  if (countValues(doc.value, documentLimits.maxNodes) > documentLimits.maxNodes) {
    const message = `the document holds more than ${groupDigits(documentLimits.maxNodes)} values: refused`;
    return { value: undefined, problems: [{ offset: 0, length: 1, message }], locate: () => undefined };
  }
  // A repeated key's first text is located while its last is the value: no key then, nothing is kept.
  const sourceKey = (path: JsonPath) => {
    const span = doc.duplicates.length === 0 ? locate(doc, path) : undefined;
    return span && text.slice(span.offset, span.offset + span.length);
  };
  const locateIn = (path: JsonPath, anchor?: Anchor) => locate(doc, path, anchor);
  return { value: doc.value, problems, locate: locateIn, sourceKey, unshared: true };
}
