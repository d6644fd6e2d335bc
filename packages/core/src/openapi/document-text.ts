// A document's text read as JSON or YAML (told apart by content): its value, problems and a locator of paths.
import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import { readJsonText } from "./document-json.js";
import type { DocumentProblem } from "./document-limits.js";
import { YamlLocator } from "./yaml-locate.js";
import { parseYaml } from "./yaml-parse.js";
import { yamlValue } from "./yaml-value.js";

export interface ReadText {
  /** undefined when the text is refused (a problem says why). */
  value: unknown;
  problems: DocumentProblem[];
  locate(path: JsonPath, anchor?: Anchor): Span | undefined;
}

export function readYamlText(text: string): ReadText {
  const parsed = parseYaml(text);
  if (!parsed.root) return { value: undefined, problems: parsed.problems, locate: () => undefined };
  const read = yamlValue(parsed.root, text);
  const locator = new YamlLocator(parsed.root, read.aliases);
  return {
    value: read.value,
    problems: read.problems,
    locate: read.value === undefined ? () => undefined : (path, anchor) => locator.locate(path, anchor),
  };
}

/** Whether the text opens as JSON does: `{` or `[` first, after white space and a byte order mark. */
export function looksLikeJson(text: string): boolean {
  const first = /^[\uFEFF\s]*(.)/.exec(text.slice(0, 4096))?.[1];
  return first === "{" || first === "[";
}

/**
 * The text as JSON when it opens as JSON, else as YAML. A text that opens as JSON but is not JSON is read as
 * YAML (a flow mapping such as `{openapi: 3.1.0, …}` is YAML); when that fails too, the JSON problems are the
 * ones said, as the author most likely meant JSON.
 */
export function readDocumentText(file: string, text: string): ReadText {
  if (!looksLikeJson(text)) return readYamlText(text);
  const json = readJsonText(file, text);
  if (!json.notJson) return json;
  const yaml = readYamlText(text);
  return yaml.value !== undefined ? yaml : json;
}
