// Argument checks before anything runs (D4.2, D4.3): unknown, missing and invalid, all at once.

import type { OutputUnit } from "@cfworker/json-schema";
import { isRecord, isStringArray, type JsonRecord } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";
import { pointerSegments, requirementOf, telling } from "./args-messages.js";
import { effectiveArgsSchema, tokenPlaceholders } from "./args-schema.js";
import { argsValidator } from "./args-validator.js";
import { type ArgumentProblem, type Refused, refuse, refuseArguments } from "./refusal.js";

export interface CheckedArgs {
  ok: true;
  /** The given arguments without absent (null) optional ones. */
  values: JsonRecord;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}

export function checkArgs(surface: SurfaceView, verb: VerbView, args: unknown): CheckedArgs | Refused {
  if (!isRecord(args)) {
    return refuse("invalid_argument", [], `Arguments must be a JSON object, not ${describeValue(args)}.`);
  }
  const schema = effectiveArgsSchema(surface, verb);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = isStringArray(schema.required) ? schema.required : [];
  const problems: ArgumentProblem[] = [];
  const values: JsonRecord = {};
  // for…in over own keys, not entries: no pair an argument (lint checks a line a command).
  for (const name in args) {
    if (!Object.hasOwn(args, name)) continue;
    const value = args[name];
    if (!Object.hasOwn(properties, name)) {
      const known = Object.keys(properties);
      problems.push({
        code: "unknown_argument",
        name,
        message: `"${name}" is not an argument of "${verb.key}"${known.length ? ` (it takes ${known.map((k) => `"${k}"`).join(", ")})` : " (it takes none)"}.`,
      });
    } else if (value !== null) values[name] = value;
  }
  for (const name of required) {
    if (values[name] === undefined) {
      problems.push({ code: "missing_argument", name, message: `"${name}" is required by "${verb.key}".` });
    }
  }
  // The command's placeholders are read only when some value is an object: lint checks a line a command.
  let inArgv: Set<string> | undefined;
  for (const name in values) {
    if (!Object.hasOwn(values, name)) continue; // a "__proto__" argument set the prototype, not a key
    const value = values[name];
    if (typeof value !== "object") continue;
    // An openapi command sends a request, no argv: its `cli` is only the form people type (DECISIONS 14).
    inArgv ??= new Set(verb.operation ? [] : tokenPlaceholders(surface, verb));
    if (inArgv.has(name)) {
      problems.push({
        code: "invalid_argument",
        name,
        message: `"${name}" is ${describeValue(value)}; an argument spliced into argv must be a string, number or boolean.`,
      });
    }
  }
  let errors: OutputUnit[];
  try {
    errors = argsValidator(schema).validate(values);
  } catch (error) {
    return refuse(
      "pack_invalid",
      [verb.key],
      `The args schema of "${verb.key}" cannot be used: ${(error as Error).message}.`,
    );
  }
  if (errors.length > 0) problems.push(...schemaProblems(verb.key, schema, values, errors, problems));
  return problems.length ? refuseArguments(problems) : { ok: true, values };
}

/** The property a `required` or `dependentRequired` error says is missing. */
function missingName(e: OutputUnit): string | undefined {
  if (e.keyword === "required") return /property "(.*)"\.$/.exec(e.error)?.[1];
  // `dependencies` with a list is draft 7's dependentRequired, with the same words.
  if (e.keyword === "dependentRequired" || e.keyword === "dependencies")
    return /does not have "(.*)"\.$/.exec(e.error)?.[1];
  return undefined;
}

function valueAt(values: JsonRecord, path: string[]): unknown {
  let at: unknown = values;
  for (const segment of path) at = isRecord(at) || Array.isArray(at) ? (at as JsonRecord)[segment] : undefined;
  return at;
}

/** One problem per argument the schema rejects (besides those already found), and missing ones it adds. */
function schemaProblems(
  verbKey: string,
  schema: JsonRecord,
  values: JsonRecord,
  errors: OutputUnit[],
  found: ArgumentProblem[],
): ArgumentProblem[] {
  if (errors.length === 0) return []; // the common case: no map, list or closure made
  const problems: ArgumentProblem[] = [];
  const known = (name: string) => found.some((p) => p.name === name) || problems.some((p) => p.name === name);
  const byArgument = new Map<string, OutputUnit[]>();
  const whole: OutputUnit[] = [];
  for (const e of errors) {
    const name = pointerSegments(e.instanceLocation)[0];
    if (name === undefined) whole.push(e);
    else byArgument.set(name, [...(byArgument.get(name) ?? []), e]);
  }
  for (const e of whole) {
    // A required argument the top level did not list (from if/then or dependentRequired) is missing too.
    const missing = missingName(e);
    if (missing !== undefined && !known(missing)) {
      problems.push({
        code: "missing_argument",
        name: missing,
        message: `"${missing}" is required by "${verbKey}" with these arguments.`,
      });
    }
  }
  for (const [name, group] of byArgument) {
    const e = telling(group);
    if (!e || known(name)) continue;
    const path = pointerSegments(e.instanceLocation).slice(1);
    const where = path.length ? ` at /${path.join("/")}` : "";
    problems.push({
      code: "invalid_argument",
      name,
      message: `"${name}"${where} ${requirementOf(e, schema)} (found ${describeValue(valueAt(values, [name, ...path]))}).`,
    });
  }
  if (problems.length === 0 && found.length === 0 && whole.length > 0) {
    // The arguments as a whole fail (minProperties, not, anyOf at the top): say which rule.
    const e = telling(whole.filter((w) => missingName(w) === undefined && w.keyword !== "properties")) ?? whole[0];
    const message =
      e?.keyword === "false"
        ? `The arguments are never accepted: the args schema of "${verbKey}" is false for them as a whole, so no call can pass.`
        : e && `The arguments ${requirementOf(e, schema)}.`;
    if (message) problems.push({ code: "invalid_argument", name: "", message });
  }
  return problems;
}
