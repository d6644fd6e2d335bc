// The browser build's stand-in for core's pattern/linear-pattern.ts wherever core imports it (build/lazy-pattern-
// plugin.ts): the real engine once its chunk is loaded; until then nothing is matched or judged, the load starts,
// and the studio lints again when it arrives (EditorStore.relint). A pack that may hold a pattern opens only once
// the engine is there (pattern-loader.ts readyFor), so this is met only while a first pattern is being typed.

import { PatternRefusal } from "@packstudio/core/internal/pattern/ecma-pattern";
import type * as Real from "@packstudio/core/internal/pattern/linear-pattern";
import { patternChunk, requestPatternEngine } from "../pattern-loader";

export type { LinearPattern } from "@packstudio/core/internal/pattern/linear-pattern";

/** Why a pattern is not judged yet: in words that follow "the pattern … ", as patternProblem's are. */
export const engineLoading = "cannot be checked until the studio's pattern engine has loaded";

function engine(): typeof Real | undefined {
  const chunk = patternChunk();
  if (chunk) return chunk.real;
  requestPatternEngine();
  return undefined;
}

export const linearPattern: typeof Real.linearPattern = (source) => {
  const real = engine();
  if (real) return real.linearPattern(source);
  throw new PatternRefusal(engineLoading);
};

// A problem, not undefined: a schema is never kept as usable (args-validator.ts keeps validators by text) on a
// pattern nobody checked.
export const patternProblem: typeof Real.patternProblem = (source) => {
  const real = engine();
  return real ? real.patternProblem(source) : engineLoading;
};

/** Until the engine is there, `work` runs with a RegExp that refuses every pattern (a schema without one is checked as usual). */
export const withLinearRegExp: typeof Real.withLinearRegExp = (work) => {
  // Every args check comes here, most with no pattern: the engine is asked for only when a pattern is built.
  const real = patternChunk()?.real;
  if (real) return real.withLinearRegExp(work);
  const global = globalThis as { RegExp: unknown };
  const native = global.RegExp;
  global.RegExp = function Refused(): never {
    requestPatternEngine();
    throw new PatternRefusal(engineLoading);
  };
  try {
    return work();
  } finally {
    global.RegExp = native;
  }
};
