// M006: an unknown top-level or nested manifest field, with the closest known name (manifest field tables, via surfaceSchema).
import { SURFACE } from "../../pack/pack-files.js";
import { surfaceSchema } from "../../schema/surface.js";
import { isForbiddenKeyAt } from "../forbidden-keys.js";
import type { Rule } from "../types.js";
import { schemaIssues, unknownKeyReport } from "../zod-issues.js";

export const rule: Rule = {
  code: "M006",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || doc.value === undefined) return;
    for (const issue of schemaIssues(surfaceSchema, doc.value)) {
      if (issue.kind !== "unknown_key") continue;
      const [top, , field] = issue.path;
      if (top === "hcp") continue; // M051: the hcp object is strict on its own
      if (top === "verbs" && field === "args") continue; // an args schema is free JSON Schema
      if (isForbiddenKeyAt(SURFACE, doc.value, issue.path, issue.key)) continue; // P009, P010
      report(unknownKeyReport(doc, issue, "the manifest"));
    }
  },
};
