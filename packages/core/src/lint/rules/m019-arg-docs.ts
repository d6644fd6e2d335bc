// M019: an argument property lacks a `description` or `examples` (manifest Commands: args "properties with a description and examples").

import { toPointer } from "../../json/pointer.js";
import { openapiOf } from "../../openapi/lint-document.js";
import { hasOwn, isRecord, type JsonRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { PackContext } from "../context.js";
import { setProperty } from "../fix-edits.js";
import type { RawFix, Reporter, Rule } from "../types.js";

/*
 * Decisions:
 * - A description must be a non-empty string; examples a non-empty list.
 * - An argument whose values are closed needs no examples: an `enum` (its values are the examples),
 *   a `const`, or `type: "boolean"`. Everything else, strings with a pattern included, needs them:
 *   the first example fills the ready-to-run line of `hcpx commands` (DECISIONS 5).
 * - A field of the wrong type (a numeric description, examples as a string) is M005's, not lacking.
 */
function isClosed(schema: JsonRecord): boolean {
  return (Array.isArray(schema.enum) && schema.enum.length > 0) || hasOwn(schema, "const") || schema.type === "boolean";
}

const declares = (args: unknown, name: string) =>
  isRecord(args) && isRecord(args.properties) && Object.hasOwn(args.properties, name);

/**
 * An openapi command's argument that its `args` does not declare comes from the document (DECISIONS 14): said
 * once at the parameter or body property there, which the author may document, or describe in `args` instead.
 */
function reportDerived(
  ctx: PackContext,
  report: Reporter,
  verbKey: string,
  name: string,
  what: string,
  seen: Set<string>,
) {
  const doc = openapiOf(ctx);
  const arg = ctx.surface?.verbs.find((v) => v.key === verbKey)?.operation?.derived.args.find((a) => a.name === name);
  if (!doc || !arg) return;
  const key = toPointer(arg.source);
  if (seen.has(key)) return;
  seen.add(key);
  report({
    file: doc.file,
    path: [...arg.source],
    message: `Argument "${name}" of "${verbKey}" (${arg.in === "body" || arg.in === "form" ? "a body property" : `a ${arg.in} parameter`} here) has no ${what}: add them here, or declare "${name}" in the command's "args" with them.`,
  });
}

export const rule: Rule = {
  code: "M019",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || !ctx.surface) return;
    const seen = new Set<string>();
    for (const verb of ctx.surface.verbs) {
      for (const arg of verb.properties) {
        const { schema } = arg;
        const missing: string[] = [];
        const d = schema.description;
        if (d === undefined || (typeof d === "string" && d.trim() === "")) missing.push("description");
        const e = schema.examples;
        if ((e === undefined || (Array.isArray(e) && e.length === 0)) && !isClosed(schema)) missing.push("examples");
        if (missing.length === 0) continue;
        const what = missing.map((m) => `"${m}"`).join(" or ");
        if (verb.operation && !declares(verb.decl.args, arg.name)) {
          reportDerived(ctx, report, verb.key, arg.name, what, seen);
          continue;
        }
        const path = ["verbs", verb.key, "args", "properties", arg.name];
        let fix: RawFix | undefined;
        if (missing.length === 1 && missing[0] === "examples" && hasOwn(schema, "default")) {
          fix = {
            title: `Add "examples": [${JSON.stringify(schema.default)}] from the default`,
            edits: setProperty(doc, [...path, "examples"], [schema.default]),
          };
        }
        const add = missing.map((m) =>
          m === "description" ? "what it means" : "one or two sample values (the first fills ready-to-run lines)",
        );
        report({
          file: SURFACE,
          path,
          anchor: "key",
          message: `Argument "${arg.name}" of "${verb.key}" has no ${what}: add ${add.join(" and ")}.`,
          ...(fix && { fix }),
        });
      }
    }
  },
};
