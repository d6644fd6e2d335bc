// M015: a command's `cli[0]` differs from `cliBin` (manifest: cliBin is the first token of every cli[]).

import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M015",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const cliBin = ctx.surface?.cliBin;
    if (!doc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      const first = verb.cli?.[0];
      if (first === undefined || first === cliBin) continue;
      const path = ["verbs", verb.key, "cli", 0];
      report({
        file: SURFACE,
        path,
        message:
          cliBin === undefined
            ? `Command "${verb.key}" starts with "${first}" but the manifest declares no "cliBin"; add "cliBin": "${first}".`
            : `Command "${verb.key}" starts with "${first}", not the cliBin "${cliBin}".`,
        ...(cliBin !== undefined && {
          fix: { title: `Replace "${first}" with "${cliBin}"`, edits: [replaceValue(doc, path, cliBin)] },
        }),
      });
    }
  },
};
