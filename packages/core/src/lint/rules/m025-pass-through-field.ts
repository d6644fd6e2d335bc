// M025: `pass_through` is present: an HCP/1.1 bootstrap for wrap, non-conforming as a destination (manifest, Adapter; §2.3.4).
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { removeProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M025",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const surface = ctx.surface;
    if (!doc || !surface || !Object.hasOwn(surface.raw, "pass_through")) return;
    // Removing it is only a safe one-click fix once named commands exist (else M061 follows).
    const named = isRecord(surface.raw.verbs) && Object.keys(surface.raw.verbs).length > 0;
    report({
      file: SURFACE,
      path: ["pass_through"],
      anchor: "key",
      message: `"pass_through" is present: it is non-conforming as a destination; name each command in "verbs" and remove it.`,
      ...(named && { fix: { title: 'Remove "pass_through"', edits: removeProperty(doc, ["pass_through"]) } }),
    });
  },
};
