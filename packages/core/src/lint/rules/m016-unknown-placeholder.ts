// M016: a `{{name}}` in `cli`, `title` or `preview` names no argument that `args` declares (manifest Commands).

import type { JsonPath } from "../../json/pointer.js";
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { placeholderNames, placeholdersIn } from "../../pack/placeholders.js";
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

/**
 * The template strings of a command that `keep` asks for; items of the wrong type are skipped (M005 reports
 * them). A template's path and record are made only when kept: a 1,000-command pack has 14,000 templates, and
 * nearly all of them name only declared arguments.
 */
function templatesOf(verb: VerbView, keep: (text: string, isTitle: boolean) => boolean): Template[] {
  const out: Template[] = [];
  const at = (...tail: (string | number)[]): JsonPath => ["verbs", verb.key, ...tail];
  const cli = verb.decl.cli;
  if (Array.isArray(cli)) {
    for (let i = 0; i < cli.length; i++) {
      const t = cli[i];
      if (typeof t === "string" && keep(t, false))
        out.push({ text: t, path: at("cli", i), where: "cli", isTitle: false });
    }
  }
  for (const slot of ["live", "done"]) {
    const value = verb.title?.[slot];
    const where = `title.${slot}`;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const t = value[i];
        if (typeof t === "string" && keep(t, true))
          out.push({ text: t, path: at("title", slot, i), where, isTitle: true });
      }
    } else if (typeof value === "string" && keep(value, true)) {
      out.push({ text: value, path: at("title", slot), where, isTitle: true });
    }
  }
  const title = verb.preview?.title;
  if (typeof title === "string" && keep(title, false))
    out.push({ text: title, path: at("preview", "title"), where: "preview.title", isTitle: false });
  const fields = verb.preview?.fields;
  if (isRecord(fields)) {
    for (const field in fields) {
      const t = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (typeof t === "string" && keep(t, false))
        out.push({ text: t, path: at("preview", "fields", field), where: `preview.fields.${field}`, isTitle: false });
    }
  }
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
      const declared = isRecord(verb.args.properties) ? Object.keys(verb.args.properties) : [];
      // placeholderNames is cached by text: most templates are let go without a record or a path.
      const unknownIn = (text: string, isTitle: boolean) =>
        placeholderNames(text).some((n) => !declared.includes(n) && !(isTitle && isResult(n)));
      for (const t of templatesOf(verb, unknownIn)) {
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
