// M030: a `stimulusTriggers` ref has no policy.json `stimuli` row (§2.4.2, §2.7 P7).
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { setProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M030",
  check(ctx, report) {
    const { surface, policy, policyDoc } = ctx;
    if (!ctx.surfaceDoc || !surface || !policy || !policyDoc) return;
    // A `stimuli` of the wrong type is Y001's: every ref would look uncovered.
    if (Object.hasOwn(policy.raw, "stimuli") && !isRecord(policy.raw.stimuli)) return;
    for (const trigger of surface.triggers) {
      if (policy.stimuli.has(trigger.ref)) continue;
      report({
        file: SURFACE,
        path: ["stimulusTriggers", trigger.index, "ref"],
        message: `Trigger "${trigger.ref}" has no policy.json "stimuli" row; add "stimuli": { "${trigger.ref}": { "deliver": "notify" } }.`,
        fix: {
          title: `Add a stimuli row for "${trigger.ref}"`,
          edits: setProperty(policyDoc, ["stimuli", trigger.ref], { deliver: "notify" }),
        },
      });
    }
  },
};
