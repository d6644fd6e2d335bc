// M016: a `{{name}}` in `cli`, `title` or `preview` names no argument that `args` declares (manifest Commands).

import type { JsonPath } from "../../json/pointer.js";
import { entriesOf } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { placeholdersIn } from "../../pack/placeholders.js";
import type { VerbView } from "../../pack/surface-view.js";
import { closestName } from "../closest-name.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

interface Template {
  text: string;
  path: JsonPath;
  /** Where, for the message: `cli`, `title.live`, `preview.fields.to`. */
  where: string;
  /** Titles: `{{result.…}}` reads the output, not an argument (M021 owns it in `live`). */
  isTitle: boolean;
}

/** Every template string of a command; items of the wrong type are skipped (M005 reports them). */
function templatesOf(verb: VerbView): Template[] {
  const base = ["verbs", verb.key];
  const out: Template[] = [];
  const add = (value: unknown, path: JsonPath, where: string, isTitle = false) => {
    if (typeof value === "string") out.push({ text: value, path, where, isTitle });
  };
  if (Array.isArray(verb.decl.cli)) for (const [i, t] of verb.decl.cli.entries()) add(t, [...base, "cli", i], "cli");
  for (const slot of ["live", "done"]) {
    const value = verb.title?.[slot];
    const path = [...base, "title", slot];
    if (Array.isArray(value)) for (const [i, t] of value.entries()) add(t, [...path, i], `title.${slot}`, true);
    else add(value, path, `title.${slot}`, true);
  }
  add(verb.preview?.title, [...base, "preview", "title"], "preview.title");
  for (const [field, t] of entriesOf(verb.preview?.fields))
    add(t, [...base, "preview", "fields", field], `preview.fields.${field}`);
  return out;
}

const isResult = (name: string) => name === "result" || name.startsWith("result.");

export const rule: Rule = {
  code: "M016",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      if (!verb.args) continue; // without args the placeholders are the arguments (M026)
      const declared = entriesOf(verb.args.properties).map(([name]) => name);
      for (const t of templatesOf(verb)) {
        const unknown = placeholdersIn(t.text).filter(
          (p) => !declared.includes(p.name) && !(t.isTitle && isResult(p.name)),
        );
        if (unknown.length === 0) continue;
        const names = [...new Set(unknown.map((p) => p.name))];
        const hints = new Map(names.map((n) => [n, closestName(n, declared)]));
        const listed = names.map((n) => `"{{${n}}}"`).join(", ");
        const guesses = names.flatMap((n) => (hints.get(n) ? [`"{{${hints.get(n)}}}" for "{{${n}}}"`] : []));
        const how =
          guesses.length > 0
            ? `did you mean ${guesses.join(", ")}?`
            : "declare it in args.properties or remove the placeholder.";
        let fixed: string | undefined = t.text;
        for (const p of [...unknown].reverse()) {
          const hint = hints.get(p.name);
          fixed =
            hint === undefined || fixed === undefined
              ? undefined
              : `${fixed.slice(0, p.index)}{{${hint}}}${fixed.slice(p.index + p.length)}`;
        }
        report({
          file: SURFACE,
          path: t.path,
          message: `Command "${verb.key}" uses ${listed} in ${t.where}, but args declares no such argument: ${how}`,
          ...(fixed !== undefined && {
            fix: { title: `Replace with "${fixed}"`, edits: [replaceValue(doc, t.path, fixed)] },
          }),
        });
      }
    }
  },
};
