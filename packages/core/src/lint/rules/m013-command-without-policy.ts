// M013: a command has no policy.json row (§2.3.5 "Every verb_key MUST have a Policy entry", §2.7 P7).

import { entriesOf, hasOwn, isRecord, keysOf } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { setProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M013",
  check(ctx, report) {
    const surface = ctx.surface;
    const policy = ctx.policy;
    const policyDoc = ctx.policyDoc;
    // Both files must parse: without a policy to read, P001/P005 speak.
    if (!ctx.surfaceDoc || !surface || !policy || !policyDoc) return;
    // `verbs` of the wrong type is Y001's; a missing `verbs` leaves every command uncovered.
    if (hasOwn(policy.raw, "verbs") && !isRecord(policy.raw.verbs)) return;
    const rows = keysOf(policy.raw.verbs);
    for (const [key, decl] of entriesOf(surface.raw.verbs)) {
      if (rows.includes(key)) continue; // a row of the wrong shape is still a row (Y001 checks it)
      const hint = isRecord(decl) && (decl.policy === "read" || decl.policy === "write") ? decl.policy : undefined;
      const other = rows.find((r) => r.toLowerCase() === key.toLowerCase());
      const near = other === undefined ? "" : ` (policy.json has "${other}", which differs only in case)`;
      // Both effects are offered (issue 11): the manifest hint's first, else "write", the safe side.
      const first = hint ?? "write";
      const rowFix = (effect: "read" | "write") => ({
        title:
          effect === hint
            ? `Add a policy.json row for "${key}" with effect "${effect}" (from the manifest hint)`
            : effect === "write"
              ? `Add a policy.json row for "${key}" with effect "write" (no hint: the safe side, it asks for approval)`
              : `Add a policy.json row for "${key}" with effect "read" (it runs without asking)`,
        edits: setProperty(policyDoc, ["verbs", key], { effect }),
      });
      report({
        file: SURFACE,
        path: ["verbs", key],
        anchor: "key",
        message: `Command "${key}" has no row in policy.json${near}: add a row "${key}": { "effect": "read" } (or "write") under "verbs" in policy.json.`,
        fix: rowFix(first),
        alternatives: [rowFix(first === "write" ? "read" : "write")],
      });
    }
  },
};
