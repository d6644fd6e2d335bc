// The P009 (allow-list, role, tenant) and P010 (runtime concern) keys of DECISIONS.md 2, and where they are looked for.
import type { JsonPath } from "../json/pointer.js";
import { entriesOf, isRecord, type JsonRecord } from "../pack/json-value.js";
import { POLICY, SURFACE } from "../pack/pack-files.js";

/** P009: keys naming user allow-lists, roles, principals or tenants (§2.7 P3). */
export const allowListKeys = [
  "users",
  "allowed_users",
  "allow_users",
  "allowlist",
  "roles",
  "role",
  "principals",
  "principal",
  "tenant",
  "tenants",
  "tenant_id",
  "org_id",
  "account_ids",
] as const;

/** P010: keys embedding runtime concerns (§2.8). */
export const runtimeConcernKeys = ["grants", "catalog", "sinks", "sink", "ui", "principal_map", "delivery"] as const;

/** Case and `_`/`-` do not matter: `allowedUsers`, `Tenant-ID` are the same keys. */
function normalize(key: string): string {
  return key.toLowerCase().replace(/[-_]/g, "");
}

const codeByKey = new Map<string, "P009" | "P010">([
  ...allowListKeys.map((k) => [normalize(k), "P009"] as const),
  ...runtimeConcernKeys.map((k) => [normalize(k), "P010"] as const),
]);

/** Codes by key as written (null: innocent): a 1,000-command pack repeats a handful of keys 7,000 times. */
const codeByWritten = new Map<string, "P009" | "P010" | null>();

/** The code a key gets wherever it is looked for, or undefined for an innocent key. */
export function forbiddenKeyCode(key: string): "P009" | "P010" | undefined {
  let code = codeByWritten.get(key);
  if (code === undefined) {
    code = codeByKey.get(normalize(key)) ?? null;
    if (codeByWritten.size >= 2000) codeByWritten.clear();
    codeByWritten.set(key, code);
  }
  return code ?? undefined;
}

/**
 * The objects whose own field names are checked: the manifest and policy objects themselves
 * (top level, `binding`, `wrap`, each command; in policy.json each `verbs` and `stimuli` row).
 * Never an `args` schema (an argument may well be called `role`) and never `hcp` (M051's).
 */
export function forbiddenKeyObjectPaths(file: string, value: unknown): JsonPath[] {
  if (!isRecord(value)) return [];
  const paths: JsonPath[] = [[]];
  const rowsOf = (field: string) =>
    entriesOf(value[field]).flatMap(([key, row]) => (isRecord(row) ? [[field, key]] : []));
  if (file === SURFACE) {
    if (isRecord(value.binding)) paths.push(["binding"]);
    if (isRecord(value.wrap)) paths.push(["wrap"]);
    paths.push(...rowsOf("verbs"));
  } else if (file === POLICY) {
    paths.push(...rowsOf("verbs"), ...rowsOf("stimuli"));
  } else {
    return [];
  }
  return paths;
}

export interface ForbiddenKey {
  code: "P009" | "P010";
  /** Path of the property (object path plus key). */
  path: JsonPath;
  key: string;
}

// P009, P010, M006 and Y001 ask about the same parsed value: compute once per value.
const cache = new WeakMap<object, ForbiddenKey[]>();

/** Every forbidden key of a file's parsed value, in document order of the checked objects. */
export function forbiddenKeys(file: string, value: unknown): ForbiddenKey[] {
  if (typeof value !== "object" || value === null) return [];
  const cached = cache.get(value);
  if (cached) return cached;
  const found = findForbiddenKeys(file, value);
  cache.set(value, found);
  return found;
}

/** The forbidden keys of one checked object, in its key order; paths are made only for a key found. */
function collect(found: ForbiddenKey[], object: unknown, objectPath: JsonPath): void {
  if (!isRecord(object)) return;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const code = forbiddenKeyCode(key);
    if (code) found.push({ code, path: [...objectPath, key], key });
  }
}

/** The rows of `value[field]` that are objects, each collected at [field, key]. */
function collectRows(found: ForbiddenKey[], value: JsonRecord, field: string): void {
  const rows = Object.hasOwn(value, field) ? value[field] : undefined;
  if (!isRecord(rows)) return;
  for (const key in rows) {
    if (!Object.hasOwn(rows, key)) continue;
    const row = rows[key];
    if (!isRecord(row)) continue;
    // The row's own path only when it holds a forbidden key: most hold none.
    for (const inner in row) {
      if (Object.hasOwn(row, inner) && forbiddenKeyCode(inner)) {
        collect(found, row, [field, key]);
        break;
      }
    }
  }
}

/** forbiddenKeyObjectPaths' objects read in place, in the same order (no path a row, no pair a key). */
function findForbiddenKeys(file: string, value: unknown): ForbiddenKey[] {
  const found: ForbiddenKey[] = [];
  if (!isRecord(value) || (file !== SURFACE && file !== POLICY)) return found;
  collect(found, value, []);
  if (file === SURFACE) {
    if (Object.hasOwn(value, "binding")) collect(found, value.binding, ["binding"]);
    if (Object.hasOwn(value, "wrap")) collect(found, value.wrap, ["wrap"]);
    collectRows(found, value, "verbs");
  } else {
    collectRows(found, value, "verbs");
    collectRows(found, value, "stimuli");
  }
  return found;
}

/** Whether P009 or P010 reports `key` of the object at `objectPath` (M006 and Y001 then stay silent). */
export function isForbiddenKeyAt(file: string, value: unknown, objectPath: JsonPath, key: string): boolean {
  if (forbiddenKeyCode(key) === undefined) return false;
  const target = JSON.stringify(objectPath);
  return forbiddenKeyObjectPaths(file, value).some((p) => JSON.stringify(p) === target);
}
