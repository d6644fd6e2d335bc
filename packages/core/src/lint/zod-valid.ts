// A quick "zod would accept this value" for the parsed JSON lint reads, without building zod's output copy.
import type * as z from "zod/mini";

/**
 * The zod schemas' internals this reads. A valid 1 MiB manifest made zod copy every object and array of
 * it (a quarter of a lint's garbage); lint only needs zod's issues when there are some.
 */
interface Internals {
  def: {
    type: string;
    checks?: { _zod: { def: { check: string } } }[];
    coerce?: boolean;
    innerType?: z.ZodMiniType;
    element?: z.ZodMiniType;
    shape?: Record<string, z.ZodMiniType>;
    catchall?: z.ZodMiniType;
    keyType?: z.ZodMiniType;
    valueType?: z.ZodMiniType;
    options?: z.ZodMiniType[];
  };
  values?: Set<unknown>;
}

const internals = (schema: z.ZodMiniType) => schema._zod as unknown as Internals;

/** Only `describe` checks (metadata, no test) are understood; any other check sends the value to zod. */
function onlyDescribed(checks: Internals["def"]["checks"]): boolean {
  if (checks === undefined) return true;
  for (const c of checks) if (c._zod.def.check !== "describe") return false;
  return true;
}

/** An object as JSON.parse makes it: Object.prototype, no own `constructor` or `__proto__` (zod reads those). */
function plainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return !Object.hasOwn(value, "constructor") && !Object.hasOwn(value, "__proto__");
}

/** A key absent from an object is accepted by an optional or defaulted field. */
const absentOk = (schema: z.ZodMiniType) => {
  const type = internals(schema).def.type;
  return type === "optional" || type === "default";
};

function objectValid(zod: Internals, value: unknown): boolean {
  const { shape, catchall } = zod.def;
  if (shape === undefined || !plainObject(value)) return false;
  for (const key in shape) {
    const field = shape[key] as z.ZodMiniType;
    if (!Object.hasOwn(value, key)) {
      if (key in value || !absentOk(field)) return false;
    } else if (!valid(field, value[key])) return false;
  }
  if (catchall === undefined) return true; // zod strips unknown keys
  const rest = internals(catchall).def.type;
  if (rest === "unknown") return true; // a loose object
  if (rest !== "never") return false;
  for (const key in value) if (!Object.hasOwn(shape, key)) return false; // a strict object's unknown key
  return true;
}

function recordValid(zod: Internals, value: unknown): boolean {
  const { keyType, valueType } = zod.def;
  if (keyType === undefined || valueType === undefined || !plainObject(value)) return false;
  const keys = internals(keyType);
  // Any string key passes z.string(); other key schemas (enums, literals, checks) are zod's to read.
  if (keys.def.type !== "string" || keys.values !== undefined || keys.def.coerce || !onlyDescribed(keys.def.checks))
    return false;
  for (const key in value) if (!valid(valueType, value[key])) return false;
  return true;
}

/**
 * True only when zod's safeParse of `value` would succeed; false when it fails or when this cannot tell (a
 * schema kind or check not read here). So a false answer always goes on to zod, which reports the issues.
 */
export function valid(schema: z.ZodMiniType, value: unknown): boolean {
  const zod = internals(schema);
  const def = zod.def;
  if (!onlyDescribed(def.checks) || def.coerce) return false;
  switch (def.type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
    case "unknown":
      return true;
    case "enum":
    case "literal":
      return zod.values?.has(value) === true;
    case "optional":
    case "default":
      // JSON has no undefined: an absent key is the object's to judge.
      return value !== undefined && def.innerType !== undefined && valid(def.innerType, value);
    case "array":
      if (!Array.isArray(value) || def.element === undefined) return false;
      for (let i = 0; i < value.length; i++) if (!valid(def.element, value[i])) return false;
      return true;
    case "object":
      return objectValid(zod, value);
    case "record":
      return recordValid(zod, value);
    case "union":
      if (def.options === undefined) return false;
      for (const option of def.options) if (valid(option, value)) return true;
      return false;
    default:
      return false;
  }
}
