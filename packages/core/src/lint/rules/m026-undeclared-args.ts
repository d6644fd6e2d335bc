// M026: a command without `args` takes its arguments from its placeholders: declare them (DECISIONS.md 4.2).
import { isStringArray } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { placeholderNames } from "../../pack/placeholders.js";
import { setProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

/** A placeholder name as words: `payee_id` is "Payee id", `dryRun` is "Dry run", `api.key` is "Api key". */
export function describeName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
  const text = words.join(" ");
  return text === "" ? name : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export const rule: Rule = {
  code: "M026",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const surface = ctx.surface;
    if (!doc || !surface) return;
    const template = surface.wrap?.argv_template;
    // Default argv_template is ["{{verb}}"], which names no argument.
    const fallback = template === undefined ? [] : isStringArray(template) ? template : undefined;
    for (const verb of surface.verbs) {
      // `args` of the wrong type, or a `cli`/template of the wrong type, is M005's.
      if (Object.hasOwn(verb.decl, "args")) continue;
      // An openapi command's arguments are its operation's (DECISIONS 14): its placeholders name those.
      if (surface.kind === "openapi") continue;
      let tokens: string[] | undefined;
      let names: string[];
      if (Object.hasOwn(verb.decl, "cli")) {
        tokens = verb.cli;
        names = (tokens ?? []).flatMap(placeholderNames);
      } else {
        tokens = fallback;
        names = (tokens ?? []).flatMap(placeholderNames).filter((n) => n !== "verb");
      }
      if (!tokens) continue;
      const unique = [...new Set(names)];
      if (unique.length === 0) continue;
      // Each as the runtime takes it: a required string, described by its name (issue 11). Examples are
      // left to the author (M019 asks for them): a made-up value would teach agents a wrong one.
      const args = {
        type: "object",
        properties: Object.fromEntries(unique.map((n) => [n, { type: "string", description: describeName(n) }])),
        required: unique,
      };
      report({
        file: SURFACE,
        path: ["verbs", verb.key],
        anchor: "key",
        message: `Command "${verb.key}" has no "args" but its placeholders name ${unique.map((n) => `"${n}"`).join(", ")}; declare them in "args" with a description and examples.`,
        fix: {
          title: "Declare the arguments in args, described by their names",
          edits: setProperty(doc, ["verbs", verb.key, "args"], args),
        },
      });
    }
  },
};
