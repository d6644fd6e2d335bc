// Parameter values as URL and header text by OpenAPI `style` and `explode` (OpenAPI 3.1 4.8.12.4, RFC 3986 encoding).
import { isRecord } from "../pack/json-value.js";
import type { DerivedArg } from "./derive-args.js";

/** One value as text: strings as they are, numbers and booleans by String(), null empty, anything else JSON. */
export function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** RFC 3986: everything but the unreserved characters percent-encoded, UTF-8 (spaces as %20, never +). */
export function encodeStrict(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `allowReserved`: RFC 3986's reserved characters kept as they are, except `#`, `&` and `=`, which would end
 * the query or split a pair (docs/decisions.md).
 */
function encodeAllowingReserved(text: string): string {
  return encodeStrict(text).replace(/%(3A|2F|3F|5B|5D|40|21|24|27|28|29|2A|2B|2C|3B)/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

const entriesOfValue = (value: Record<string, unknown>) => Object.entries(value);

/** A path or header value by style `simple` (default), `label` or `matrix`; `encode` applies to each item. */
export function simpleText(arg: DerivedArg, value: unknown, encode: (s: string) => string): string {
  if (arg.asJson) return encode(JSON.stringify(value));
  const style = arg.style;
  const { explode, name } = arg;
  const prefix = style === "label" ? "." : style === "matrix" ? `;${encode(name)}=` : "";
  if (Array.isArray(value)) {
    const items = value.map((v) => encode(scalarText(v)));
    if (style === "matrix" && explode) return items.map((i) => `;${encode(name)}=${i}`).join("");
    return prefix + items.join(style === "label" && explode ? "." : ",");
  }
  if (isRecord(value)) {
    const pairs = entriesOfValue(value).map(([k, v]) => [encode(k), encode(scalarText(v))] as const);
    if (explode) {
      if (style === "matrix") return pairs.map(([k, v]) => `;${k}=${v}`).join("");
      return (style === "label" ? "." : "") + pairs.map(([k, v]) => `${k}=${v}`).join(style === "label" ? "." : ",");
    }
    return prefix + pairs.map(([k, v]) => `${k},${v}`).join(",");
  }
  return prefix + encode(scalarText(value));
}

/** A query parameter as `name=value` pairs joined by `&`, by style `form` (default), `spaceDelimited`, `pipeDelimited` or `deepObject`. */
export function queryText(arg: DerivedArg, value: unknown): string {
  const encode = arg.allowReserved ? encodeAllowingReserved : encodeStrict;
  const name = encodeStrict(arg.name);
  if (arg.asJson) return `${name}=${encode(JSON.stringify(value))}`;
  const { style, explode } = arg;
  const joiner = style === "spaceDelimited" ? "%20" : style === "pipeDelimited" ? "%7C" : ",";
  if (Array.isArray(value)) {
    const items = value.map((v) => encode(scalarText(v)));
    if (explode) return items.map((i) => `${name}=${i}`).join("&");
    return `${name}=${items.join(joiner)}`;
  }
  if (isRecord(value)) {
    const pairs = entriesOfValue(value).map(([k, v]) => [encodeStrict(k), encode(scalarText(v))] as const);
    // deepObject: `name[key]=value` whatever `explode` says (OpenAPI defines it exploded only).
    if (style === "deepObject") return pairs.map(([k, v]) => `${name}[${k}]=${v}`).join("&");
    if (explode) return pairs.map(([k, v]) => `${k}=${v}`).join("&");
    return `${name}=${pairs.map(([k, v]) => `${k}${joiner}${v}`).join(joiner)}`;
  }
  return `${name}=${encode(scalarText(value))}`;
}

/** A form body's fields (application/x-www-form-urlencoded: `+` for spaces), arrays as repeated names. */
export function formText(fields: [string, unknown][]): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (Array.isArray(value)) for (const item of value) params.append(name, scalarText(item));
    else params.append(name, scalarText(value));
  }
  return params.toString();
}
