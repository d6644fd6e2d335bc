// M017: a required argument never appears in `cli` (manifest Commands: `{{name}}` placeholders map to args).
import { SURFACE } from "../../pack/pack-files.js";
import { placeholderNames } from "../../pack/placeholders.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M017",
  check(ctx, report) {
    if (!ctx.surfaceDoc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      // Only with a cli: without one the argv_template decides. Tolerant of odd items (M005 reports them).
      if (!Array.isArray(verb.decl.cli) || !Array.isArray(verb.args?.required)) continue;
      // An openapi command sends a request: its `cli` is only the form people type, not where values go.
      if (verb.operation) continue;
      const required: unknown[] = verb.args.required;
      if (required.length === 0) continue;
      // Loops into one Set, not flatMap and a closure a command; `seen` only once something is reported.
      const used = new Set<string>();
      for (const t of verb.decl.cli) if (typeof t === "string") for (const n of placeholderNames(t)) used.add(n);
      let seen: Set<string> | undefined;
      for (let i = 0; i < required.length; i++) {
        const name = required[i];
        if (typeof name !== "string" || used.has(name) || seen?.has(name)) continue;
        if (!seen) seen = new Set<string>();
        seen.add(name);
        report({
          file: SURFACE,
          path: ["verbs", verb.key, "args", "required", i],
          message: `Command "${verb.key}" requires the argument "${name}" but its cli never uses it: add "{{${name}}}" to cli, or drop it from required.`,
        });
      }
    }
  },
};
