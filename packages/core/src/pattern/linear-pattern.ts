// Pack-supplied regular expressions (JSON Schema `pattern`, `patternProperties`) run by re2js: linear time.
//
// A backtracking engine takes exponential time on `^(a+)+$` against "aaaa…!": 27 letters froze the server
// 8.8 s. re2js (pure JavaScript, so it runs in the browser too) never backtracks; patterns it cannot run
// (backreferences, lookaround) are refused as an unusable schema (docs/decisions.md, X001).
import { RE2JS } from "re2js";
import { LruMap } from "../cache/lru-map.js";
import { PatternRefusal, toRe2Syntax } from "./ecma-pattern.js";

export interface LinearPattern {
  /** Whether the pattern occurs anywhere in `text`, as RegExp.prototype.test with the `u` flag says. */
  test(text: string): boolean;
}

/** Compiled patterns by source. Bounded: a pack holds few patterns, but a process sees many packs. */
const compiled = new LruMap<string, LinearPattern | PatternRefusal>({ maxEntries: 1000 });

/** The JavaScript engine's own constructor, kept before any scoped swap below. */
const NativeRegExp = RegExp;

function compile(source: string): LinearPattern | PatternRefusal {
  try {
    // Native syntax check first (compiling is linear; only matching backtracks): JSON Schema patterns are
    // ECMA-262, and the translation assumes a pattern that parses. Refusals carry the native message.
    new NativeRegExp(source, "u");
  } catch (error) {
    return new PatternRefusal(`it is not a regular expression (${(error as Error).message})`);
  }
  try {
    const re = RE2JS.compile(toRe2Syntax(source));
    return { test: (text) => re.test(text) };
  } catch (error) {
    if (error instanceof PatternRefusal) return error;
    // re2js limits: a repeat count over 1000, a Unicode property it does not know, a program too large.
    return new PatternRefusal(`the linear-time engine cannot run it (${(error as Error).message})`);
  }
}

function cachedCompile(source: string): LinearPattern | PatternRefusal {
  let made = compiled.get(source);
  if (!made) {
    made = compile(source);
    compiled.set(source, made);
  }
  return made;
}

/** The pattern compiled for linear-time matching; throws PatternRefusal saying why it cannot be. */
export function linearPattern(source: string): LinearPattern {
  const made = cachedCompile(source);
  if (made instanceof PatternRefusal) throw made;
  return made;
}

/** Why `source` cannot be a pattern here, in words that follow "the pattern … ", or undefined when it can. */
export function patternProblem(source: string): string | undefined {
  const made = cachedCompile(source);
  return made instanceof PatternRefusal ? made.message : undefined;
}

/**
 * A stand-in for `RegExp(source, "u")` that matches in linear time; only `test` is offered. A function that
 * returns its object, not a class: it answers `new LinearRegExp(…)` and `LinearRegExp(…)` alike, as the native
 * constructor does. Minifiers drop the `new` of `new RegExp(…)` (the same thing for the native one), and a class
 * called without `new` throws: the production build refused every args schema with a pattern.
 */
function LinearRegExp(source: unknown, flags?: unknown): LinearPattern {
  if (typeof source !== "string" || (flags !== undefined && flags !== "u" && flags !== ""))
    throw new PatternRefusal("only string patterns with the u flag are run");
  let pattern: LinearPattern;
  try {
    pattern = linearPattern(source);
  } catch (error) {
    throw new PatternRefusal(`the pattern ${JSON.stringify(source)} cannot be used: ${(error as Error).message}`);
  }
  return { test: (text: string) => pattern.test(String(text)) };
}

/**
 * Run `work` with the global `RegExp` answering through re2js, and restore it after. @cfworker/json-schema
 * builds `new RegExp(pattern, "u")` for `pattern` and `patternProperties` on every check and offers no hook
 * for another engine; removing those keywords and checking them apart would change what `anyOf`, `not`,
 * `if` and `additionalProperties` decide. `work` is synchronous, so no other code runs while it is swapped.
 */
export function withLinearRegExp<T>(work: () => T): T {
  const global = globalThis as { RegExp: unknown };
  global.RegExp = LinearRegExp;
  try {
    if (global.RegExp !== LinearRegExp) throw new PatternRefusal("patterns cannot be run in linear time here");
    return work();
  } finally {
    global.RegExp = NativeRegExp;
  }
}
