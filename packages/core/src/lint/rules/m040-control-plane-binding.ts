// M040: a `plane: control` pack whose Binding mode is not `mothership` (§2.5.2).
import { showValue } from "../../pack/hcp-metadata.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M040",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.raw.plane !== "control") return;
    const binding = surface.binding;
    // The manifest: "Control packs default to Binding mothership", so a missing binding or mode
    // is mothership. A `binding` of the wrong type is M005's.
    if (!binding || !Object.hasOwn(binding, "mode") || binding.mode === "mothership") return;
    // No fix: whether the plane or the Binding is wrong is the author's call (§2.5.3: a second pack).
    report({
      file: SURFACE,
      path: ["plane"],
      message: `A "control" pack needs Binding mode "mothership", but binding.mode is ${showValue(binding.mode)}; use "mothership" or move this to a "runtime" pack.`,
    });
  },
};
