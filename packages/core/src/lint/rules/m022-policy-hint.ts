// M022: a manifest `policy` hint disagrees with policy.json's effect (manifest Commands: "policy.json is authoritative"; DECISIONS 3).
import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M022",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || !ctx.surface || !ctx.policy) return;
    for (const verb of ctx.surface.verbs) {
      const hint = verb.policyHint; // a hint outside read/write is M005's
      const effect = ctx.policy.rows.get(verb.key)?.effect; // no row is M013's, a bad effect Y001's
      if (hint === undefined || effect === undefined || hint === effect) continue;
      const path = ["verbs", verb.key, "policy"];
      report({
        file: SURFACE,
        path,
        message: `Command "${verb.key}" hints "policy": "${hint}" but policy.json says "effect": "${effect}", which decides: set the hint to "${effect}" or drop it.`,
        fix: { title: `Set the hint to "${effect}"`, edits: [replaceValue(doc, path, effect)] },
      });
    }
  },
};
