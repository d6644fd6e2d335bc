// The dry-run's answer from the document (DECISIONS 14): the operation's first 2xx response, its example, else a
// value sampled from its schema — labelled as documented, never as a real answer.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { jsonSizeWithin } from "./json-size.js";
import { resolveRef } from "./resolve-ref.js";
import { maxSampleChars, sampleSchema } from "./sample-schema.js";

export interface DocumentedAnswer {
  /** The documented status code (`2XX` answers 200). */
  status: number;
  /** The response's key in `responses`: `"201"`, `"2XX"`. */
  response: string;
  /** The media type answered, undefined for a response without content (a 204). */
  mediaType: string | undefined;
  /** The body as a JSON value for a JSON media type; null when there is none. */
  json: unknown;
  /** The body as text: JSON pretty-printed, or a text example as it is; "" when there is none. */
  text: string;
  /** Where the body came from: the media type's `example` or an entry of its `examples` (by name), a value
   * sampled from its schema, or nothing (no content, or nothing to answer with). */
  source: "example" | "examples" | "schema" | "none";
  exampleName?: string;
  /** Why there is no body although the response has content (a sample too large, an external example…). */
  note?: string;
}

export type DocumentedAnswerResult = { ok: true; answer: DocumentedAnswer } | { ok: false; message: string };

/** A value a few `$ref`s away (components/responses, components/examples), or undefined. */
function follow(doc: unknown, value: unknown): unknown {
  let at = value;
  for (let hops = 0; hops < 8 && isRecord(at) && typeof at.$ref === "string"; hops++) at = resolveRef(doc, at.$ref);
  return isRecord(at) && typeof at.$ref === "string" ? undefined : at;
}

/** The success responses' keys, in the order a dry-run takes them: 200…299 by number, then `2XX`. */
export function successResponses(operation: JsonRecord): string[] {
  const responses = isRecord(operation.responses) ? Object.keys(operation.responses) : [];
  const exact = responses.filter((k) => /^2[0-9][0-9]$/.test(k)).sort((a, b) => Number(a) - Number(b));
  const range = responses.filter((k) => k.toUpperCase() === "2XX");
  return [...exact, ...range];
}

const bareType = (key: string) => key.split(";")[0]?.trim().toLowerCase() ?? "";
const isJson = (key: string) => /^application\/(?:[^/]+\+)?json$/.test(bareType(key)) || bareType(key) === "*/*";

/** The media type answered: the first JSON one, else the first. */
function pickMediaType(content: JsonRecord): string | undefined {
  const keys = Object.keys(content);
  return keys.find(isJson) ?? keys[0];
}

type Body =
  | { ok: true; value: unknown; source: DocumentedAnswer["source"]; exampleName?: string }
  | { ok: false; note: string };

/** The media type's example: `example`, else the first `examples` entry with a `value`. */
function exampleOf(doc: unknown, media: JsonRecord): Body | undefined {
  if (Object.hasOwn(media, "example")) return { ok: true, value: media.example, source: "example" };
  if (!isRecord(media.examples)) return undefined;
  let external: string | undefined;
  for (const [name, entry] of Object.entries(media.examples)) {
    const example = follow(doc, entry);
    if (isRecord(example) && Object.hasOwn(example, "value"))
      return { ok: true, value: example.value, source: "examples", exampleName: name };
    if (isRecord(example) && typeof example.externalValue === "string") external ??= name;
  }
  return external === undefined
    ? undefined
    : { ok: false, note: `the example "${external}" is external (externalValue) and is never fetched` };
}

function bodyOf(doc: unknown, media: JsonRecord, json: boolean): Body {
  const example = exampleOf(doc, media);
  if (example?.ok) return example;
  if (media.schema !== undefined) {
    // A text media type's schema sample is only a string worth showing when it is one.
    const sampled = sampleSchema(doc, media.schema, "response");
    if (!sampled.ok) return { ok: false, note: sampled.reason };
    if (json || typeof sampled.value === "string") return { ok: true, value: sampled.value, source: "schema" };
  }
  return example ?? { ok: false, note: "the response documents no example and no schema to sample" };
}

/**
 * The documented answer of `operation` (an operation object of `doc`): its first 2xx response (following a
 * `$ref` to components/responses), its media type's example, else a sample of its schema. No 2xx response is
 * a failure with a message saying so.
 */
export function documentedAnswer(doc: unknown, operation: JsonRecord): DocumentedAnswerResult {
  const key = successResponses(operation)[0];
  if (key === undefined) {
    const documented = isRecord(operation.responses) ? Object.keys(operation.responses) : [];
    return {
      ok: false,
      message: `The operation documents no success (2xx) response${documented.length ? ` (only ${documented.slice(0, 8).join(", ")})` : ""}: there is nothing to answer a dry-run with. Add a "200" (or other 2xx) response to the document.`,
    };
  }
  const status = key.toUpperCase() === "2XX" ? 200 : Number(key);
  const response = follow(doc, (operation.responses as JsonRecord)[key]);
  const content = isRecord(response) && isRecord(response.content) ? response.content : undefined;
  const mediaType = content ? pickMediaType(content) : undefined;
  const base = { status, response: key, mediaType };
  const media = content && mediaType !== undefined ? follow(doc, content[mediaType]) : undefined;
  if (mediaType === undefined || !isRecord(media))
    return { ok: true, answer: { ...base, json: null, text: "", source: "none" } };
  const json = isJson(mediaType);
  const body = bodyOf(doc, media, json);
  if (!body.ok) return { ok: true, answer: { ...base, json: null, text: "", source: "none", note: body.note } };
  if (jsonSizeWithin(body.value, maxSampleChars) === undefined) {
    const note = `the documented body is over ${maxSampleChars} characters: not shown`;
    return { ok: true, answer: { ...base, json: null, text: "", source: "none", note } };
  }
  const name = body.exampleName === undefined ? {} : { exampleName: body.exampleName };
  if (json || typeof body.value !== "string") {
    const value = body.value === undefined ? null : body.value;
    const text = JSON.stringify(value, null, 2);
    return { ok: true, answer: { ...base, json: json ? value : null, text, source: body.source, ...name } };
  }
  return { ok: true, answer: { ...base, json: null, text: body.value, source: body.source, ...name } };
}
