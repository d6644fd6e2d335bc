// O007: policy.json says `read` for an operation whose method is not GET, HEAD or OPTIONS (DECISIONS 14, "Effect").
import { methodEffect } from "../../openapi/bind-operations.js";
import { POLICY } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "O007",
  check(ctx, report) {
    const { surface, policy, policyDoc } = ctx;
    if (!surface || !policy || !policyDoc || surface.kind !== "openapi") return;
    for (const verb of surface.verbs) {
      const binding = verb.operation;
      if (!binding || policy.rows.get(verb.key)?.effect !== "read") continue;
      const { method, path } = binding.ref;
      if (methodEffect(method) === "read") continue;
      const at = ["verbs", verb.key, "effect"];
      report({
        file: POLICY,
        path: at,
        message: `"${verb.key}" sends ${method} ${path}, a method that changes data, but policy.json says "read", so it runs without asking anyone: make it "write" (policy.json decides; say "read" only when the API documents ${method} as safe).`,
        fix: { title: `Set the effect of "${verb.key}" to "write"`, edits: [replaceValue(policyDoc, at, "write")] },
      });
    }
  },
};
