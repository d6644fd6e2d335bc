// M003: the manifest's `hcp.pack_id` differs from `id` (§2.2.4); a missing one is M003's too.
import { showValue } from "../../pack/hcp-metadata.js";
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue, setProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M003",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const surface = ctx.surface;
    const id = surface?.id;
    // Without a string id there is nothing to compare (M001/M005); a non-object hcp is M051's.
    if (!doc || !surface || id === undefined || !isRecord(surface.raw.hcp)) return;
    const hcp = surface.raw.hcp;
    if (!Object.hasOwn(hcp, "pack_id")) {
      report({
        file: SURFACE,
        path: ["hcp"],
        message: `The "hcp" object has no "pack_id"; add "pack_id": "${id}".`,
        fix: { title: `Add pack_id "${id}"`, edits: setProperty(doc, ["hcp", "pack_id"], id) },
      });
      return;
    }
    if (hcp.pack_id === id) return;
    report({
      file: SURFACE,
      path: ["hcp", "pack_id"],
      message: `"hcp.pack_id" is ${showValue(hcp.pack_id)} but the pack id is "${id}"; set it to "${id}".`,
      fix: { title: `Set hcp.pack_id to "${id}"`, edits: [replaceValue(doc, ["hcp", "pack_id"], id)] },
    });
  },
};
