// O008: the pack names its document by `openapi.url`: it is not checked until the file is added as `openapi.path` (D14).
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "O008",
  check(ctx, report) {
    const surface = ctx.surface;
    if (!ctx.surfaceDoc || surface?.kind !== "openapi") return;
    const openapi = surface.raw.openapi;
    // Both url and path, or a url of the wrong type, are M062's and M005's.
    if (!isRecord(openapi) || typeof openapi.url !== "string" || Object.hasOwn(openapi, "path")) return;
    report({
      file: SURFACE,
      path: ["openapi", "url"],
      message:
        'The document is named by "openapi.url", so lint does not check it, and no server fetches it for you: add the file to the pack and name it with "openapi.path" to check it and its commands.',
    });
  },
};
