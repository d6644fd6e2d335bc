// M024: a write command whose effective approval asks a person has no `preview` (DECISIONS.md 7).
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M024",
  check(ctx, report) {
    const { surface, policy } = ctx;
    // The effect comes from policy.json (authoritative); without it there is nothing to judge.
    if (!ctx.surfaceDoc || !surface || !policy) return;
    for (const verb of surface.verbs) {
      const row = policy.rows.get(verb.key);
      if (row?.effect !== "write" || row.approval === "never") continue;
      // A preview of the wrong type is M005's, not a missing one.
      if (Object.hasOwn(verb.decl, "preview")) continue;
      // No fix: the card's kind and fields are the author's choice.
      report({
        file: SURFACE,
        path: ["verbs", verb.key],
        anchor: "key",
        message: `Write command "${verb.key}" asks a person to approve (approval "${row.approval}") but has no "preview": the card falls back to a "fields" table of every argument; add a preview with a kind and fields.`,
      });
    }
  },
};
