// P010: a key embedding a runtime concern (grants, catalog, sinks, UI, principal maps, delivery) (§2.8, DECISIONS.md 2).
import { removeProperty } from "../fix-edits.js";
import { forbiddenKeys } from "../forbidden-keys.js";
import type { Rule } from "../types.js";
import { fieldName } from "../zod-issues.js";

export const rule: Rule = {
  code: "P010",
  check(ctx, report) {
    for (const doc of [ctx.surfaceDoc, ctx.policyDoc]) {
      if (!doc || doc.value === undefined) continue;
      for (const hit of forbiddenKeys(doc.file, doc.value)) {
        if (hit.code !== "P010") continue;
        const where = hit.path.length > 1 ? `"${fieldName(hit.path.slice(0, -1))}"` : doc.file;
        report({
          file: doc.file,
          path: hit.path,
          anchor: "key",
          message: `"${hit.key}" in ${where} is a runtime concern, not part of a portable pack (§2.8): remove it and configure it in the runtime.`,
          fix: { title: `Remove "${hit.key}"`, edits: removeProperty(doc, hit.path) },
        });
      }
    }
  },
};
