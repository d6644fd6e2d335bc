// Protocol metadata (DECISIONS.md 8, §2.6): derive the `hcp` object from a manifest, validate it strictly, compare it.
import { type HcpMetadata, hcpMetadataSchema } from "../schema/hcp.js";
import { hasOwn, isRecord, type JsonRecord } from "./json-value.js";
import type { SurfaceView } from "./surface-view.js";

/**
 * The `hcp` object a runtime derives from the manifest. Values are copied as the manifest has
 * them (a wrong type stays visible, so validation shows it); defaults are applied for kind and plane.
 */
export interface DerivedHcp {
  hcp: 1;
  pack_id?: unknown;
  adapter_kind: unknown;
  binding?: { mode?: unknown; hub?: unknown };
  wrap?: { bin: unknown };
  plane: unknown;
  transports?: unknown;
}

/** A problem of an `hcp` object; `path` is inside the object (`["binding", "mode"]`). */
export interface HcpIssue {
  path: (string | number)[];
  kind: "unknown_field" | "invalid";
  /** One line naming the value, e.g. `"plane" is "side", not one of "runtime", "control"`. */
  message: string;
}

export type HcpValidation = { ok: true; metadata: HcpMetadata } | { ok: false; issues: HcpIssue[] };

/** A field of an explicit `hcp` object that disagrees with the manifest. `expected` undefined: the manifest lacks it. */
export interface HcpMismatch {
  path: string[];
  given: unknown;
  expected: unknown;
}

/** Which manifest key gives the effective kind: `kind`, else its alias `adapter_kind` (undefined: the default). */
export function kindKey(raw: JsonRecord): "kind" | "adapter_kind" | undefined {
  if (typeof raw.kind === "string") return "kind";
  if (typeof raw.adapter_kind === "string") return "adapter_kind";
  return undefined;
}

/** Derive the `hcp` object from the manifest (§2.6.3), leaving out what the manifest lacks. */
export function deriveHcp(surface: SurfaceView): DerivedHcp {
  const raw = surface.raw;
  const out: DerivedHcp = { hcp: 1, adapter_kind: "composite", plane: "runtime" };
  if (hasOwn(raw, "id")) out.pack_id = raw.id;
  if (hasOwn(raw, "kind")) out.adapter_kind = raw.kind;
  else if (hasOwn(raw, "adapter_kind")) out.adapter_kind = raw.adapter_kind;
  if (isRecord(raw.binding)) {
    const binding: { mode?: unknown; hub?: unknown } = {};
    if (hasOwn(raw.binding, "mode")) binding.mode = raw.binding.mode;
    if (hasOwn(raw.binding, "hub")) binding.hub = raw.binding.hub;
    if (Object.keys(binding).length > 0) out.binding = binding;
  }
  if (isRecord(raw.wrap) && hasOwn(raw.wrap, "bin")) out.wrap = { bin: raw.wrap.bin };
  if (hasOwn(raw, "plane")) out.plane = raw.plane;
  if (hasOwn(raw, "transports")) out.transports = raw.transports;
  return out;
}

/** Show a value in a message: strings as JSON, anything else quoted too. */
export function showValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === undefined) return "nothing";
  return `"${JSON.stringify(value)}"`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const seg of path) {
    if (Array.isArray(v) && typeof seg === "number") v = v[seg];
    else if (isRecord(v) && typeof seg === "string") v = v[seg];
    else return undefined;
  }
  return v;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** Validate an `hcp` object strictly with the schema; every issue names its field and value. */
export function validateHcp(value: unknown): HcpValidation {
  const parsed = hcpMetadataSchema.safeParse(value);
  if (parsed.success) return { ok: true, metadata: parsed.data };
  const issues: HcpIssue[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((s): s is string | number => typeof s !== "symbol");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        issues.push({ path: [...path, key], kind: "unknown_field", message: `unknown field "${key}"` });
      continue;
    }
    const name = path.length > 0 ? `"${path.join(".")}"` : "the object";
    const found = valueAt(value, path);
    let message: string;
    if (issue.code === "invalid_value") {
      const allowed = issue.values.map(showValue);
      message = `${name} is ${showValue(found)}, not ${allowed.length === 1 ? allowed[0] : `one of ${allowed.join(", ")}`}`;
    } else if (issue.code === "invalid_type") {
      message =
        found === undefined
          ? `${name} is missing (${issue.expected})`
          : `${name} is ${typeName(found)} (${showValue(found)}), not ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`;
    } else {
      message = `${name}: ${issue.message}`;
    }
    issues.push({ path, kind: "invalid", message });
  }
  return { ok: false, issues };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    // transports is a set of faces: order does not matter
    const key = (v: unknown[]) =>
      v
        .map((x) => JSON.stringify(x))
        .sort()
        .join("\u0000");
    return a.length === b.length && key(a) === key(b);
  }
  return a === b || (typeof a === "object" && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

const comparedFields: string[][] = [
  ["pack_id"],
  ["adapter_kind"],
  ["binding", "mode"],
  ["binding", "hub"],
  ["wrap", "bin"],
  ["plane"],
  ["transports"],
];

/**
 * Fields of an explicit `hcp` object that disagree with the manifest (DECISIONS.md 8). Only
 * fields the object gives are compared; a field it leaves out is no disagreement.
 */
export function compareHcp(given: unknown, surface: SurfaceView): HcpMismatch[] {
  if (!isRecord(given)) return [];
  const derived = deriveHcp(surface);
  const out: HcpMismatch[] = [];
  for (const path of comparedFields) {
    const parent = valueAt(given, path.slice(0, -1));
    const last = path[path.length - 1] as string;
    if (!isRecord(parent) || !hasOwn(parent, last)) continue;
    const value = parent[last];
    const expected = valueAt(derived, path);
    if (!sameValue(value, expected)) out.push({ path, given: value, expected });
  }
  return out;
}
