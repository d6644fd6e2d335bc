// M004: the pack `id` has characters outside `a-z 0-9 . _ -` (DECISIONS.md, LINT.md M004).
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

const allowed = /[a-z0-9._-]/;

export const rule: Rule = {
  code: "M004",
  check(ctx, report) {
    const id = ctx.surface?.id;
    if (!ctx.surfaceDoc || id === undefined) return;
    // Upper-case letters are M001's: look at the lower-cased id so they are not reported twice.
    const bad = [...new Set(Array.from(id.toLowerCase()).filter((c) => !allowed.test(c)))];
    if (bad.length === 0) return;
    // No fix: the id is the pack's stable identity (§2.2.2); renaming it is the author's call.
    report({
      file: SURFACE,
      path: ["id"],
      message: `The pack id "${id}" has characters outside a-z 0-9 . _ -: ${bad.map((c) => JSON.stringify(c)).join(", ")}; use only those.`,
    });
  },
};
