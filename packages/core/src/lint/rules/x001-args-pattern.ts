// X001 (a project code, docs/lint-project-codes.md): an args schema's `pattern` (or `patternProperties` key) that no linear-time engine can run (D4.2, docs/decisions.md).
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { patternProblem } from "../../pattern/linear-pattern.js";
import { schemaPatterns } from "../../projection/args-validator.js";
import type { Rule } from "../types.js";

/*
 * Arguments are checked on the server and in the browser with every pattern run by re2js, which never
 * backtracks (a pack's `^(a+)+$` froze the server for seconds). A pattern it cannot run (a backreference,
 * a lookahead or lookbehind, a repeat over 1000) or one that is no regular expression makes every command
 * line of the command refused as pack_invalid, so lint says so first, with the reason.
 */
export const rule: Rule = {
  code: "X001",
  check(ctx, report) {
    if (!ctx.surfaceDoc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      // The declared `args` only: an openapi command's derived schema leaves out what re2js cannot run.
      const declared = verb.decl.args;
      if (!isRecord(declared)) continue;
      for (const { path, pattern, isKey } of schemaPatterns(declared)) {
        const problem = patternProblem(pattern);
        if (!problem) continue;
        const where = isKey ? "patternProperties key" : "pattern";
        report({
          file: SURFACE,
          path: ["verbs", verb.key, "args", ...path],
          anchor: isKey ? "key" : "value",
          message: `The ${where} ${JSON.stringify(pattern)} in the arguments of "${verb.key}" cannot be used: ${problem}. Arguments are checked in linear time, without backreferences or lookaround: rewrite the pattern or remove it.`,
        });
      }
    }
  },
};
