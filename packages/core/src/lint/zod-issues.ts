// Runs a zod schema over a raw parsed JSON value and turns its issues into lint reports (M005, M006, Y001).
import * as z from "zod/mini";
import type { JsonDoc } from "../json/parse-json.js";
import type { JsonPath } from "../json/pointer.js";
import { hasOwn, isRecord } from "../pack/json-value.js";
import { closestName, quotedList } from "./closest-name.js";
import { removeProperty, renameKey, replaceValue } from "./fix-edits.js";
import type { Report } from "./types.js";
import { valid } from "./zod-valid.js";

type Path = (string | number)[];

/** One problem, read against the raw value (a `.default()` never makes a missing field present). */
export type SchemaIssue =
  | { kind: "unknown_key"; path: Path; key: string; known: string[] }
  | { kind: "missing"; path: Path; expected: string }
  | { kind: "enum"; path: Path; value: unknown; allowed: unknown[] }
  | { kind: "type"; path: Path; value: unknown; expected: string; element?: z.ZodMiniType };

export function valueAt(value: unknown, path: JsonPath): unknown {
  let at = value;
  for (const seg of path) {
    if (Array.isArray(at) && typeof seg === "number") at = at[seg];
    else at = isRecord(at) && hasOwn(at, String(seg)) ? at[String(seg)] : undefined;
  }
  return at;
}

/** True when the last segment of `path` is a key its (object) parent lacks. */
export function isMissing(value: unknown, path: JsonPath): boolean {
  const parent = valueAt(value, path.slice(0, -1));
  const last = path.at(-1);
  return isRecord(parent) && last !== undefined && !hasOwn(parent, String(last));
}

function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  let s = schema;
  while (s instanceof z.ZodMiniOptional || s instanceof z.ZodMiniDefault || s instanceof z.ZodMiniNullable)
    s = s._zod.def.innerType as z.ZodMiniType;
  return s;
}

/** The items' schema of a list schema. */
const elementOf = (list: z.ZodMiniArray) => list._zod.def.element as z.ZodMiniType;

/** The schema of the value at `path`, when the schema describes it. */
export function schemaAt(schema: z.ZodMiniType, path: JsonPath): z.ZodMiniType | undefined {
  let s: z.ZodMiniType | undefined = schema;
  for (const seg of path) {
    const u: z.ZodMiniType | undefined = s && unwrap(s);
    if (u instanceof z.ZodMiniObject) s = u.shape[String(seg)] as z.ZodMiniType | undefined;
    else if (u instanceof z.ZodMiniRecord) s = u._zod.def.valueType as z.ZodMiniType;
    else if (u instanceof z.ZodMiniArray) s = elementOf(u);
    else return undefined;
  }
  return s && unwrap(s);
}

/** A schema in words: "a list of strings", `one of "a" or "b"`, "a template string or a list of …". */
export function describeSchema(schema: z.ZodMiniType | undefined, plural = false): string {
  const s = schema && unwrap(schema);
  const noun = (one: string, many: string) => (plural ? many : one);
  if (s instanceof z.ZodMiniString)
    return z.globalRegistry.get(s)?.description?.startsWith("A template")
      ? noun("a template string", "template strings")
      : noun("a string", "strings");
  if (s instanceof z.ZodMiniNumber) return noun("a number", "numbers");
  if (s instanceof z.ZodMiniBoolean) return noun("true or false", "booleans");
  if (s instanceof z.ZodMiniEnum) return `${plural ? "" : "one of "}${quotedList(s.options)}`;
  if (s instanceof z.ZodMiniLiteral) return quotedList([...s._zod.values]);
  if (s instanceof z.ZodMiniArray) return noun(`a list of ${describeSchema(elementOf(s), true)}`, "lists");
  if (s instanceof z.ZodMiniObject || s instanceof z.ZodMiniRecord) return noun("an object", "objects");
  if (s instanceof z.ZodMiniUnion)
    return s._zod.def.options.map((o) => describeSchema(o as z.ZodMiniType, plural)).join(" or ");
  return noun("a valid value", "valid values");
}

/** Every issue of `value` against `schema`; [] when zod itself fails (lint never throws). */
// M005 and M006 read the same issues of one manifest: parse once per (schema, value).
const issueCache = new WeakMap<z.ZodMiniType, WeakMap<object, SchemaIssue[]>>();

export function schemaIssues(schema: z.ZodMiniType, value: unknown): SchemaIssue[] {
  if (typeof value !== "object" || value === null) return computeSchemaIssues(schema, value);
  const bySchema = issueCache.get(schema) ?? new WeakMap<object, SchemaIssue[]>();
  issueCache.set(schema, bySchema);
  const cached = bySchema.get(value);
  if (cached) return cached;
  const issues = computeSchemaIssues(schema, value);
  bySchema.set(value, issues);
  return issues;
}

function computeSchemaIssues(schema: z.ZodMiniType, value: unknown): SchemaIssue[] {
  // Most packs are valid: zod's output copy of them is garbage lint never reads.
  if (valid(schema, value)) return [];
  let result: ReturnType<z.ZodMiniType["safeParse"]>;
  try {
    result = schema.safeParse(value);
  } catch {
    return [];
  }
  if (result.success) return [];
  return result.error.issues.flatMap((issue): SchemaIssue[] => {
    const path = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
    const found = valueAt(value, path);
    const at = schemaAt(schema, path);
    if (issue.code === "unrecognized_keys") {
      const known = at instanceof z.ZodMiniObject ? Object.keys(at.shape) : [];
      return issue.keys.map((key) => ({ kind: "unknown_key", path, key, known }));
    }
    if (isMissing(value, path)) return [{ kind: "missing", path, expected: describeSchema(at) }];
    if (issue.code === "invalid_value") return [{ kind: "enum", path, value: found, allowed: issue.values }];
    // A union given a list (title templates): point at each bad item, not at the whole list.
    const listOption =
      at instanceof z.ZodMiniUnion ? at._zod.def.options.find((o) => o instanceof z.ZodMiniArray) : undefined;
    if (issue.code === "invalid_union" && listOption instanceof z.ZodMiniArray && Array.isArray(found)) {
      const element = elementOf(listOption);
      return found.flatMap((item, i): SchemaIssue[] =>
        element.safeParse(item).success
          ? []
          : [{ kind: "type", path: [...path, i], value: item, expected: describeSchema(element) }],
      );
    }
    const element = at instanceof z.ZodMiniArray ? elementOf(at) : undefined;
    return [{ kind: "type", path, value: found, expected: describeSchema(at), ...(element && { element }) }];
  });
}

/** `verbs.send.cli[3]`: a path as a person reads it. */
export function fieldName(path: JsonPath): string {
  return path.map((seg, i) => (typeof seg === "number" ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join("");
}

/** A value for a message: JSON, cut at 60 characters, with its kind when not a string or null. */
export function formatValue(value: unknown): string {
  const json = JSON.stringify(value) ?? "undefined";
  const text = json.length > 60 ? `${json.slice(0, 57)}…` : json;
  if (typeof value === "string" || value === null) return text;
  const kind = Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : `a ${typeof value}`;
  return `${text} (${kind})`;
}

type ValueIssue = Exclude<SchemaIssue, { kind: "unknown_key" }>;

/** The report of a type, enum or missing-field issue (M005, Y001). `what` names the file's root. */
export function issueReport(doc: JsonDoc, issue: ValueIssue, what: string): Report {
  const { path } = issue;
  const report = (message: string, title?: string, value?: unknown): Report => ({
    file: doc.file,
    path,
    message,
    ...(title !== undefined && { fix: { title, edits: [replaceValue(doc, path, value)] } }),
  });
  const name = path.length === 0 ? what : `"${fieldName(path)}"`;
  if (issue.kind === "missing") {
    const parent = path.length > 1 ? `"${fieldName(path.slice(0, -1))}"` : what;
    return report(`${parent} has no "${String(path.at(-1))}": add it (${issue.expected}).`);
  }
  const found = formatValue(issue.value);
  if (issue.kind === "enum") {
    const names = issue.allowed.filter((a) => typeof a === "string");
    const close = typeof issue.value === "string" ? closestName(issue.value, names) : undefined;
    const allowed = quotedList(issue.allowed);
    if (close === undefined) return report(`${name} is ${found}, not an allowed value: use ${allowed}.`);
    const message = `${name} is ${found}, not an allowed value: use "${close}" (allowed: ${allowed}).`;
    return report(message, `Replace ${found} with "${close}"`, close);
  }
  const message = `${name} is ${found}; it must be ${issue.expected}.`;
  // A single allowed item where a list is expected ("transports": "cli") is fixed by wrapping it.
  if (issue.element instanceof z.ZodMiniEnum && issue.element.safeParse(issue.value).success) {
    return report(message, `Make it the list [${found}]`, [issue.value]);
  }
  return report(message);
}

type KeyIssue = Extract<SchemaIssue, { kind: "unknown_key" }>;

/** The report of an unknown key (M006, Y001): closest known name, and a rename when that name is free. */
export function unknownKeyReport(doc: JsonDoc, issue: KeyIssue, what: string): Report {
  const path = [...issue.path, issue.key];
  const base = { file: doc.file, path, anchor: "key" as const };
  const field = `Unknown field "${issue.key}" in ${issue.path.length === 0 ? what : `"${fieldName(issue.path)}"`}`;
  const close = closestName(issue.key, issue.known);
  if (close === undefined)
    return { ...base, message: `${field}: remove it (known fields: ${issue.known.join(", ")}).` };
  const owner = valueAt(doc.value, issue.path);
  if (isRecord(owner) && hasOwn(owner, close)) {
    const message = `${field}; the closest known field "${close}" is already set: remove it.`;
    return { ...base, message, fix: { title: `Remove "${issue.key}"`, edits: removeProperty(doc, path) } };
  }
  const fix = { title: `Rename "${issue.key}" to "${close}"`, edits: [renameKey(doc, path, close)] };
  return { ...base, message: `${field}: did you mean "${close}"? Rename it.`, fix };
}
