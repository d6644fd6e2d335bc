// M063: `kind: sense_only` without at least one trigger (manifest, Lint checks).
import { kindKey } from "../../pack/hcp-metadata.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M063",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.kind !== "sense_only") return;
    const triggers = surface.raw.stimulusTriggers;
    // A non-array is M005's; any entry counts (a malformed one is M005's too).
    if (triggers !== undefined && (!Array.isArray(triggers) || triggers.length > 0)) return;
    report({
      file: SURFACE,
      path: triggers === undefined ? [kindKey(surface.raw) ?? "kind"] : ["stimulusTriggers"],
      message: `"${kindKey(surface.raw) ?? "kind"}" is "sense_only" but the pack declares no trigger; add "stimulusTriggers": [{ "ref": … }] with a policy.json stimuli row each.`,
    });
  },
};
