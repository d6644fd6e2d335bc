// Y002: a write command with `approval: never` (DECISIONS.md 2: write defaults to always for a reason).
import { POLICY } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "Y002",
  check(ctx, report) {
    const doc = ctx.policyDoc;
    if (!doc || !ctx.policy) return;
    for (const row of ctx.policy.rows.values()) {
      if (row.effect !== "write" || row.raw.approval !== "never") continue;
      const path = ["verbs", row.key, "approval"];
      report({
        file: POLICY,
        path,
        message: `Write command "${row.key}" has approval "never": nobody confirms what it changes. Use "first_use" or "always".`,
        fix: { title: 'Ask a person every time ("always")', edits: [replaceValue(doc, path, "always")] },
      });
    }
  },
};
