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
  if (Array.isArray(t)) return ["integer", "number", "boolean"].find((k) => t.includes(k)) ?? "string";
  return "string";
}

/** A word typed by the property schema: integer, number, boolean, else string. */
function typed(name: string, word: string, schema: JsonRecord | undefined): { value: unknown } | ArgumentProblem {
  const type = typeOf(schema);
  const bad = (what: string): ArgumentProblem => ({
    code: "invalid_argument",
    name,
    message: `"${name}" must be ${what}, not "${word}".`,
  });
  if (type === "integer") return /^-?\d+$/.test(word) ? { value: Number(word) } : bad("an integer");
  if (type === "number")
    return word.trim() !== "" && Number.isFinite(Number(word)) ? { value: Number(word) } : bad("a number");
  if (type === "boolean")
    return word === "true" ? { value: true } : word === "false" ? { value: false } : bad("true or false");
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

/** Match the longest run of leading words that names a verb key. */
export function matchVerb(
  surface: SurfaceView,
  words: readonly string[],
): { verb: VerbView; used: number } | undefined {
  // No verb key has more segments than the longest one: trying more would only cost time (quadratic in a
  // long line of words).
  const { byKey, longest } = verbIndex(surface);
  for (let n = Math.min(words.length, longest); n >= 1; n--) {
    const segment = words.slice(0, n);
    if (segment.some((w) => w.startsWith("-"))) continue;
    const verb = byKey.get(segment.join("."));
    if (verb) return { verb, used: n };
  }
  return undefined;
}

export function parseTokens(surface: SurfaceView, tokens: readonly string[]): ParseResult {
  const bin = lineBin(surface);
  if (tokens.length === 0) return refuse("unknown_command", [], `The line is empty; it starts with "${bin}".`);
  if (tokens[0] !== bin)
    return refuse("unknown_command", [String(tokens[0])], `The line starts with "${tokens[0]}", not "${bin}".`);
  const match = matchVerb(surface, tokens.slice(1));
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
  const set = (name: string, word: string) => {
    const r = typed(name, word, properties[name]);
    if ("value" in r) args[name] = r.value;
    else problems.push(r);
  };
  const rest = tokens.slice(1 + match.used);
  let bare = 0;
  let optionsEnded = false;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as string;
    if (!optionsEnded && word === "--") {
      optionsEnded = true;
    } else if (!optionsEnded && word.startsWith("--") && word.length > 2) {
      const eq = word.indexOf("=");
      const name = eq === -1 ? word.slice(2) : word.slice(2, eq);
      if (!Object.hasOwn(properties, name)) {
        problems.push({ code: "unknown_argument", name, message: `"--${name}" is not an argument of "${verb.key}".` });
        // Without a schema we cannot tell whether a value follows; skip a following non-option word.
        if (eq === -1 && rest[i + 1] !== undefined && !rest[i + 1]?.startsWith("-")) i++;
      } else if (eq !== -1) set(name, word.slice(eq + 1));
      else if (
        typeOf(properties[name]) === "boolean" &&
        (rest[i + 1] === undefined || !/^(true|false)$/.test(rest[i + 1] as string))
      ) {
        args[name] = true;
      } else if (rest[i + 1] === undefined) {
        problems.push({ code: "missing_argument", name, message: `"--${name}" needs a value.` });
      } else set(name, rest[++i] as string);
    } else {
      const name = positional[bare++];
      if (name === undefined) {
        problems.push({
          code: "unknown_argument",
          name: word,
          message: `"${word}" fills no argument of "${verb.key}".`,
        });
      } else if (Object.hasOwn(args, name)) {
        problems.push({ code: "invalid_argument", name, message: `"${name}" is given twice.` });
      } else set(name, word);
    }
  }
  if (problems.length) return refuseArguments(problems);
  const checked = checkArgs(surface, verb, args);
  if (!checked.ok) return checked;
  return { ok: true, verb: verb.key, args };
}
