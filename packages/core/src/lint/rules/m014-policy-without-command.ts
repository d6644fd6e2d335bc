// M014: a policy.json row names no command (manifest: "lint enforces coverage both ways").

import { hasOwn, isRecord, keysOf } from "../../pack/json-value.js";
import { POLICY } from "../../pack/pack-files.js";
import { removeProperty, renameKey } from "../fix-edits.js";
import type { RawFix, Rule } from "../types.js";

export const rule: Rule = {
  code: "M014",
  check(ctx, report) {
    const surface = ctx.surface;
    const policy = ctx.policy;
    const policyDoc = ctx.policyDoc;
    if (!ctx.surfaceDoc || !surface || !policy || !policyDoc) return;
    // `verbs` of the wrong type in the manifest is M005's: it declares nothing we can compare with.
    if (hasOwn(surface.raw, "verbs") && !isRecord(surface.raw.verbs)) return;
    const commands = keysOf(surface.raw.verbs);
    const rows = keysOf(policy.raw.verbs);
    for (const key of rows) {
      if (commands.includes(key)) continue;
      const other = commands.find((c) => c.toLowerCase() === key.toLowerCase());
      let fix: RawFix | undefined;
      let how: string;
      if (other === undefined || rows.includes(other)) {
        how =
          other === undefined
            ? "remove the row, or declare the command in surface.json"
            : `remove it; "${other}" has its own row`;
        fix = { title: `Remove the policy row "${key}"`, edits: removeProperty(policyDoc, ["verbs", key]) };
      } else if (other === other.toLowerCase()) {
        how = `rename the row to "${other}"`;
        fix = {
          title: `Rename the policy row "${key}" to "${other}"`,
          edits: [renameKey(policyDoc, ["verbs", key], other)],
        };
      } else {
        // The command key itself is the odd one (M010 lower-cases it, with this row): no fix here.
        how = `make the two keys the same, in lower case`;
      }
      const near = other === undefined ? "" : ` (the manifest has "${other}", which differs only in case)`;
      report({
        file: POLICY,
        path: ["verbs", key],
        anchor: "key",
        message: `The policy row "${key}" names no command${near}: ${how}.`,
        ...(fix && { fix }),
      });
    }
  },
};
