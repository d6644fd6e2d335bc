// Argument checks before anything runs (D4.2, D4.3): unknown, missing and invalid, all at once, with ajv.

import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { entriesOf, isRecord, isStringArray, type JsonRecord } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";
import { effectiveArgsSchema, tokenPlaceholders } from "./args-schema.js";
import { type ArgumentProblem, type Refused, refuse, refuseArguments } from "./refusal.js";

// x-position and other annotations are not ajv keywords: strict off, but errors all at once.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();
const compiledByText = new Map<string, ValidateFunction>();

function validatorFor(schema: JsonRecord): ValidateFunction {
  const cached = compiled.get(schema);
  if (cached) return cached;
  const text = JSON.stringify(schema);
  let validate = compiledByText.get(text);
  if (!validate) {
    validate = ajv.compile(schema);
    if (compiledByText.size > 500) compiledByText.clear();
    compiledByText.set(text, validate);
  }
  compiled.set(schema, validate);
  return validate;
}

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
  for (const [name, value] of entriesOf(args)) {
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
  const inArgv = new Set(tokenPlaceholders(surface, verb));
  for (const [name, value] of Object.entries(values)) {
    if (inArgv.has(name) && typeof value === "object") {
      problems.push({
        code: "invalid_argument",
        name,
        message: `"${name}" is ${describeValue(value)}; an argument spliced into argv must be a string, number or boolean.`,
      });
    }
  }
  let validate: ValidateFunction;
  try {
    validate = validatorFor(schema);
  } catch (error) {
    return refuse(
      "pack_invalid",
      [verb.key],
      `The args schema of "${verb.key}" is not valid JSON Schema: ${(error as Error).message}.`,
    );
  }
  if (!validate(values)) {
    for (const e of validate.errors ?? []) {
      if (e.keyword === "required" || e.keyword === "additionalProperties") continue; // reported above
      const name = e.instancePath.split("/")[1]?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";
      if (problems.some((p) => p.name === name)) continue;
      problems.push({
        code: "invalid_argument",
        name,
        message: `"${name}" ${e.message ?? "is invalid"} (found ${describeValue(values[name])}).`,
      });
    }
  }
  return problems.length ? refuseArguments(problems) : { ok: true, values };
}
