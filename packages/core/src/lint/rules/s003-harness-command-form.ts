// S003 (info): a command's CLI form (`<cliBin> <verb segments>`) does not appear in HARNESS.md (DECISIONS.md 1, 5).
import { HARNESS, SURFACE } from "../../pack/pack-files.js";
import type { SurfaceView, VerbView } from "../../pack/surface-view.js";
import { isBlank } from "../blank.js";
import type { PackContext } from "../context.js";
import { harnessLine } from "../harness-line.js";
import { shownForms } from "../harness-mentions.js";
import type { RawEdit, Rule } from "../types.js";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * True when `words` appear in `text` as a run of whole words: any whitespace between them
 * (Markdown wraps lines), and no letter, digit, `_` or `-` glued on either side.
 */
export function mentions(text: string, words: readonly string[]): boolean {
  if (words.length === 0 || words.some((w) => w === "")) return false;
  return new RegExp(`(?<![\\w-])${words.map(escapeRegExp).join("\\s+")}(?![\\w-])`).test(text);
}

/** A form can show when it has words and none is empty or holds whitespace. */
function usable(form: readonly string[]): boolean {
  if (form.length === 0) return false;
  for (const w of form) if (w === "" || /\s/.test(w)) return false;
  return true;
}

/** The forms that show a command: `<bin> <verb segments>`, and its own `cli` up to the first placeholder or flag. */
export function commandForms(verb: VerbView, cliBin: string | undefined): string[][] {
  // Loops rather than split, filter and findIndex: lint asks for 1,000 commands' forms.
  const forms: string[][] = [];
  const bin = cliBin ?? verb.cli?.[0];
  if (bin !== undefined && bin !== "") {
    const form = [bin];
    const key = verb.key;
    for (let start = 0; start <= key.length; ) {
      const dot = key.indexOf(".", start);
      const end = dot === -1 ? key.length : dot;
      if (end > start) form.push(key.slice(start, end)); // empty segments are left out
      start = end + 1;
    }
    if (usable(form)) forms.push(form);
  }
  const cli = verb.cli;
  if (cli && cli.length > 0) {
    let end = 0;
    while (end < cli.length && !((cli[end] as string).includes("{{") || (cli[end] as string).startsWith("-"))) end++;
    const form = cli.slice(0, end);
    if (usable(form)) forms.push(form);
  }
  return forms;
}

type Unshown = { verb: VerbView; form: string[] }[];
/** S002 and S003 both ask; HARNESS.md is read once a lint. */
const unshownOf = new WeakMap<PackContext, Unshown>();

/** The commands whose form HARNESS.md never shows, with the form to add. Empty when HARNESS.md is missing or empty (P001, S001). */
export function unshownCommands(ctx: PackContext): Unshown {
  const text = ctx.harness;
  if (!ctx.surface || text === undefined || isBlank(text)) return [];
  const cached = unshownOf.get(ctx);
  if (cached) return cached;
  const cliBin = ctx.surface.cliBin;
  const verbs = ctx.surface.verbs;
  const formsOf = verbs.map((verb) => commandForms(verb, cliBin));
  // All forms of all commands in one pass over the text (harness-mentions.ts), not a search per command.
  const shown = shownForms(text, formsOf.flat());
  let at = 0;
  const unshown: Unshown = [];
  for (let i = 0; i < verbs.length; i++) {
    const forms = formsOf[i] ?? [];
    let any = false;
    for (let k = 0; k < forms.length; k++) any ||= shown[at + k] === true;
    at += forms.length;
    const first = forms[0];
    if (first && !any) unshown.push({ verb: verbs[i] as VerbView, form: first });
  }
  unshownOf.set(ctx, unshown);
  return unshown;
}

/** An edit appending lines to the end of HARNESS.md. */
export function appendToHarness(text: string, lines: string[]): RawEdit {
  const lead = text === "" || text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
  return { file: HARNESS, offset: text.length, length: 0, newText: `${lead}${lines.join("\n")}\n` };
}

/**
 * A Markdown list line showing one command: its full line with its arguments (harness-line.ts: the
 * ready-to-run line of DECISIONS 5 with `<name>` words, which S005 reads back as the examples).
 */
export function formLine(surface: SurfaceView, verb: VerbView, form: string[]): string {
  const description = verb.description?.trim();
  return `- \`${harnessLine(surface, verb, form)}\`${description ? `: ${description}` : ""}`;
}

export const rule: Rule = {
  code: "S003",
  check(ctx, report) {
    const text = ctx.harness ?? "";
    const surface = ctx.surface;
    if (!surface) return;
    for (const { verb, form } of unshownCommands(ctx)) {
      const shown = form.join(" ");
      report({
        file: SURFACE,
        path: ["verbs", verb.key],
        anchor: "key",
        message: `Command "${verb.key}" is never shown in ${HARNESS}: add its CLI form "${shown}" so agents learn how to call it.`,
        fix: {
          title: `Add "${harnessLine(surface, verb, form)}" to ${HARNESS}`,
          edits: [appendToHarness(text, [formLine(surface, verb, form)])],
        },
      });
    }
  },
};
