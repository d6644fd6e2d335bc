// M018: a command has no `description`, or one of more than one sentence (manifest Commands: "One sentence").

import { hasOwn } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

/*
 * Sentence boundaries, decided here once:
 * - `.` then whitespace then an upper-case letter; `?` or `!` then whitespace then anything.
 * - Not a boundary: inside (), [] or {} or a `code span`; an ellipsis (`...`, `…`); a decimal
 *   (`2.80`, no space); an abbreviation (`e.g.`, `i.e.`, `etc.`, `vs.` …) or a one-letter initial.
 * - A short trailing fragment still counts. The manifest says "One sentence" and means it, so
 *   the manifest's own example warns twice: "…is set up. Idempotent." and "Pay a saved payee.
 *   Refused until…". Telling a tag such as "Idempotent." from a second sentence needs grammar;
 *   a warning that says "move it to HARNESS.md" is cheap, a rule that guesses is not.
 */
const abbreviations = new Set([
  "e.g",
  "i.e",
  "etc",
  "vs",
  "cf",
  "approx",
  "incl",
  "excl",
  "esp",
  "mr",
  "mrs",
  "ms",
  "dr",
  "fig",
  "a.k.a",
]);

/** The description cut into sentences (trimmed). */
export function sentencesOf(text: string): string[] {
  // Most descriptions have one terminator at the very end: nothing to split.
  if (!/[.?!]["'\u201d\u2019]*\s+\S/.test(text)) return text.trim() ? [text.trim()] : [];
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    if (c === "`") inCode = !inCode;
    if (inCode) continue;
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth = Math.max(0, depth - 1);
    if (depth > 0 || !".?!".includes(c)) continue;
    let j = i + 1;
    while (j < text.length && /["'\u201d\u2019]/.test(text[j] ?? "")) j++; // a closing quote stays with its sentence
    const end = j;
    if (!/\s/.test(text[j] ?? "")) continue; // decimals, `a.b`, the end of the text
    while (j < text.length && /\s/.test(text[j] ?? "")) j++;
    const next = text[j];
    if (next === undefined) continue;
    if (c === ".") {
      if (text[i - 1] === "." || !/\p{Lu}/u.test(next)) continue; // an ellipsis, or "… and so. on"
      const word = /(\S+)$/.exec(text.slice(start, i))?.[1]?.toLowerCase() ?? "";
      if (abbreviations.has(word.replace(/^[("']+/, "")) || /^\p{L}$/u.test(word)) continue;
    }
    out.push(text.slice(start, end).trim());
    start = j;
  }
  const rest = text.slice(start).trim();
  if (rest.length > 0) out.push(rest);
  return out;
}

export const rule: Rule = {
  code: "M018",
  check(ctx, report) {
    if (!ctx.surfaceDoc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      const path = ["verbs", verb.key];
      if (!hasOwn(verb.decl, "description")) {
        report({
          file: SURFACE,
          path,
          anchor: "key",
          message: `Command "${verb.key}" has no "description": add one sentence saying what it does; host tool catalogs show it.`,
        });
        continue;
      }
      const text = verb.description;
      if (text === undefined) continue; // a wrong type is M005's
      const sentences = sentencesOf(text);
      if (sentences.length === 0) {
        report({
          file: SURFACE,
          path: [...path, "description"],
          message: `Command "${verb.key}" has an empty "description": write one sentence saying what it does.`,
        });
      } else if (sentences.length > 1) {
        const [first, ...rest] = sentences;
        report({
          file: SURFACE,
          path: [...path, "description"],
          message: `The description of "${verb.key}" has ${sentences.length} sentences ("${first}" then "${rest.join(" ")}"): keep one sentence and move the rest to HARNESS.md.`,
        });
      }
    }
  },
};
