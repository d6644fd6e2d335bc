// Parsing a YAML text with js-yaml into its flat event list (offsets into the text), its recursion bounded.
import { type Event, parseEvents, YAMLException } from "js-yaml";
import { type DocumentProblem, documentLimits } from "./document-limits.js";
import { blockEvents } from "./yaml-block-events.js";

/**
 * js-yaml's parser recurses once a node and refuses past its `maxDepth` (a million `[` would otherwise
 * overflow the call stack). Its count runs up to two above the collections open (the document, the leaf), so
 * this lets every text of 256 levels through; the exact bound is the reader's, which counts collections.
 */
const parserDepth = documentLimits.maxDepth + 2;

/** What to do about js-yaml's terser refusals (the `yaml` package's words are said instead when it has some). */
const hints: Record<string, string> = {
  "deficient indentation":
    ": this line is indented less than what it continues needs (inside quotes or brackets, indent each line past the key that holds them, the closing } or ] too)",
};

export type YamlEvents =
  | { events: Event[]; deep?: undefined; refused?: undefined }
  /** Nested past the bound: the document is refused here. */
  | { events?: undefined; deep: DocumentProblem; refused?: undefined }
  /** Not YAML as js-yaml reads it (YAML 1.2 to the letter): where and why. */
  | { events?: undefined; deep?: undefined; refused: DocumentProblem };

/** `text`'s events (plain block YAML read without js-yaml, else by it), or where js-yaml stopped and why. */
export function yamlEvents(text: string): YamlEvents {
  const plain = blockEvents(text);
  return plain ? { events: plain } : jsYamlEvents(text);
}

/** `text`'s events as js-yaml reads them, or where it stopped and why. */
export function jsYamlEvents(text: string): YamlEvents {
  try {
    return { events: parseEvents(text, { maxDepth: parserDepth }) };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const offset = Math.max(0, Math.min(error.mark?.position ?? 0, text.length));
    const length = offset < text.length ? 1 : 0;
    if (error.reason.startsWith("nesting exceeded maxDepth")) {
      const message = `the document nests more than ${documentLimits.maxDepth} levels deep (mappings and sequences inside each other)`;
      return { deep: { offset, length, message } };
    }
    return { refused: { offset, length, message: `YAML: ${error.reason}${hints[error.reason] ?? ""}` } };
  }
}
