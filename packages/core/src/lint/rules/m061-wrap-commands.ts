// M061: `kind: wrap` without named commands and without `pass_through` (manifest, Lint checks).
import { kindKey } from "../../pack/hcp-metadata.js";
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M061",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.kind !== "wrap") return;
    const raw = surface.raw;
    if (Object.hasOwn(raw, "pass_through")) return;
    // `verbs` of the wrong type is M005's; an entry that is no object still names a command.
    if (Object.hasOwn(raw, "verbs") && (!isRecord(raw.verbs) || Object.keys(raw.verbs).length > 0)) return;
    report({
      file: SURFACE,
      path: [kindKey(raw) ?? "kind"],
      message: `"${kindKey(surface.raw) ?? "kind"}" is "wrap" but the pack names no commands; declare each command in "verbs".`,
    });
  },
};
