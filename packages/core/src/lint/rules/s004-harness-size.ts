// S004: HARNESS.md over 64 KiB of UTF-8 (DECISIONS.md 1: a warning; an agent reads the whole skill).
import { fileBytes, HARNESS, packLimits } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "S004",
  check(ctx, report) {
    if (ctx.harness === undefined) return;
    const bytes = fileBytes(ctx.files, HARNESS);
    // Over the 1 MiB file limit it is P007's error, not this warning.
    if (bytes <= packLimits.harnessWarnBytes || bytes > packLimits.maxFileBytes) return;
    report({
      file: HARNESS,
      message: `"${HARNESS}" is ${bytes} bytes, over ${packLimits.harnessWarnBytes} (64 KiB): keep the skill short and move reference material to other files.`,
    });
  },
};
