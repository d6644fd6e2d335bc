// A verb's own `args` over its operation's arguments (DECISIONS 14): fewer, tighter, described; both schemas checked.
import type { JsonPath } from "../json/pointer.js";
import { closestName } from "../lint/closest-name.js";
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import type { DerivedArgs } from "./derive-args.js";
import { defsResolver, widenings } from "./widening.js";

/** A problem of the narrowing, in surface.json: O005 (an argument the operation lacks) or O006 (widening). */
export interface NarrowProblem {
  code: "O005" | "O006";
  path: JsonPath;
  anchor?: "key";
  message: string;
}

export interface Narrowed {
  /** The command's args schema: what agents see and arguments are checked against. */
  schema: JsonRecord;
  problems: NarrowProblem[];
}

/** Keywords that describe an argument without constraining it. */
const annotationKeys = new Set(["description", "examples", "title", "x-position", "default", "deprecated", "$comment"]);
/** A narrowing that only describes, or repeats the operation's own constraints, merges flat. */
const onlyAnnotations = (schema: JsonRecord, op: JsonRecord) =>
  Object.keys(schema).every(
    (k) =>
      annotationKeys.has(k) ||
      k.startsWith("x-") ||
      (Object.hasOwn(op, k) && JSON.stringify(op[k]) === JSON.stringify(schema[k])),
  );

function pick(schema: JsonRecord, keys: string[]): JsonRecord {
  const out: JsonRecord = {};
  for (const k of keys) if (schema[k] !== undefined) out[k] = schema[k];
  return out;
}

/** One argument: the operation's schema, and the narrowing's on top (flat when it only describes, else both). */
function mergeProperty(op: JsonRecord, narrow: JsonRecord | undefined): JsonRecord {
  if (!narrow) return op;
  if (onlyAnnotations(narrow, op)) return { ...op, ...narrow };
  const allOf = Array.isArray(narrow.allOf) ? narrow.allOf : [];
  return { ...pick(op, ["type", "description", "examples"]), ...narrow, allOf: [...allOf, op] };
}

/** The operation schema a narrowing is compared with: a `$ref`'s target with the reference's own siblings. */
function comparable(op: JsonRecord, resolve: (s: unknown) => JsonRecord | undefined): JsonRecord {
  if (typeof op.$ref !== "string") return op;
  const { $ref: _, ...siblings } = op;
  return { ...(resolve(op) ?? {}), ...siblings };
}

/** Up to 12 names, quoted, then how many more: a message stays short however many arguments there are. */
function quoted(names: string[]): string {
  const shown = names
    .slice(0, 12)
    .map((n) => `"${n}"`)
    .join(", ");
  return names.length > 12 ? `${shown} and ${names.length - 12} more` : shown;
}

/** The command's schema and the narrowing's problems; without `args` the derived schema is the command's. */
export function narrowArgs(
  verbKey: string,
  operation: string,
  derived: DerivedArgs,
  args: JsonRecord | undefined,
): Narrowed {
  if (!args) return { schema: derived.schema, problems: [] };
  const problems: NarrowProblem[] = [];
  const opProps = derived.schema.properties as JsonRecord;
  const opRequired = derived.args.filter((a) => a.required).map((a) => a.name);
  const known = derived.args.map((a) => a.name);
  const declared = isRecord(args.properties) ? args.properties : {};
  const resolve = defsResolver(derived.schema.$defs);
  const at = (...tail: (string | number)[]): JsonPath => ["verbs", verbKey, "args", ...tail];
  const unknown = (name: string) => {
    const close = closestName(name, known);
    return `"${name}" is not an argument of operation "${operation}" (it takes ${known.length ? quoted(known) : "none"})${close ? `; did you mean "${close}"?` : ": remove it."}`;
  };
  const properties: JsonRecord = {};
  for (const name in declared) {
    if (!Object.hasOwn(declared, name)) continue;
    const narrow = declared[name];
    if (!Object.hasOwn(opProps, name)) {
      problems.push({
        code: "O005",
        path: at("properties", name),
        anchor: "key",
        message: `In "${verbKey}", ${unknown(name)}`,
      });
      continue;
    }
    const op = opProps[name] as JsonRecord;
    if (!isRecord(narrow)) {
      properties[name] = op; // a property that is no schema is M005's
      continue;
    }
    const wider = widenings(narrow, comparable(op, resolve), resolve);
    if (wider.length)
      problems.push({
        code: "O006",
        path: at("properties", name),
        anchor: "key",
        message: `Argument "${name}" of "${verbKey}" allows ${wider.join("; ")}. The operation's schema still applies, so such values are refused: narrow it to what "${operation}" allows.`,
      });
    properties[name] = mergeProperty(op, narrow);
  }
  const required = new Set<string>();
  const listed = Array.isArray(args.required) ? args.required : [];
  listed.forEach((name, i) => {
    if (typeof name !== "string") return;
    if (!Object.hasOwn(opProps, name)) {
      if (!Object.hasOwn(declared, name))
        problems.push({
          code: "O005",
          path: at("required", i),
          message: `In "${verbKey}" "required", ${unknown(name)}`,
        });
      return;
    }
    properties[name] ??= opProps[name];
    required.add(name);
  });
  const left = opRequired.filter((n) => !Object.hasOwn(properties, n));
  if (left.length)
    problems.push({
      code: "O006",
      path: isRecord(args.properties) ? at("properties") : at(),
      anchor: "key",
      message: `"args" of "${verbKey}" leaves out ${quoted(left)}, which operation "${operation}" requires: ${left.length === 1 ? "it stays" : "they stay"} a required argument of the command. Declare ${left.length === 1 ? "it" : "them"} in "args" (with a description and examples).`,
    });
  for (const n of left) properties[n] = opProps[n];
  for (const n of opRequired) required.add(n);
  const { properties: _p, required: _r, $defs: ownDefs, ...rest } = args;
  const schema: JsonRecord = { ...rest, type: "object", properties, required: [...required] };
  if (derived.schema.$defs !== undefined || ownDefs !== undefined)
    schema.$defs = {
      ...(isRecord(derived.schema.$defs) ? derived.schema.$defs : {}),
      ...(isRecord(ownDefs) ? ownDefs : {}),
    };
  return { schema, problems };
}
