// P009: a user allow-list, role, principal or tenant key in surface.json or policy.json (§2.7 P3, DECISIONS.md 2).
import { forbiddenKeyRule } from "../forbidden-key-rule.js";

export const rule = forbiddenKeyRule(
  "P009",
  (key, where) =>
    `"${key}" in ${where} names users, roles, principals or tenants; a pack must carry none (§2.7 P3): remove it and grant access in the runtime.`,
);
