// M050: the `hcp` metadata's protocol version is not 1, or missing (§2.6.1-2).
import { showValue } from "../../pack/hcp-metadata.js";
import { isRecord } from "../../pack/json-value.js";
import { SURFACE } from "../../pack/pack-files.js";
import { replaceValue, setProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M050",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const hcp = ctx.surface?.raw.hcp;
    // A derived object always has hcp 1; a non-object `hcp` is M051's.
    if (!doc || !isRecord(hcp)) return;
    if (!Object.hasOwn(hcp, "hcp")) {
      report({
        file: SURFACE,
        path: ["hcp"],
        message: 'The "hcp" object has no protocol version "hcp"; add "hcp": 1 (HCP/1.x).',
        fix: { title: 'Add "hcp": 1', edits: setProperty(doc, ["hcp", "hcp"], 1) },
      });
      return;
    }
    if (hcp.hcp === 1) return;
    const found = typeof hcp.hcp === "string" ? `the string ${showValue(hcp.hcp)}` : showValue(hcp.hcp);
    report({
      file: SURFACE,
      path: ["hcp", "hcp"],
      message: `The pack targets protocol version ${found}, which is not supported; use 1 (HCP/1.x).`,
      fix: { title: "Target HCP/1", edits: [replaceValue(doc, ["hcp", "hcp"], 1)] },
    });
  },
};
