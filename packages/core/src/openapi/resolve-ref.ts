// Resolving an internal `$ref` ("#/components/schemas/Card") inside a parsed OpenAPI document (DECISIONS 14).
import { isRecord } from "../pack/json-value.js";

/**
 * The segments of an internal reference: `#` then an RFC 6901 pointer, percent-decoded first as a URI
 * fragment (RFC 3986); undefined for anything else (a remote or relative reference, a bad escape).
 */
export function refSegments(ref: string): string[] | undefined {
  if (!ref.startsWith("#")) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return undefined;
  const segments = pointer.slice(1).split("/");
  // "~" must be followed by 0 or 1 (RFC 6901 section 3).
  if (segments.some((s) => /~(?![01])/.test(s))) return undefined;
  return segments.map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The value an own property or array index names, or undefined. */
export function childOf(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) {
    if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
    return value[Number(segment)];
  }
  if (isRecord(value) && Object.hasOwn(value, segment)) return value[segment];
  return undefined;
}

/**
 * The value an internal reference (`#/...`) names in `doc`, or undefined when it is not internal or
 * names nothing. One step a segment: never follows a `$ref` it meets on the way, so it ends however
 * the references cycle.
 */
export function resolveRef(doc: unknown, ref: string): unknown | undefined {
  const segments = refSegments(ref);
  if (!segments) return undefined;
  let value: unknown = doc;
  for (const segment of segments) {
    value = childOf(value, segment);
    if (value === undefined) return undefined;
  }
  return value;
}
