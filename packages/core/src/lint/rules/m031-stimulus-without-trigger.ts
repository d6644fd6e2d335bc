// M031: a policy.json `stimuli` row names no trigger of the manifest (DECISIONS.md 2; coverage both ways).
import { isRecord } from "../../pack/json-value.js";
import { POLICY } from "../../pack/pack-files.js";
import { removeProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M031",
  check(ctx, report) {
    const { surface, policy, policyDoc } = ctx;
    if (!ctx.surfaceDoc || !surface || !policy || !policyDoc) return;
    // With malformed trigger entries (M005's) we cannot tell which refs are declared: stay silent.
    const declared = surface.raw.stimulusTriggers;
    if (declared !== undefined) {
      if (!Array.isArray(declared) || declared.length !== surface.triggers.length) return;
    }
    const refs = new Set(surface.triggers.map((t) => t.ref));
    if (!isRecord(policy.raw.stimuli)) return;
    for (const ref of Object.keys(policy.raw.stimuli)) {
      if (refs.has(ref)) continue;
      report({
        file: POLICY,
        path: ["stimuli", ref],
        anchor: "key",
        message: `The stimuli row "${ref}" names no trigger in the manifest's "stimulusTriggers"; declare the trigger or remove the row.`,
        fix: { title: `Remove the stimuli row "${ref}"`, edits: removeProperty(policyDoc, ["stimuli", ref]) },
      });
    }
  },
};
