// The JSON flag (D4.6): the command's json_flag, else wrap.json_flag, else --json; skipped when already selected.

import { isStringArray } from "../pack/json-value.js";
import type { SurfaceView, VerbView } from "../pack/surface-view.js";

export interface JsonFlag {
  /** The tokens appended to argv ([] when none). */
  tokens: string[];
  /** The flag that applies before the skip rule. */
  declared: string[];
  source: "command" | "wrap" | "default";
  /** Why nothing was appended, when nothing was. */
  skipped?: "already_selected" | "empty";
}

const pairs = new Set(["-o", "--output", "--format"]);
const joined = new Set(["-ojson", "--output=json", "--format=json"]);

/** True when the filled tokens already select JSON output. */
export function selectsJson(tokens: readonly string[]): boolean {
  return tokens.some(
    (t, i) => t === "--json" || t.startsWith("--json=") || joined.has(t) || (pairs.has(t) && tokens[i + 1] === "json"),
  );
}

export function jsonFlagFor(surface: SurfaceView, verb: VerbView, filled: readonly string[]): JsonFlag {
  const wrapFlag = surface.wrap?.json_flag;
  const [declared, source]: [string[], JsonFlag["source"]] = verb.jsonFlag
    ? [verb.jsonFlag, "command"]
    : isStringArray(wrapFlag)
      ? [wrapFlag, "wrap"]
      : [["--json"], "default"];
  if (declared.length === 0) return { tokens: [], declared, source, skipped: "empty" };
  if (selectsJson(filled)) return { tokens: [], declared, source, skipped: "already_selected" };
  return { tokens: [...declared], declared, source };
}
