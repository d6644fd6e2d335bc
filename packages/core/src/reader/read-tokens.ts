// The CLI face (DECISIONS.md 5): words of a command line read into a verb key and typed args, on a loaded manifest.
import { isRecord, type JsonRecord } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";
import { effectiveArgsSchema, positionalArgs } from "../projection/args-schema.js";
import { checkArgs } from "../projection/check-args.js";
import { type ArgumentProblem, type Refused, refuse, refuseArguments } from "../projection/refusal.js";

export interface ParsedCommandLine {
  ok: true;
  verb: string;
  args: JsonRecord;
}

export type ParseResult = ParsedCommandLine | Refused;

/** The first word of a command line: cliBin, else wrap.bin. */
export function lineBin(surface: SurfaceView): string {
  return surface.cliBin ?? surface.wrapBin ?? surface.id ?? "";
}

function typeOf(schema: JsonRecord | undefined): string {
  const t = schema?.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) return ["integer", "number", "boolean", "array"].find((k) => t.includes(k)) ?? "string";
  return "string";
}

/** An array argument's item schema (each repeated `--name value` is one item); a `$ref` reads as a string. */
function itemsOf(schema: JsonRecord | undefined): JsonRecord | undefined {
  return isRecord(schema?.items) ? schema.items : undefined;
}

function bad(name: string, word: string, what: string): ArgumentProblem {
  return { code: "invalid_argument", name, message: `"${name}" must be ${what}, not "${word}".` };
}

/** A word typed by the property schema: integer, number, boolean, else string. */
function typed(name: string, word: string, schema: JsonRecord | undefined): { value: unknown } | ArgumentProblem {
  const type = typeOf(schema);
  if (type === "integer") return /^-?\d+$/.test(word) ? { value: Number(word) } : bad(name, word, "an integer");
  if (type === "number")
    return word.trim() !== "" && Number.isFinite(Number(word)) ? { value: Number(word) } : bad(name, word, "a number");
  if (type === "boolean")
    return word === "true" ? { value: true } : word === "false" ? { value: false } : bad(name, word, "true or false");
  return { value: word };
}

/** A surface's verbs by key and its longest key in segments, built once a surface: lint reads many lines. */
const verbIndexes = new WeakMap<SurfaceView, { byKey: Map<string, VerbView>; longest: number }>();

function verbIndex(surface: SurfaceView): { byKey: Map<string, VerbView>; longest: number } {
  let index = verbIndexes.get(surface);
  if (!index) {
    const byKey = new Map<string, VerbView>();
    let longest = 0;
    for (const v of surface.verbs) {
      if (!byKey.has(v.key)) byKey.set(v.key, v); // the first of a repeated key, as a search would find
      let segments = 1; // v.key.split(".").length, without the array
      for (let at = v.key.indexOf("."); at !== -1; at = v.key.indexOf(".", at + 1)) segments++;
      longest = Math.max(longest, segments);
    }
    index = { byKey, longest };
    verbIndexes.set(surface, index);
  }
  return index;
}

/** Match the longest run of leading words (from `words[from]` on) that names a verb key. */
export function matchVerb(
  surface: SurfaceView,
  words: readonly string[],
  from = 0,
): { verb: VerbView; used: number } | undefined {
  // No verb key has more segments than the longest one: trying more would only cost time (quadratic in a
  // long line of words).
  const { byKey, longest } = verbIndex(surface);
  for (let n = Math.min(words.length - from, longest); n >= 1; n--) {
    // The words joined with dots, unless one is an option: no slice of words a try (lint reads every line).
    let key = "";
    let option = false;
    for (let i = from; i < from + n; i++) {
      const word = words[i] as string;
      if (word.startsWith("-")) {
        option = true;
        break;
      }
      key = i === from ? word : `${key}.${word}`;
    }
    if (option) continue;
    const verb = byKey.get(key);
    if (verb) return { verb, used: n };
  }
  return undefined;
}

export function parseTokens(surface: SurfaceView, tokens: readonly string[]): ParseResult {
  const bin = lineBin(surface);
  if (tokens.length === 0) return refuse("unknown_command", [], `The line is empty; it starts with "${bin}".`);
  if (tokens[0] !== bin)
    return refuse("unknown_command", [String(tokens[0])], `The line starts with "${tokens[0]}", not "${bin}".`);
  const match = matchVerb(surface, tokens, 1);
  if (!match) {
    const words = tokens.slice(1).join(" ");
    return refuse("unknown_command", [words], `"${bin} ${words}" names no command of "${surface.id}".`);
  }
  const { verb } = match;
  const schema = effectiveArgsSchema(surface, verb);
  const properties = (isRecord(schema.properties) ? schema.properties : {}) as Record<string, JsonRecord | undefined>;
  const positional = positionalArgs(properties);
  const args: JsonRecord = {};
  const problems: ArgumentProblem[] = [];
  let bare = 0;
  let optionsEnded = false;
  // The words after the command's own, read in place (no copy of them).
  for (let i = 1 + match.used; i < tokens.length; i++) {
    const word = tokens[i] as string;
    let name: string | undefined;
    let value: string | undefined;
    if (!optionsEnded && word === "--") {
      optionsEnded = true;
    } else if (!optionsEnded && word.startsWith("--") && word.length > 2) {
      const eq = word.indexOf("=");
      name = eq === -1 ? word.slice(2) : word.slice(2, eq);
      const next = tokens[i + 1];
      if (!Object.hasOwn(properties, name)) {
        problems.push({ code: "unknown_argument", name, message: `"--${name}" is not an argument of "${verb.key}".` });
        // Without a schema we cannot tell whether a value follows; skip a following non-option word.
        if (eq === -1 && next !== undefined && !next.startsWith("-")) i++;
      } else if (eq !== -1) value = word.slice(eq + 1);
      else if (typeOf(properties[name]) === "boolean" && (next === undefined || !/^(true|false)$/.test(next))) {
        args[name] = true;
      } else if (next === undefined) {
        problems.push({ code: "missing_argument", name, message: `"--${name}" needs a value.` });
      } else value = tokens[++i] as string;
    } else {
      name = positional[bare++];
      if (name === undefined) {
        problems.push({
          code: "unknown_argument",
          name: word,
          message: `"${word}" fills no argument of "${verb.key}".`,
        });
      } else if (Object.hasOwn(args, name)) {
        problems.push({ code: "invalid_argument", name, message: `"${name}" is given twice.` });
      } else value = word;
    }
    if (name !== undefined && value !== undefined) {
      const schema = properties[name];
      // An array argument fills from a repeated `--name value`, one item each (DECISIONS 14).
      const array = typeOf(schema) === "array";
      const r = typed(name, value, array ? itemsOf(schema) : schema);
      if (!("value" in r)) problems.push(r);
      else if (!array) args[name] = r.value;
      else {
        const items = args[name];
        args[name] = Array.isArray(items) ? [...items, r.value] : [r.value];
      }
    }
  }
  if (problems.length) return refuseArguments(problems);
  const checked = checkArgs(surface, verb, args);
  if (!checked.ok) return checked;
  return { ok: true, verb: verb.key, args };
}
