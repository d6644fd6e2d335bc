// S001: HARNESS.md is empty or only whitespace (§2.1.2: the skill file is one of the three required files).
import { HARNESS } from "../../pack/pack-files.js";
import { isBlank } from "../blank.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "S001",
  check(ctx, report) {
    const text = ctx.harness;
    if (text === undefined || !isBlank(text)) return; // a missing file is P001's
    report({
      file: HARNESS,
      message: `"${HARNESS}" is empty: describe the pack for an agent, name its CLI and show each command's form.`,
    });
  },
};
