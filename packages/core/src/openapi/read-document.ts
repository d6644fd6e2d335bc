// Reading an openapi pack's document (DECISIONS 14): JSON or YAML, bounded, its OpenAPI version, every problem placed.
import { byteSize } from "../bytes/byte-size.js";
import { LruMap } from "../cache/lru-map.js";
import type { Anchor, Span } from "../json/locate.js";
import type { JsonPath } from "../json/pointer.js";
import { isRecord } from "../pack/json-value.js";
import { utf8Length } from "../pack/pack-files.js";
import { type DocumentProblem, documentLimits } from "./document-limits.js";
import { type ReadText, readDocumentText } from "./document-text.js";

export type { DocumentProblem } from "./document-limits.js";

export type OpenApiVersion = "3.0" | "3.1";

export interface OpenApiDoc {
  /** The document's pack path (`openapi.yaml`), as findings name the file. */
  file: string;
  text: string;
  /**
   * The plain JSON value (YAML aliases expanded, as shared objects). Shared by every lint of the same text:
   * never change it.
   */
  value: unknown;
  /** undefined when the document is not OpenAPI 3.0.x or 3.1.x (an O001 problem says so). */
  version: OpenApiVersion | undefined;
  /** Where a JSON path of `value` is written: its value (default) or its key; the deepest existing part when absent. */
  locate(path: readonly (string | number)[], anchor?: Anchor): Span | undefined;
}

export interface ReadDocument {
  /** undefined when the text is refused: it does not parse, or is past a bound of documentLimits. */
  doc: OpenApiDoc | undefined;
  /** O001 problems, in the document file. */
  problems: DocumentProblem[];
}

const convertHint =
  "convert it to OpenAPI 3 first (for example with the swagger2openapi tool, or Swagger Editor's Edit > Convert to OpenAPI 3)";

/** The OpenAPI version `value` declares, or the problem that it declares none this reader reads. */
function versionOf(
  value: unknown,
  at: (path: JsonPath, anchor?: Anchor) => Span,
): { version?: OpenApiVersion; problem?: DocumentProblem } {
  if (!isRecord(value)) {
    const message =
      "the document is not a mapping of fields: an OpenAPI document opens with `openapi`, `info` and `paths`";
    return { problem: { ...at([]), message } };
  }
  const declared = value.openapi;
  if (declared === undefined && Object.hasOwn(value, "swagger")) {
    const message = `this is a Swagger ${JSON.stringify(value.swagger)} document; packs read OpenAPI 3.0.x and 3.1.x: ${convertHint}`;
    return { problem: { ...at(["swagger"], "key"), message } };
  }
  if (declared === undefined) {
    const message = "the document has no `openapi` field (such as `openapi: 3.1.0`): it is not an OpenAPI 3 document";
    return { problem: { ...at([]), length: 0, message } };
  }
  if (typeof declared !== "string") {
    const message = `\`openapi\` is ${JSON.stringify(declared)}, not a string: write the full version in quotes, such as "3.1.0"`;
    return { problem: { ...at(["openapi"]), message } };
  }
  if (/^3\.0\.\d+(-.+)?$/.test(declared)) return { version: "3.0" };
  if (/^3\.1\.\d+(-.+)?$/.test(declared)) return { version: "3.1" };
  const message = `OpenAPI ${JSON.stringify(declared)} is not read here: packs read OpenAPI 3.0.x and 3.1.x (such as "3.1.0")`;
  return { problem: { ...at(["openapi"]), message } };
}

function read(file: string, text: string): ReadDocument {
  if (
    text.length > documentLimits.maxBytes ||
    (text.length * 3 > documentLimits.maxBytes && utf8Length(text) > documentLimits.maxBytes)
  ) {
    const message = `the document is ${byteSize(utf8Length(text))}, over the ${byteSize(documentLimits.maxBytes)} an OpenAPI document may hold: it is not read`;
    return { doc: undefined, problems: [{ offset: 0, length: 0, message }] };
  }
  const read = readDocumentText(file, text);
  if (read.value === undefined) return { doc: undefined, problems: read.problems };
  const at = (path: JsonPath, anchor?: Anchor): Span => read.locate(path, anchor) ?? { offset: 0, length: 0 };
  const { version, problem } = versionOf(read.value, at);
  const doc: OpenApiDoc = { file, text, value: read.value, version, locate: read.locate };
  readers.set(doc, read);
  return { doc, problems: problem ? [...read.problems, problem] : read.problems };
}

/** How each document was read: its source keys, whether objects are shared. */
const readers = new WeakMap<OpenApiDoc, ReadText>();

/**
 * A key that only a value equal to `doc`'s at `path` has (its text, and in YAML the column it starts at), or
 * undefined when its value takes text from elsewhere (a YAML alias) or the reader keeps none. Two documents'
 * parts with the same key read the same, so a check of one holds for the other.
 */
export function sourceKeyOf(doc: OpenApiDoc, path: JsonPath): string | undefined {
  return readers.get(doc)?.sourceKey?.(path);
}

/**
 * Whether no object of `doc.value` is in two places (no YAML alias shares one): what a walk finds under an
 * object is then the object's alone, and may be kept for a later document that holds the same object.
 */
export function unsharedValue(doc: OpenApiDoc): boolean {
  return readers.get(doc)?.unshared === true;
}

/**
 * The last documents read, by file: each lint reads the pack anew (a keystroke in the studio), and a document
 * of megabytes is parsed again only when its text changes. A few entries: a process sees many packs.
 */
const recent = new LruMap<string, { text: string; read: ReadDocument }>({ maxEntries: 4 });

/** Read `text`, the document at pack path `file`. Never throws: anything wrong with it is a problem. */
export function readOpenApiDocument(file: string, text: string): ReadDocument {
  const known = recent.get(file);
  if (known && known.text === text) return known.read;
  let result: ReadDocument;
  try {
    result = read(file, text);
  } catch (error) {
    // A parser limit this reader does not know of (a bug): the document is refused, the lint goes on.
    const message = `the document could not be read (${error instanceof Error ? error.message : String(error)})`;
    result = { doc: undefined, problems: [{ offset: 0, length: 0, message }] };
  }
  recent.set(file, { text, read: result });
  return result;
}
