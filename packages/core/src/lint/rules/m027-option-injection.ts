// M027 (warning): option injection, a `cli` placeholder token the CLI may read as an option (LINT.md, D argument injection).

import { optionReadPositions } from "../../card/option-values.js";
import type { JsonDoc } from "../../json/parse-json.js";
import { hasOwn, isRecord, isStringArray } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { solePlaceholder } from "../../pack/placeholders.js";
import type { SurfaceView, VerbView } from "../../pack/surface-view.js";
import { forbidsLeadingDash } from "../../pattern/leading-dash.js";
import { jsonFlagFor } from "../../projection/json-flag.js";
import { insertBefore, setProperty } from "../fix-edits.js";
import type { RawFix, Rule } from "../types.js";

/** The pattern the fix adds: the empty string, or anything whose first character is not `-`. */
export const noLeadingDash = "^[^-]|^$";

/** Whether the argument's schema lets its value start with `-` (LINT.md M027's list, nothing more). */
function letsLeadingDash(schema: unknown): boolean {
  if (!isRecord(schema)) return true; // `true`, or an undeclared placeholder: any string
  const t = schema.type;
  const types = typeof t === "string" ? [t] : isStringArray(t) ? t : [];
  if (types.length > 0 && !types.includes("string")) return false; // numeric, boolean (arrays are M012's)
  if (hasOwn(schema, "enum") || hasOwn(schema, "const")) return false;
  return !(typeof schema.pattern === "string" && forbidsLeadingDash(schema.pattern));
}

interface Exposed {
  index: number;
  name: string;
}

/** The cli tokens (by index into `cli`) the CLI may read as options: where the card flags a leading dash too. */
function exposedTokens(verb: VerbView, cli: string[]): Exposed[] {
  const declared = verb.args ? (isRecord(verb.args.properties) ? verb.args.properties : {}) : undefined;
  const out: Exposed[] = [];
  const tokens = cli.slice(1);
  for (const at of optionReadPositions(tokens)) {
    const name = solePlaceholder(tokens[at] as string);
    if (name === undefined) continue;
    // Without `args`, each placeholder is a required string (D4.2); with `args`, an undeclared one is M016's.
    if (declared && !hasOwn(declared, name)) continue;
    if (letsLeadingDash(declared?.[name])) out.push({ index: at + 1, name });
  }
  return out;
}

/**
 * `--` before the first exposed token, when the edit is clear: every token from there on is one placeholder
 * (a fixed word after `--` would stop being a subcommand or flag), and no JSON flag gets appended after it
 * (D4.6 appends it at the end, where `--` would make it an operand).
 */
function dashDashFix(doc: JsonDoc, surface: SurfaceView, verb: VerbView, cli: string[], first: number) {
  if (!cli.slice(first).every((t) => solePlaceholder(t) !== undefined)) return undefined;
  if (jsonFlagFor(surface, verb, cli.slice(1)).tokens.length > 0) return undefined;
  const edit = insertBefore(doc, ["verbs", verb.key, "cli", first], "--");
  return edit && { title: `Put "--" before ${cli[first]} so the CLI reads it as an operand`, edits: [edit] };
}

/** A `pattern` forbidding a leading `-`, for a declared argument with an object schema and no pattern yet. */
function patternFix(doc: JsonDoc, verb: VerbView, name: string): RawFix | undefined {
  const schema = isRecord(verb.args?.properties) ? verb.args.properties[name] : undefined;
  if (!isRecord(schema) || hasOwn(schema, "pattern")) return undefined;
  return {
    title: `Give "${name}" a pattern that refuses a leading "-" (${noLeadingDash})`,
    edits: setProperty(doc, ["verbs", verb.key, "args", "properties", name, "pattern"], noLeadingDash),
  };
}

export const rule: Rule = {
  code: "M027",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const surface = ctx.surface;
    if (!doc || !surface) return;
    for (const verb of surface.verbs) {
      const cli = verb.cli; // a `cli` of the wrong type is M005's
      if (!cli) continue;
      const exposed = exposedTokens(verb, cli);
      const first = exposed[0];
      if (!first) continue;
      const dashDash = dashDashFix(doc, surface, verb, cli, first.index);
      for (const { index, name } of exposed) {
        const fixes = [dashDash, patternFix(doc, verb, name)].filter((f): f is RawFix => f !== undefined);
        const [fix, ...alternatives] = fixes;
        report({
          file: SURFACE,
          path: ["verbs", verb.key, "cli", index],
          message: `The token "${cli[index]}" of "${verb.key}" is read where the CLI still parses options: a value such as "--upload-pack=…" for "${name}" would be taken as an option. Put "--" before the positional tokens, or give "${name}" a "pattern" that refuses a leading "-".`,
          ...(fix && { fix, alternatives }),
        });
      }
    }
  },
};
