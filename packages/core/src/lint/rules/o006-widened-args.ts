// O006: a verb's `args` widens its operation's schema (a type, enum or bound the operation does not allow) (DECISIONS 14).
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

/*
 * Both schemas apply to a request, so a widened argument never lets more through: its extra values are
 * refused at once, which an author reading only the verb's `args` would not expect. Leaving out an argument the
 * operation requires is said here too: it stays a required argument of the command.
 */
export const rule: Rule = {
  code: "O006",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.kind !== "openapi") return;
    for (const verb of surface.verbs)
      for (const p of verb.operation?.narrowProblems ?? [])
        if (p.code === "O006")
          report({ file: SURFACE, path: p.path, ...(p.anchor && { anchor: p.anchor }), message: p.message });
  },
};
