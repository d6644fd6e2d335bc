// M002: policy.json `surface_id` differs from the manifest `id` (§2.2.3).
import { POLICY } from "../../pack/pack-files.js";
import { replaceValue } from "../fix-edits.js";
import type { Rule } from "../types.js";

export const rule: Rule = {
  code: "M002",
  check(ctx, report) {
    const doc = ctx.policyDoc;
    const id = ctx.surface?.id;
    const surfaceId = ctx.policy?.surfaceId;
    // A missing or non-string surface_id is Y001's, a missing or non-string id M001's/M005's.
    if (!doc || id === undefined || surfaceId === undefined || surfaceId === id) return;
    report({
      file: POLICY,
      path: ["surface_id"],
      message: `policy.json "surface_id" is "${surfaceId}" but the pack id is "${id}"; they must be equal.`,
      fix: { title: `Set surface_id to "${id}"`, edits: [replaceValue(doc, ["surface_id"], id)] },
    });
  },
};
