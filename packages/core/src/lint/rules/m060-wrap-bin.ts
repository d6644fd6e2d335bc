// M060: `kind: wrap` without `wrap.bin` (manifest, Lint checks; wrap is required when kind is wrap).
import { kindKey } from "../../pack/hcp-metadata.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M060",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.kind !== "wrap") return;
    const wrap = surface.raw.wrap;
    if (wrap !== undefined) {
      // A `wrap` or `wrap.bin` of the wrong type is M005's; an empty bin names nothing to run.
      if (surface.wrap === undefined) return;
      if (Object.hasOwn(surface.wrap, "bin") && surface.wrapBin !== "") return;
      report({
        file: SURFACE,
        path: ["wrap"],
        message: `A "wrap" pack needs "wrap.bin", the CLI to run; add "bin" (a name on PATH or ./bin/<script>).`,
      });
      return;
    }
    // Point at the key that made the kind `wrap`: `kind`, or its alias `adapter_kind`.
    report({
      file: SURFACE,
      path: [kindKey(surface.raw) ?? "kind"],
      message: `"${kindKey(surface.raw) ?? "kind"}" is "wrap" but there is no "wrap" object; add "wrap": { "bin": … } naming the CLI to run.`,
    });
  },
};
