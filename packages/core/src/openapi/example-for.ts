// An example value for an argument that the document gives none: a bounded sample of its schema, kept only
// when the argument's own schema accepts it (init --from-openapi).
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { argsValidator } from "../projection/args-validator.js";
import { sampleBounds } from "./bounded-schema.js";
import { jsonSizeWithin } from "./json-size.js";
import { sampleSchema } from "./sample-schema.js";

/** Longest example written into surface.json, as JSON text. */
const maxExampleChars = 2_000;

/** A value for argument `name` of a derived args schema (`{ properties, $defs }`), or undefined. */
export function exampleFor(argsSchema: JsonRecord, name: string): unknown {
  const properties = isRecord(argsSchema.properties) ? argsSchema.properties : {};
  const schema = Object.hasOwn(properties, name) ? properties[name] : undefined;
  if (schema === undefined) return undefined;
  // A string built from the argument's pattern where it has one: a plain sample would fail it. The schema's own
  // example or default first; when the schema refuses that (`type: integer, example: '23456'`), one made from
  // the type and constraints alone.
  for (const literals of [true, false]) {
    const sampled = sampleSchema(argsSchema, schema, "request", { ...sampleBounds, patterns: true, literals });
    if (!sampled.ok || sampled.value === null || sampled.value === undefined) continue;
    if (jsonSizeWithin(sampled.value, maxExampleChars) === undefined) continue;
    if (accepts(argsSchema, name, sampled.value)) return sampled.value;
  }
  return undefined;
}

/** True when argument `name` of a derived args schema takes `value` (as a run would check it). */
export function accepts(argsSchema: JsonRecord, name: string, value: unknown): boolean {
  const properties = isRecord(argsSchema.properties) ? argsSchema.properties : {};
  if (!Object.hasOwn(properties, name)) return false;
  const one: JsonRecord = { type: "object", properties: { [name]: properties[name] }, required: [name] };
  if (argsSchema.$defs !== undefined) one.$defs = argsSchema.$defs;
  try {
    return argsValidator(one).validate({ [name]: value }).length === 0;
  } catch {
    return false; // a schema the validator cannot use is M028's to report
  }
}
