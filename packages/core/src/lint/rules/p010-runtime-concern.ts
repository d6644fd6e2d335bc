// P010: a key embedding a runtime concern (grants, catalog, sinks, UI, principal maps, delivery) (§2.8, DECISIONS.md 2).
import { forbiddenKeyRule } from "../forbidden-key-rule.js";

export const rule = forbiddenKeyRule(
  "P010",
  (key, where) =>
    `"${key}" in ${where} is a runtime concern, not part of a portable pack (§2.8): remove it and configure it in the runtime.`,
);
