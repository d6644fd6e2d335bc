// What the API would refuse in a request that the command's arguments allowed (DECISIONS 14, dry-run): a body
// sent without a property its schema requires (a body the operation does not require lets each property be
// optional on its own), and a path with a `{name}` no parameter fills.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { type ArgumentProblem, type Refusal, refuseArguments } from "../projection/refusal.js";
import type { HttpRequest } from "./request.js";
import { resolveRef } from "./resolve-ref.js";

/** A value a few `$ref`s away, or undefined. */
function follow(doc: unknown, value: unknown): unknown {
  let at = value;
  for (let hops = 0; hops < 8 && isRecord(at) && typeof at.$ref === "string"; hops++) at = resolveRef(doc, at.$ref);
  return isRecord(at) && typeof at.$ref === "string" ? undefined : at;
}

/** The names an object schema requires, its `allOf` members' too (a few levels deep), but for readOnly
 * properties: a request never sends those (OpenAPI: "required" of a readOnly property is for responses). */
function requiredNames(doc: unknown, schema: unknown, depth = 0): string[] {
  const target = follow(doc, schema);
  if (!isRecord(target) || depth > 8) return [];
  const properties = isRecord(target.properties) ? target.properties : {};
  const readOnly = (name: string) => {
    const property = Object.hasOwn(properties, name) ? follow(doc, properties[name]) : undefined;
    return isRecord(property) && property.readOnly === true;
  };
  const own = Array.isArray(target.required)
    ? target.required.filter((n): n is string => typeof n === "string" && !readOnly(n))
    : [];
  const members = Array.isArray(target.allOf) ? target.allOf.flatMap((m) => requiredNames(doc, m, depth + 1)) : [];
  return [...new Set([...own, ...members])];
}

/** The schema of the body sent, by its Content-Type. */
function bodySchema(doc: unknown, operation: JsonRecord, mediaType: string | undefined): unknown {
  const body = follow(doc, operation.requestBody);
  if (!isRecord(body) || !isRecord(body.content) || mediaType === undefined) return undefined;
  const media = follow(doc, body.content[mediaType]);
  return isRecord(media) ? media.schema : undefined;
}

/** The body's fields as sent: a JSON object's keys, or a form's names. */
function sentFields(body: unknown): Set<string> {
  if (typeof body === "string") return new Set(new URLSearchParams(body).keys());
  return new Set(isRecord(body) ? Object.keys(body) : []);
}

/**
 * undefined when the API would take `request` as far as the document says; else a refusal naming what it would
 * refuse: `missing_argument` for a body property the body's schema requires, `not_runnable` for a path
 * placeholder that no parameter of the operation fills (a problem of the document, not of the arguments).
 */
export function checkRequest(
  doc: unknown,
  operation: { operation: JsonRecord; path: string; pathParameters: readonly string[] },
  request: HttpRequest,
): Refusal | { code: "not_runnable"; names: string[]; message: string } | undefined {
  const { path } = operation;
  const template = [...path.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] as string);
  const literal = [...new Set(template.filter((name) => !operation.pathParameters.includes(name)))];
  if (literal.length > 0)
    return {
      code: "not_runnable",
      names: literal,
      message: `The path "${path}" has ${literal.map((n) => `{${n}}`).join(", ")}, which no path parameter of the operation fills: the request would go to the literal text. Add a path parameter named ${literal.map((n) => `"${n}"`).join(", ")} to the document.`,
    };
  if (request.body === null || request.body === undefined) return undefined;
  const schema = bodySchema(doc, operation.operation, request.headers["Content-Type"]);
  const sent = sentFields(request.body);
  const problems: ArgumentProblem[] = requiredNames(doc, schema)
    .filter((name) => !sent.has(name))
    .map((name) => ({
      code: "missing_argument",
      name,
      message: `"${name}" is required in the request body whenever a body is sent (its schema requires it), and the API would refuse the request without it.`,
    }));
  return problems.length > 0 ? refuseArguments(problems).error : undefined;
}
