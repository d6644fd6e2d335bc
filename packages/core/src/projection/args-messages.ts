// Plain words for JSON Schema errors about one argument: "must be a string", "must be one of …".
import type { OutputUnit } from "@cfworker/json-schema";
import { isRecord } from "../pack/json-value.js";

/** Errors that only say "something below failed"; the errors after them say what. */
const wrappers = new Set([
  "properties",
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "propertyNames",
  "$ref",
  "$dynamicRef",
  "$recursiveRef",
  "allOf",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "dependencies",
]);

/** The segments of a JSON pointer in URI fragment form (`#/a~1b/0`), decoded. */
export function pointerSegments(location: string): string[] {
  const pointer = location.startsWith("#") ? location.slice(1) : location;
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => {
      let decoded = s;
      try {
        decoded = decodeURIComponent(s);
      } catch {
        // not percent-encoded after all: keep it as it is
      }
      return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
    });
}

/** The schema value at a keyword location, when the path does not go through a reference. */
function keywordValue(schema: unknown, keywordLocation: string): unknown {
  let at: unknown = schema;
  for (const segment of pointerSegments(keywordLocation)) {
    if (segment.startsWith("$") && segment.endsWith("Ref")) return undefined;
    if (Array.isArray(at)) at = at[Number(segment)];
    else if (isRecord(at)) at = at[segment];
    else return undefined;
  }
  return at;
}

function withArticle(type: string): string {
  if (type === "null") return "null";
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function listOf(values: unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(", ");
}

/** "must …" for one error, from its keyword and the schema's value for it. */
export function requirementOf(error: OutputUnit, schema: unknown): string {
  const value = keywordValue(schema, error.keywordLocation);
  const n = typeof value === "number" ? value : undefined;
  switch (error.keyword) {
    case "type": {
      const types = Array.isArray(value) ? value : [value];
      if (types.every((t) => typeof t === "string")) return `must be ${types.map(withArticle).join(" or ")}`;
      break;
    }
    case "enum":
      if (Array.isArray(value)) return `must be one of ${listOf(value)}`;
      break;
    case "const":
      if (value !== undefined) return `must be ${JSON.stringify(value)}`;
      break;
    case "minimum":
      if (n !== undefined) return `must be at least ${n}`;
      break;
    case "maximum":
      if (n !== undefined) return `must be at most ${n}`;
      break;
    case "exclusiveMinimum":
      if (n !== undefined) return `must be greater than ${n}`;
      break;
    case "exclusiveMaximum":
      if (n !== undefined) return `must be less than ${n}`;
      break;
    case "multipleOf":
      if (n !== undefined) return `must be a multiple of ${n}`;
      break;
    case "minLength":
      if (n !== undefined) return `must be at least ${n} character${n === 1 ? "" : "s"} long`;
      break;
    case "maxLength":
      if (n !== undefined) return `must be at most ${n} character${n === 1 ? "" : "s"} long`;
      break;
    case "pattern":
      if (typeof value === "string") return `must match the pattern ${JSON.stringify(value)}`;
      break;
    case "minItems":
      if (n !== undefined) return `must have at least ${n} item${n === 1 ? "" : "s"}`;
      break;
    case "maxItems":
      if (n !== undefined) return `must have at most ${n} item${n === 1 ? "" : "s"}`;
      break;
    case "uniqueItems":
      return "must not repeat an item";
    case "required": {
      const missing = /property "(.*)"\.$/.exec(error.error)?.[1];
      if (missing !== undefined) return `must have the property "${missing}"`;
      break;
    }
    case "dependentRequired": {
      const [, given, missing] = /has "(.*)" but does not have "(.*)"\.$/.exec(error.error) ?? [];
      if (given !== undefined) return `must have the property "${missing}" when it has "${given}"`;
      break;
    }
    case "anyOf":
      return "must match one of the forms its schema allows (anyOf)";
    case "oneOf":
      return "must match exactly one of the forms its schema allows (oneOf)";
    case "not":
      return "must not match the schema under `not`";
    case "false":
      return "is not allowed (its schema is false)";
  }
  return `does not match its schema (${error.error})`;
}

/** The error that says most about a group of errors on one argument: the first that is not a wrapper. */
export function telling(errors: OutputUnit[]): OutputUnit | undefined {
  return errors.find((e) => !wrappers.has(e.keyword)) ?? errors[0];
}
