// P009: a user allow-list, role, principal or tenant key in surface.json or policy.json (§2.7 P3, DECISIONS.md 2).
import { removeProperty } from "../fix-edits.js";
import { forbiddenKeys } from "../forbidden-keys.js";
import type { Rule } from "../types.js";
import { fieldName } from "../zod-issues.js";

export const rule: Rule = {
  code: "P009",
  check(ctx, report) {
    for (const doc of [ctx.surfaceDoc, ctx.policyDoc]) {
      if (!doc || doc.value === undefined) continue;
      for (const hit of forbiddenKeys(doc.file, doc.value)) {
        if (hit.code !== "P009") continue;
        const where = hit.path.length > 1 ? `"${fieldName(hit.path.slice(0, -1))}"` : doc.file;
        report({
          file: doc.file,
          path: hit.path,
          anchor: "key",
          message: `"${hit.key}" in ${where} names users, roles, principals or tenants; a pack must carry none (§2.7 P3): remove it and grant access in the runtime.`,
          fix: { title: `Remove "${hit.key}"`, edits: removeProperty(doc, hit.path) },
        });
      }
    }
  },
};
