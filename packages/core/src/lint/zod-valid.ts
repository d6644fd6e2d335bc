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

/** A compiled question "does zod accept this value?" for one schema: true only when it certainly does. */
type Check = (value: unknown) => boolean;

const never: Check = () => false;
const checks = new WeakMap<z.ZodMiniType, Check>();

/** The schema's check, compiled once: the walk then reads no zod internals (a valid 1 MiB manifest has ~50,000 values). */
function checkOf(schema: z.ZodMiniType): Check {
  let check = checks.get(schema);
  if (!check) {
    // A recursive schema reaches itself while compiling: it reads its own check when it runs.
    checks.set(schema, (value) => (checks.get(schema) as Check)(value));
    check = compile(schema);
    checks.set(schema, check);
  }
  return check;
}

function objectCheck(zod: Internals): Check {
  const { shape, catchall } = zod.def;
  if (shape === undefined) return never;
  const keys = Object.keys(shape);
  const fields = keys.map((key) => checkOf(shape[key] as z.ZodMiniType));
  const absent = keys.map((key) => absentOk(shape[key] as z.ZodMiniType));
  const rest = catchall === undefined ? "strip" : internals(catchall).def.type;
  if (rest !== "strip" && rest !== "unknown" && rest !== "never") return never;
  const known = new Set(keys);
  return (value) => {
    if (!plainObject(value)) return false;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      if (!Object.hasOwn(value, key)) {
        if (key in value || !absent[i]) return false;
      } else if (!(fields[i] as Check)(value[key])) return false;
    }
    // zod strips unknown keys, a loose object keeps them, a strict one refuses them.
    if (rest === "never") for (const key in value) if (!known.has(key)) return false;
    return true;
  };
}

function recordCheck(zod: Internals): Check {
  const { keyType, valueType } = zod.def;
  if (keyType === undefined || valueType === undefined) return never;
  const keys = internals(keyType);
  // Any string key passes z.string(); other key schemas (enums, literals, checks) are zod's to read.
  if (keys.def.type !== "string" || keys.values !== undefined || keys.def.coerce || !onlyDescribed(keys.def.checks))
    return never;
  const item = checkOf(valueType);
  return (value) => {
    if (!plainObject(value)) return false;
    for (const key in value) if (!item(value[key])) return false;
    return true;
  };
}

function compile(schema: z.ZodMiniType): Check {
  const zod = internals(schema);
  const def = zod.def;
  if (!onlyDescribed(def.checks) || def.coerce) return never;
  switch (def.type) {
    case "string":
      return (value) => typeof value === "string";
    case "number":
      return (value) => typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return (value) => typeof value === "boolean";
    case "unknown":
      return () => true;
    case "enum":
    case "literal": {
      const values = zod.values;
      return values ? (value) => values.has(value) : never;
    }
    case "optional":
    case "default": {
      // JSON has no undefined: an absent key is the object's to judge.
      if (def.innerType === undefined) return never;
      const inner = checkOf(def.innerType);
      return (value) => value !== undefined && inner(value);
    }
    case "array": {
      if (def.element === undefined) return never;
      const item = checkOf(def.element);
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!item(value[i])) return false;
        return true;
      };
    }
    case "object":
      return objectCheck(zod);
    case "record":
      return recordCheck(zod);
    case "union": {
      const options = (def.options ?? []).map(checkOf);
      return options.length === 0 ? never : (value) => options.some((option) => option(value));
    }
    default:
      return never;
  }
}

/**
 * True only when zod's safeParse of `value` would succeed; false when it fails or when this cannot tell (a
 * schema kind or check not read here). So a false answer always goes on to zod, which reports the issues.
 */
export function valid(schema: z.ZodMiniType, value: unknown): boolean {
  return checkOf(schema)(value);
}
