// P002: a required file exists only with other letter case, e.g. `Surface.json` (§2.1.2: names are case-sensitive).
import { requiredFiles } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";
import { caseVariantsOf } from "./p001-required-file-missing.js";

export const rule: Rule = {
  code: "P002",
  check(ctx, report) {
    for (const name of requiredFiles) {
      if (typeof ctx.files[name] === "string") continue; // the right name exists: a variant is just another file
      for (const variant of caseVariantsOf(ctx.files, name)) {
        // No fix: a text edit cannot rename a file.
        report({
          file: variant,
          message: `"${variant}" must be named exactly "${name}" (file names are case-sensitive): rename it to "${name}".`,
        });
      }
    }
  },
};
