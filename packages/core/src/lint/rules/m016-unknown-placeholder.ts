// M016: a `{{name}}` in `cli`, `title` or `preview` names no argument that `args` declares (manifest Commands).

import type { JsonPath } from "../../json/pointer.js";
import { isRecord, type JsonRecord } from "../../pack/json-value.js";
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

const isResult = (name: string) => name === "result" || name.startsWith("result.");

/** Whether `text` names a placeholder `properties` does not declare (a title's `{{result…}}` aside). */
function namesUnknown(text: string, isTitle: boolean, properties: JsonRecord): boolean {
  // placeholderNames is cached by text, and an own key is a declared one: no array of names a command.
  for (const n of placeholderNames(text)) if (!Object.hasOwn(properties, n) && !(isTitle && isResult(n))) return true;
  return false;
}

const slots = ["live", "done"] as const;
const titleWhere = { live: "title.live", done: "title.done" } as const;

/**
 * The template strings of a command that name an undeclared argument; items of the wrong type are skipped
 * (M005 reports them). A template's path and record are made only when kept: a 1,000-command pack has 14,000
 * templates, and nearly all of them name only declared arguments.
 */
function templatesOf(verb: VerbView, properties: JsonRecord): Template[] {
  const out: Template[] = [];
  const at = (...tail: (string | number)[]): JsonPath => ["verbs", verb.key, ...tail];
  const cli = verb.decl.cli;
  if (Array.isArray(cli)) {
    for (let i = 0; i < cli.length; i++) {
      const t = cli[i];
      if (typeof t === "string" && namesUnknown(t, false, properties))
        out.push({ text: t, path: at("cli", i), where: "cli", isTitle: false });
    }
  }
  for (const slot of slots) {
    const value = verb.title?.[slot];
    const where = titleWhere[slot];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const t = value[i];
        if (typeof t === "string" && namesUnknown(t, true, properties))
          out.push({ text: t, path: at("title", slot, i), where, isTitle: true });
      }
    } else if (typeof value === "string" && namesUnknown(value, true, properties)) {
      out.push({ text: value, path: at("title", slot), where, isTitle: true });
    }
  }
  const title = verb.preview?.title;
  if (typeof title === "string" && namesUnknown(title, false, properties))
    out.push({ text: title, path: at("preview", "title"), where: "preview.title", isTitle: false });
  const fields = verb.preview?.fields;
  if (isRecord(fields)) {
    for (const field in fields) {
      const t = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (typeof t === "string" && namesUnknown(t, false, properties))
        out.push({ text: t, path: at("preview", "fields", field), where: `preview.fields.${field}`, isTitle: false });
    }
  }
  return out;
}

const noProperties: JsonRecord = Object.freeze({});

export const rule: Rule = {
  code: "M016",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      if (!verb.args) continue; // without args the placeholders are the arguments (M026)
      const properties = isRecord(verb.args.properties) ? verb.args.properties : noProperties;
      const found = templatesOf(verb, properties);
      if (found.length === 0) continue;
      const declared = Object.keys(properties);
      for (const t of found) {
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
