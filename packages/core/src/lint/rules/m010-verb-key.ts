// M010: a verb key is empty, not lower-case, or contains whitespace or `/` (§2.3.2).

import { isRecord, keysOf } from "../../pack/json-value.js";
import { POLICY, SURFACE } from "../../pack/pack-files.js";
import type { PackContext } from "../context.js";
import { renameKey } from "../fix-edits.js";
import type { RawEdit, RawFix, Rule } from "../types.js";

function problemsOf(key: string): string[] {
  if (key.length === 0) return ["it is empty"];
  const problems: string[] = [];
  if (key !== key.toLowerCase()) problems.push("it is not lower-case");
  if (/\s/.test(key)) problems.push("it contains whitespace");
  if (key.includes("/")) problems.push('it contains "/"');
  return problems;
}

/**
 * Lower-case the key, and the policy row of the same name with it so coverage (M013/M014)
 * stays as it was. Only when the lower-cased key is free in both files.
 */
function lowerCaseFix(ctx: PackContext, key: string, verbKeys: string[]): RawFix | undefined {
  const lower = key.toLowerCase();
  const surfaceDoc = ctx.surfaceDoc;
  if (!surfaceDoc || verbKeys.includes(lower)) return undefined;
  const edits: RawEdit[] = [renameKey(surfaceDoc, ["verbs", key], lower)];
  let alsoPolicy = false;
  if (ctx.files[POLICY] !== undefined) {
    // A policy.json that does not parse cannot be kept consistent: no fix then.
    if (!ctx.policyDoc || !ctx.policy) return undefined;
    const rows = isRecord(ctx.policy.raw.verbs) ? Object.keys(ctx.policy.raw.verbs) : [];
    if (rows.includes(key)) {
      if (rows.includes(lower)) return undefined;
      edits.push(renameKey(ctx.policyDoc, ["verbs", key], lower));
      alsoPolicy = true;
    }
  }
  return { title: `Rename "${key}" to "${lower}"${alsoPolicy ? " here and in policy.json" : ""}`, edits };
}

export const rule: Rule = {
  code: "M010",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface) return;
    const verbKeys = keysOf(surface.raw.verbs);
    for (const key of verbKeys) {
      const problems = problemsOf(key);
      if (problems.length === 0) continue;
      const onlyCase = problems.length === 1 && problems[0] === "it is not lower-case";
      const fix = onlyCase ? lowerCaseFix(ctx, key, verbKeys) : undefined;
      const how = onlyCase
        ? `use "${key.toLowerCase()}"`
        : 'use a non-empty lower-case name, with "." to separate families (no spaces, no "/")';
      report({
        file: SURFACE,
        path: ["verbs", key],
        anchor: "key",
        message: `The command key "${key}" is not a valid verb key: ${problems.join(", ")}; ${how}.`,
        ...(fix && { fix }),
      });
    }
  },
};
