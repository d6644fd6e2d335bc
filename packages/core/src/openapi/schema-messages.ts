// The words of a schema problem: what is wrong with which field, as a person fixing the document reads it.
import type { Anchor } from "../json/locate.js";
import type { SchemaLeaf } from "./schema-errors.js";

const typeNames: Record<string, string> = {
  object: "a mapping",
  array: "a list",
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "true or false",
  null: "null",
};

const named = (t: string) => typeNames[t] ?? t;

/** How a message names the place: `"description"`, `item 2 of "parameters"` (in a list), or the document. */
export function placeName(path: readonly string[], inList: boolean): string {
  const last = path.at(-1);
  if (last === undefined) return "the document";
  if (inList && path.length >= 2) return `item ${last} of ${JSON.stringify(path.at(-2))}`;
  return JSON.stringify(last);
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

function quotedList(values: readonly unknown[]): string {
  const parts = values.map(shown);
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}`;
}

/** A leaf's message and where it is best shown: a field's key, or its value. */
export function leafMessage(
  leaf: SchemaLeaf,
  value: unknown,
  inList: boolean,
  schemaAt: (keywordLocation: string) => unknown,
): { message: string; anchor: Anchor } {
  const { keyword, error } = leaf.unit;
  const place = placeName(leaf.path, inList);
  const keyAnchor: Anchor = leaf.path.length > 0 && !inList ? "key" : "value";
  const quoted = [...error.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
  switch (keyword) {
    case "type": {
      const expected =
        /Expected (.*)\.$/
          .exec(error)?.[1]
          ?.match(/"([^"]+)"/g)
          ?.map((t) => named(t.slice(1, -1))) ?? [];
      const actual = named(quoted[0] ?? "");
      return { anchor: "value", message: `${place} is ${actual}; it must be ${expected.join(" or ")}` };
    }
    case "required":
      return {
        anchor: keyAnchor,
        message: `${place} lacks the required field ${JSON.stringify(quoted[0] ?? "")}`,
      };
    case "anyRequired":
      return {
        anchor: keyAnchor,
        message: `${place} needs at least one of the fields ${quotedList(error.split("\u0000"))}`,
      };
    case "false":
      return {
        anchor: keyAnchor,
        message: `${place} is not a field here (check its spelling and level; extension fields start with "x-")`,
      };
    case "enum":
    case "const": {
      const allowed = /match (?:any of )?(.*)\.$/.exec(error)?.[1];
      let values: unknown[] = [];
      try {
        const parsed = allowed === undefined ? [] : JSON.parse(allowed);
        values = keyword === "enum" && Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        // The message as cfworker words it, below.
      }
      return { anchor: "value", message: `${place} is ${shown(value)}; it must be ${quotedList(values)}` };
    }
    case "pattern": {
      const name = leaf.unit.keywordLocation.includes("/propertyNames/");
      const pattern = schemaAt(leaf.unit.keywordLocation);
      const form = typeof pattern === "string" ? `it must match ${pattern}` : "it does not match the schema's pattern";
      return {
        anchor: name ? "key" : "value",
        message: `${place} ${name ? "is not an allowed name" : `${shown(value)} does not have the required form`}: ${form}`,
      };
    }
    case "uniqueItems": {
      const [a, b] = [...error.matchAll(/\d+/g)].map((m) => m[0]);
      return { anchor: "value", message: `${place} holds the same item twice (items ${a} and ${b}); list each once` };
    }
    case "oneOf":
      return {
        anchor: "value",
        message: `${place} fits more than one of the forms allowed here; it must fit exactly one`,
      };
    case "not":
      return { anchor: "value", message: `${place} has a form that is not allowed here` };
    default:
      return { anchor: "value", message: `${place}: ${error.replace(/^Instance /, "the value ").replace(/\.$/, "")}` };
  }
}
