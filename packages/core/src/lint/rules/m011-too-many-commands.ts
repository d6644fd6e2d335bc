// M011: more than 12 commands; the pack should be split (§2.3.3).

import { keysOf } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

/** §2.3.3: "A pack declaring more than 12 SHOULD be split." */
const maxCommands = 12;

export const rule: Rule = {
  code: "M011",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface) return;
    // Every key counts, whatever its declaration: a key is a command on the wire. Past the command cap
    // the view holds the first packLimits.maxCommands keys (P007's error); the count is the real one.
    const keys = keysOf(surface.raw.verbs);
    if (keys.length <= maxCommands) return;
    const extra = keys.slice(maxCommands, maxCommands + 4).map((k) => `"${k}"`);
    const shown = extra.length > 3 ? `${extra.slice(0, 3).join(", ")}, …` : extra.join(", ");
    report({
      file: SURFACE,
      path: ["verbs"],
      anchor: "key",
      message: `The pack declares ${Math.max(ctx.commandCount, keys.length)} commands, more than ${maxCommands} (beyond: ${shown}): split it into two packs of 5 to ${maxCommands} commands.`,
    });
  },
};
