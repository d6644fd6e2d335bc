// P009 and P010 are one check with two key lists: report each forbidden key of one code, with a fix removing it.
import { removeProperty } from "./fix-edits.js";
import { type ForbiddenKey, forbiddenKeys } from "./forbidden-keys.js";
import type { Rule } from "./types.js";
import { fieldName } from "./zod-issues.js";

/** A rule reporting the keys `forbiddenKeys` files under `code`; `message` words one, `where` its object. */
export function forbiddenKeyRule(code: ForbiddenKey["code"], message: (key: string, where: string) => string): Rule {
  return {
    code,
    check(ctx, report) {
      for (const doc of [ctx.surfaceDoc, ctx.policyDoc]) {
        if (!doc || doc.value === undefined) continue;
        for (const hit of forbiddenKeys(doc.file, doc.value)) {
          if (hit.code !== code) continue;
          const where = hit.path.length > 1 ? `"${fieldName(hit.path.slice(0, -1))}"` : doc.file;
          report({
            file: doc.file,
            path: hit.path,
            anchor: "key",
            message: message(hit.key, where),
            fix: { title: `Remove "${hit.key}"`, edits: removeProperty(doc, hit.path) },
          });
        }
      }
    },
  };
}
