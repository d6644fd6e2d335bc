// M062: `kind: openapi` without `openapi`, or with both or neither of `url` and `path` (manifest, Lint checks).
import { kindKey } from "../../pack/hcp-metadata.js";
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M062",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || !surface || surface.kind !== "openapi") return;
    const openapi = surface.raw.openapi;
    if (openapi === undefined) {
      report({
        file: SURFACE,
        path: [kindKey(surface.raw) ?? "kind"],
        message: `"${kindKey(surface.raw) ?? "kind"}" is "openapi" but there is no "openapi" object; add "openapi": { "url": … } or { "path": … }.`,
      });
      return;
    }
    if (!isRecord(openapi)) return; // wrong type: M005's
    // Presence decides here; a url or path of the wrong type is M005's.
    const hasUrl = Object.hasOwn(openapi, "url");
    const hasPath = Object.hasOwn(openapi, "path");
    if (hasUrl !== hasPath) return;
    report({
      file: SURFACE,
      path: ["openapi"],
      message: hasUrl
        ? `"openapi" gives both "url" and "path"; keep exactly one.`
        : `"openapi" gives neither "url" nor "path"; add exactly one.`,
    });
  },
};
