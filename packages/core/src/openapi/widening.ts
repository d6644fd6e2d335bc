// Where a verb's `args` property allows what its operation's schema does not (O006): a type, an enum value or a bound.
import { isRecord, type JsonRecord } from "../pack/json-value.js";

const typesOf = (schema: JsonRecord): string[] | undefined =>
  typeof schema.type === "string"
    ? [schema.type]
    : Array.isArray(schema.type)
      ? schema.type.filter((t): t is string => typeof t === "string")
      : undefined;

/** Up to 8 values as JSON, then how many more: a message stays short however long the enum. */
function some(values: unknown[]): string {
  const shown = values
    .slice(0, 8)
    .map((v) => JSON.stringify(v))
    .join(", ");
  return values.length > 8 ? `${shown} and ${values.length - 8} more` : shown;
}

/** The allowed values a schema lists, by `enum` or `const`; undefined when it lists none. */
function listed(schema: JsonRecord): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if (Object.hasOwn(schema, "const")) return [schema.const];
  return undefined;
}

interface Bound {
  value: number;
  exclusive: boolean;
}

function bound(schema: JsonRecord, inclusive: string, exclusive: string): Bound | undefined {
  const a = typeof schema[inclusive] === "number" ? (schema[inclusive] as number) : undefined;
  const b = typeof schema[exclusive] === "number" ? (schema[exclusive] as number) : undefined;
  if (a === undefined && b === undefined) return undefined;
  if (b === undefined || (a !== undefined && a > b)) return { value: a as number, exclusive: false };
  return { value: b, exclusive: true };
}

const show = (b: Bound, lower: boolean) =>
  `${lower ? (b.exclusive ? "over" : "at least") : b.exclusive ? "under" : "at most"} ${b.value}`;

/** Lower bounds: the narrowing is wider when it starts below the operation's. Upper bounds the other way. */
function looser(narrow: Bound, op: Bound, lower: boolean): boolean {
  const d = lower ? op.value - narrow.value : narrow.value - op.value;
  return d > 0 || (d === 0 && op.exclusive && !narrow.exclusive);
}

const ranges: [inclusive: string, exclusive: string | undefined, lower: boolean, what: string][] = [
  ["minimum", "exclusiveMinimum", true, "values"],
  ["maximum", "exclusiveMaximum", false, "values"],
  ["minLength", undefined, true, "lengths"],
  ["maxLength", undefined, false, "lengths"],
  ["minItems", undefined, true, "item counts"],
  ["maxItems", undefined, false, "item counts"],
];

/**
 * What `narrow` allows that `op` (the operation's schema, `$ref`s followed by `resolve`) does not, in words;
 * [] when it only narrows. Only what both state is compared: a keyword the narrowing leaves out is not widening,
 * since the operation's schema applies as well.
 */
export function widenings(
  narrow: JsonRecord,
  op: JsonRecord,
  resolve: (s: unknown) => JsonRecord | undefined,
  depth = 0,
): string[] {
  const out: string[] = [];
  const nTypes = typesOf(narrow);
  const oTypes = typesOf(op);
  if (nTypes && oTypes) {
    const extra = nTypes.filter((t) => !oTypes.includes(t) && !(t === "integer" && oTypes.includes("number")));
    if (extra.length)
      out.push(
        `type ${extra.map((t) => `"${t}"`).join(", ")} where the operation takes ${oTypes.map((t) => `"${t}"`).join(" or ")}`,
      );
  }
  const nValues = listed(narrow);
  const oValues = listed(op);
  if (nValues && oValues) {
    // One set of the operation's values as JSON: two long enums compare in linear time.
    const allowed = new Set(oValues.map((o) => JSON.stringify(o)));
    const extra = nValues.filter((v) => !allowed.has(JSON.stringify(v)));
    if (extra.length) out.push(`${some(extra)}, not among the operation's values ${some(oValues)}`);
  }
  for (const [inclusive, exclusive, lower, what] of ranges) {
    const n = bound(narrow, inclusive, exclusive ?? "");
    const o = bound(op, inclusive, exclusive ?? "");
    if (n && o && looser(n, o, lower))
      out.push(`${what} ${show(n, lower)} where the operation allows ${show(o, lower)}`);
  }
  const nItems = resolve(narrow.items);
  const oItems = resolve(op.items);
  // Items of items… of the narrowing are compared a few levels down, not as deep as a document nests them.
  if (nItems && oItems && depth < 8)
    for (const w of widenings(nItems, oItems, resolve, depth + 1)) out.push(`items: ${w}`);
  return out;
}

/** A `$ref` into the args schema's `$defs`, followed (a few steps); other records as they are. */
export function defsResolver(defs: unknown): (s: unknown) => JsonRecord | undefined {
  return (schema) => {
    let at = schema;
    for (let hops = 0; hops < 16 && isRecord(at) && typeof at.$ref === "string"; hops++) {
      const key = at.$ref.startsWith("#/$defs/") ? at.$ref.slice("#/$defs/".length) : undefined;
      const target = key !== undefined && isRecord(defs) && Object.hasOwn(defs, key) ? defs[key] : undefined;
      // A $ref with siblings: its siblings are constraints too, but the bounds live in the target.
      at = target;
    }
    return isRecord(at) ? at : undefined;
  };
}
