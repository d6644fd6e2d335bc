// S002: HARNESS.md never names the manifest's `cliBin` as a word (M cliBin: the binary the Skill teaches).
import { HARNESS } from "../../pack/pack-files.js";
import { isBlank } from "../blank.js";
import type { Rule } from "../types.js";
import { appendToHarness, formLine, mentions, unshownCommands } from "./s003-harness-command-form.js";

export const rule: Rule = {
  code: "S002",
  check(ctx, report) {
    const text = ctx.harness;
    const surface = ctx.surface;
    const cliBin = surface?.cliBin;
    // Missing or empty HARNESS.md is P001/S001's; no (or an empty) cliBin leaves nothing to name.
    if (!surface || text === undefined || isBlank(text) || cliBin === undefined || cliBin.trim() === "") return;
    if (mentions(text, [cliBin])) return;
    // The fix shows every command not yet shown, each as its full line with its arguments (formLine).
    const lines = unshownCommands(ctx).map(({ verb, form }) => formLine(surface, verb, form));
    report({
      file: HARNESS,
      message: `${HARNESS} never names the CLI "${cliBin}" (the manifest's cliBin): show how to call it, e.g. "${cliBin} <command>".`,
      ...(lines.length > 0 && {
        fix: { title: `Show the commands of "${cliBin}"`, edits: [appendToHarness(text, lines)] },
      }),
    });
  },
};
