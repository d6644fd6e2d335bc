// X002 (a project code, docs/lint-project-codes.md): a manifest or policy string a person reads holds a control,
// bidirectional or zero-width character (DECISIONS.md 7, docs/decisions.md).
import { segmentsText, visibleSegments } from "../../card/card-text.js";
import { escapeCodePoint, hiddenCharacterName, hiddenCharactersIn } from "../../card/hidden-characters.js";
import { POLICY, SURFACE } from "../../pack/pack-files.js";
import type { Report, Rule } from "../types.js";

/*
 * Such a character hides or reorders what a person reads: an approval card, the terminal and an MCP client's
 * prompt show it as a `<U+202E>` escape and flag the card, so the pack's own text (a description, a title, a
 * preview field's name or template, a policy `reason`, a command's name) should not hold one. An argument's
 * regular expression (a `pattern`, a `patternProperties` key) is left alone: the checker reads it, not a person,
 * and a range such as `[^\u0000-\u001f]` is how a pack refuses these very characters.
 */

const named = (cps: number[]) => cps.map((cp) => `${escapeCodePoint(cp)} (${hiddenCharacterName(cp)})`).join(", ");

/** The text as a card shows it (escapes visible), cut short for a message. */
function shown(text: string): string {
  const chars = Array.from(text);
  const head = segmentsText(visibleSegments(chars.slice(0, 60).join("")));
  return JSON.stringify(chars.length > 60 ? `${head}…` : head);
}

const consequence = "Approval cards, the terminal and MCP prompts show them as escapes and flag the card";

function walk(file: string, value: unknown, path: (string | number)[], report: (r: Report) => void): void {
  const key = path.at(-1);
  const inArgs = file === SURFACE && path[2] === "args";
  if (typeof value === "string") {
    if (inArgs && key === "pattern") return;
    const cps = hiddenCharactersIn(value);
    if (cps.length) {
      report({
        file,
        path: [...path],
        message: `The text ${shown(value)} holds hidden characters: ${named(cps)}. ${consequence}: remove them, or say in words what they stand for.`,
      });
    }
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
  const regexKeys = inArgs && key === "patternProperties";
  for (const [k, v] of entries) {
    path.push(k);
    const cps = typeof k === "string" && !regexKeys ? hiddenCharactersIn(k) : [];
    if (cps.length) {
      report({
        file,
        path: [...path],
        anchor: "key",
        message: `The name ${shown(k as string)} holds hidden characters: ${named(cps)}. ${consequence}: rename it without them.`,
      });
    }
    walk(file, v, path, report);
    path.pop();
  }
}

export const rule: Rule = {
  code: "X002",
  check(ctx, report) {
    if (ctx.surfaceDoc) walk(SURFACE, ctx.surfaceDoc.value, [], report);
    if (ctx.policyDoc) walk(POLICY, ctx.policyDoc.value, [], report);
  },
};
