// A document's text read as JSON or YAML (told apart by content): its value, problems and a locator of paths.
import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import { readJsonText } from "./document-json.js";
import type { DocumentProblem } from "./document-limits.js";
import { jsYamlEvents } from "./yaml-events.js";
import { locateYaml, sourceKeyYaml } from "./yaml-locate.js";
import { readYamlPieces } from "./yaml-pieces.js";
import { YamlLocator } from "./yaml-tree-locate.js";
import { parseYaml } from "./yaml-tree-parse.js";
import { yamlValue as treeValue } from "./yaml-tree-value.js";
import { streamedYamlValue, type YamlValue, yamlValue } from "./yaml-value.js";

export interface ReadText {
  /** undefined when the text is refused (a problem says why). */
  value: unknown;
  problems: DocumentProblem[];
  locate(path: JsonPath, anchor?: Anchor): Span | undefined;
  /**
   * A key that only a value equal to the one at `path` has (the text that alone makes it), or undefined when
   * its value takes text from elsewhere: checks of a part are kept while it stays the same (document-schema.ts).
   */
  sourceKey?(path: JsonPath): string | undefined;
  /**
   * No object of the value is in two places (no YAML alias): a walk may keep what it found under an object
   * for the next document that holds the same object (a piece kept by yaml-pieces.ts). Unknown is shared.
   */
  unshared?: boolean;
}

const refused = (problems: DocumentProblem[]): ReadText => ({ value: undefined, problems, locate: () => undefined });

/**
 * `text` as the `yaml` package reads it, with its messages: for a text js-yaml refused (`refusal`, said when
 * yaml finds no error either). yaml is lenient where people are (a closing `}` as indented as its key), and
 * ten times slower, so only such texts pay for it.
 */
export function readYamlTree(text: string, refusal: DocumentProblem): ReadText {
  const parsed = parseYaml(text);
  if (!parsed.root) return refused(parsed.problems.length > 0 ? parsed.problems : [refusal]);
  const read = treeValue(parsed.root, text);
  if (read.value === undefined) return refused(read.problems);
  const locator = new YamlLocator(parsed.root, read.aliases);
  return { value: read.value, problems: read.problems, locate: (path, anchor) => locator.locate(path, anchor) };
}

/**
 * Texts js-yaml refuses up to this size go to the `yaml` package: it takes ten times as long (about a second
 * for 256 KiB on this loaded machine, and some texts are worse), and a keystroke that breaks a large document
 * should not wait on it. A larger text keeps js-yaml's verdict.
 */
export const maxLenientChars = 256 * 1024;

/**
 * `text` as YAML: in pieces kept from the last read of `file` when it is large and cut cleanly
 * (yaml-pieces.ts), else whole.
 */
export function readYamlText(text: string, file = ""): ReadText {
  return readYamlPieces(file, text) ?? readYamlWhole(text);
}

/** A YAML text's reading as a ReadText: `locate` walks its places. */
function placed(text: string, read: YamlValue): ReadText {
  const { value, problems, nodes, root } = read;
  if (value === undefined || !nodes) return refused(problems);
  return {
    value,
    problems,
    locate: (path, anchor) => locateYaml(nodes, root, path, anchor),
    sourceKey: (path) => sourceKeyYaml(text, nodes, root, path),
    unshared: nodes.aliasStarts.length === 0,
  };
}

/**
 * `text` as YAML, whole: plain block YAML read as the block reader finds its events, else through js-yaml's
 * events; a text js-yaml refuses is read by the `yaml` package when it is small enough.
 */
export function readYamlWhole(text: string): ReadText {
  const streamed = streamedYamlValue(text);
  if (streamed) return placed(text, streamed);
  const parsed = jsYamlEvents(text);
  if (parsed.deep) return refused([parsed.deep]);
  if (parsed.refused)
    return text.length <= maxLenientChars ? readYamlTree(text, parsed.refused) : refused([parsed.refused]);
  return placed(text, yamlValue(text, parsed.events));
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
  if (!looksLikeJson(text)) return readYamlText(text, file);
  const json = readJsonText(file, text);
  if (!json.notJson) return json;
  const yaml = readYamlText(text, file);
  return yaml.value !== undefined ? yaml : json;
}
