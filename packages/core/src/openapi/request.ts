// The request a command sends (DECISIONS 14): method, full URL, headers and body, from checked arguments.
import type { JsonRecord } from "../pack/json-value.js";
import { type ArgumentProblem, type Refused, refuseArguments } from "../projection/refusal.js";
import type { DerivedArg, RequestBodyShape } from "./derive-args.js";
import { encodeStrict, formText, queryText, simpleText } from "./param-style.js";

export interface HttpRequest {
  method: string;
  /** The full URL; the path (and query) alone when the document gives no absolute server (O009). */
  url: string;
  headers: Record<string, string>;
  /** The JSON body as a value, a form body as its encoded text, or null without a body. */
  body: unknown;
}

/** What a request is built from: the operation's method, path template, server, arguments and body. */
export interface RequestShape {
  method: string;
  path: string;
  /** Absolute base URL, or undefined. */
  base: string | undefined;
  args: readonly DerivedArg[];
  body: RequestBodyShape | undefined;
}

const lineBreak = /[\r\n\0]/;

/** A high surrogate not followed by a low one, or a low one not after a high one (String#isWellFormed is ES2024). */
export const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string in `value` holds a lone UTF-16 surrogate: it has no UTF-8 form to percent-encode. */
function illFormed(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return loneSurrogate.test(value);
  if (depth > 64 || typeof value !== "object" || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.entries(value).flat())
    if (illFormed(item, depth + 1)) return true;
  return false;
}

const present = (values: JsonRecord, name: string) =>
  Object.hasOwn(values, name) && values[name] !== undefined && values[name] !== null;

/**
 * The request for `values` (already checked against the command's schema). Path values are RFC 3986 path
 * segments: a `/` is encoded, and an empty value, `.` or `..` (which a client would normalise away) is refused;
 * header values holding CR, LF or NUL are refused; absent optional arguments are left out.
 */
export function buildRequest(shape: RequestShape, values: JsonRecord): { ok: true; request: HttpRequest } | Refused {
  const problems: ArgumentProblem[] = [];
  const byName = new Map(shape.args.map((a) => [a.name, a]));
  // The template's own text is kept, but for characters a URL path cannot hold (a space, a quote): those are
  // percent-encoded as any client would.
  const literal = (text: string) => text.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeStrict(c));
  for (const arg of shape.args) {
    if (present(values, arg.name) && arg.in !== "body" && illFormed(values[arg.name]))
      problems.push({
        code: "invalid_argument",
        name: arg.name,
        message: `"${arg.name}" holds a lone UTF-16 surrogate (half of a character), which a URL, a form or a header cannot carry: send whole characters.`,
      });
  }
  if (problems.length) return refuseArguments(problems);
  const fill = (whole: string): string => {
    const name = whole.slice(1, -1);
    const arg = byName.get(name);
    if (arg?.in !== "path") return whole; // no such parameter: the template stays as written
    if (!present(values, name)) {
      problems.push({
        code: "missing_argument",
        name,
        message: `"${name}" is required: it fills "{${name}}" in the path.`,
      });
      return whole;
    }
    const raw = simpleText(arg, values[name], (t) => t);
    if (raw === "" || raw === "." || raw === "..") {
      problems.push({
        code: "invalid_argument",
        name,
        message: `"${name}" is ${JSON.stringify(raw)}: a path segment cannot be empty, "." or ".." (a client would drop it or step up a level).`,
      });
      return whole;
    }
    return simpleText(arg, values[name], encodeStrict);
  };
  const path = shape.path
    .split(/(\{[^{}]*\})/)
    .map((part, i) => (i % 2 === 0 ? literal(part) : fill(part)))
    .join("");
  const query: string[] = [];
  const headerList: [string, string][] = [];
  const bodyFields: [string, unknown][] = [];
  for (const arg of shape.args) {
    if (!present(values, arg.name)) continue;
    const value = values[arg.name];
    if (arg.in === "query") query.push(queryText(arg, value));
    else if (arg.in === "header") {
      const text = simpleText(arg, value, (s) => s);
      if (lineBreak.test(text))
        problems.push({
          code: "invalid_argument",
          name: arg.name,
          message: `"${arg.name}" is sent as the header "${arg.name}" and holds a line break (CR or LF) or NUL, which would end the header and start another: remove it.`,
        });
      else headerList.push([arg.name, text]);
    } else if (arg.in === "body" || arg.in === "form") bodyFields.push([arg.name, value]);
  }
  if (problems.length) return refuseArguments(problems);
  let body: unknown = null;
  if (shape.body && (bodyFields.length > 0 || shape.body.required)) {
    headerList.push(["Content-Type", shape.body.mediaType]);
    body = shape.body.form ? formText(bodyFields) : Object.fromEntries(bodyFields);
  }
  // fromEntries: a header named "__proto__" is an own key, never the object's prototype.
  const headers: Record<string, string> = Object.fromEntries(headerList);
  const search = query.filter((q) => q !== "").join("&");
  const url = `${shape.base ?? ""}${path}${search ? `?${search}` : ""}`;
  return { ok: true, request: { method: shape.method, url, headers, body } };
}

/** The request line of an approval card: `POST https://api.example/v1/pets`. */
export const requestLine = (request: HttpRequest) => `${request.method} ${request.url}`;

/** A body as the text sent: JSON, or the form's encoded text. */
export function bodyText(request: HttpRequest): string | undefined {
  if (request.body === null || request.body === undefined) return undefined;
  return typeof request.body === "string" ? request.body : JSON.stringify(request.body);
}
