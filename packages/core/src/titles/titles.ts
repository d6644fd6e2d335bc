// Command titles (DECISIONS.md 6): live and done templates tried in order; the description as fallback.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import { fillTemplate, placeholderNames } from "../pack/placeholders.js";
import type { VerbView } from "../pack/surface-view.js";

function templatesOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
}

/** `result.a.b` read from the command's JSON output; undefined when any step is missing. */
export function readResultPath(result: unknown, path: string): unknown {
  let at: unknown = result;
  for (const key of path.split(".")) {
    if (Array.isArray(at) && /^\d+$/.test(key)) at = at[Number(key)];
    else if (isRecord(at) && Object.hasOwn(at, key)) at = at[key];
    else return undefined;
  }
  return at;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function resolve(templates: string[], lookup: (name: string) => unknown): string | undefined {
  for (const template of templates) {
    const names = placeholderNames(template);
    if (names.every((n) => lookup(n) !== undefined && lookup(n) !== null)) {
      return fillTemplate(template, (n) => text(lookup(n)));
    }
  }
  return undefined;
}

function fallback(verb: VerbView): string {
  return verb.description ?? verb.key;
}

/** The title while the command runs. `{{result.…}}` never resolves here (lint M021). */
export function liveTitle(verb: VerbView, args: JsonRecord): string {
  const lookup = (name: string) => (name.startsWith("result.") ? undefined : args[name]);
  return resolve(templatesOf(verb.title?.live), lookup) ?? fallback(verb);
}

/** The title after the command ran, reading `{{result.path}}` from its JSON output. */
export function doneTitle(verb: VerbView, args: JsonRecord, result: unknown): string {
  const lookup = (name: string) =>
    name.startsWith("result.") ? readResultPath(result, name.slice("result.".length)) : args[name];
  return resolve(templatesOf(verb.title?.done), lookup) ?? fallback(verb);
}
