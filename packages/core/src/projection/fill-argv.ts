// Filling cli[] tokens from args (D4.3, D4.4, D4.7): one pass per token, absent optionals dropped.
import type { JsonRecord } from "../pack/json-value.js";
import { fillTemplate, placeholderNames, solePlaceholder } from "../pack/placeholders.js";

/** The string form of an argument value in argv (numbers and booleans by String()). */
export function argvValue(value: unknown): string {
  return typeof value === "string" ? value : String(value);
}

function isFlag(token: string): boolean {
  return token.startsWith("-") && placeholderNames(token).length === 0;
}

/**
 * Fill `tokens` from `values`. A token naming an absent argument drops, and so does the token right
 * before it when that one is a flag without placeholders (`--memo {{memo}}`). `--flag={{name}}` is one
 * token: only it drops. With `verbKey`, a whole-token `{{verb}}` expands to the key's segments.
 */
export function fillTokens(tokens: readonly string[], values: JsonRecord, verbKey?: string): string[] {
  const out: string[] = [];
  // Index in `out` of each kept flag token, so a following absent value can drop it.
  let lastFlagAt = -1;
  for (const token of tokens) {
    if (verbKey !== undefined && solePlaceholder(token) === "verb") {
      out.push(...verbKey.split("."));
      lastFlagAt = -1;
      continue;
    }
    const names = placeholderNames(token).filter((n) => !(verbKey !== undefined && n === "verb"));
    const absent = names.some((n) => values[n] === undefined || values[n] === null);
    if (absent) {
      // `--flag={{name}}` carries its own flag: only it drops.
      if (!token.startsWith("-") && lastFlagAt === out.length - 1 && lastFlagAt >= 0) out.pop();
      lastFlagAt = -1;
      continue;
    }
    const filled = fillTemplate(token, (name) =>
      verbKey !== undefined && name === "verb" ? verbKey : argvValue(values[name]),
    );
    out.push(filled);
    lastFlagAt = isFlag(token) ? out.length - 1 : -1;
  }
  return out;
}
