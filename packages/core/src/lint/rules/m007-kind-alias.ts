// M007: `kind` and its alias `adapter_kind` both present and different (manifest, Adapter).
import { showValue } from "../../pack/hcp-metadata.js";
import { SURFACE } from "../../pack/pack-files.js";
import { removeProperty } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M007",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    const raw = ctx.surface?.raw;
    if (!doc || !raw || !Object.hasOwn(raw, "kind") || !Object.hasOwn(raw, "adapter_kind")) return;
    if (JSON.stringify(raw.kind) === JSON.stringify(raw.adapter_kind)) return;
    // `kind` wins (it is the field, adapter_kind the alias), so the fix drops the alias.
    report({
      file: SURFACE,
      path: ["adapter_kind"],
      message: `"adapter_kind" is ${showValue(raw.adapter_kind)} but "kind" is ${showValue(raw.kind)}; adapter_kind is an alias of kind: remove it.`,
      fix: { title: 'Remove "adapter_kind"', edits: removeProperty(doc, ["adapter_kind"]) },
    });
  },
};
