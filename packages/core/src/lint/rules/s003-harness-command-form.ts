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

/** The forms that show a command: `<bin> <verb segments>`, and its own `cli` up to the first placeholder or flag. */
export function commandForms(verb: VerbView, cliBin: string | undefined): string[][] {
  const forms: string[][] = [];
  const bin = cliBin ?? verb.cli?.[0];
  if (bin !== undefined && bin !== "") forms.push([bin, ...verb.key.split(".").filter((s) => s !== "")]);
  if (verb.cli && verb.cli.length > 0) {
    const end = verb.cli.findIndex((t) => t.includes("{{") || t.startsWith("-"));
    forms.push(verb.cli.slice(0, end === -1 ? undefined : end));
  }
  return forms.filter((f) => f.length > 0 && !f.some((w) => /\s/.test(w) || w === ""));
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
  const formsOf = ctx.surface.verbs.map((verb) => commandForms(verb, cliBin));
  // All forms of all commands in one pass over the text (harness-mentions.ts), not a search per command.
  const shown = shownForms(text, formsOf.flat());
  let at = 0;
  const unshown = ctx.surface.verbs.flatMap((verb, i) => {
    const forms = formsOf[i] ?? [];
    const any = forms.some((_, k) => shown[at + k]);
    at += forms.length;
    const first = forms[0];
    return !first || any ? [] : [{ verb, form: first }];
  });
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
