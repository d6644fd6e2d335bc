// M005: a manifest field has the wrong type or a value outside its enum (manifest field tables, via surfaceSchema).
import { surfaceSchema } from "../../schema/surface.js";
import type { Rule } from "../types.js";
import { issueReport, type SchemaIssue, schemaIssues } from "../zod-issues.js";

/** Issues other codes own, or that are free JSON Schema. */
function ownedElsewhere(issue: SchemaIssue, kind: string, value: unknown): boolean {
  const [top, verb, field, sub] = issue.path;
  if (issue.kind === "unknown_key") return true; // M006
  if (top === "hcp") return true; // M050, M051
  if (issue.kind === "missing" && top === "id" && issue.path.length === 1) return true; // M001
  // M060 reports a missing wrap.bin when the kind is wrap; for other kinds it is only a type problem here.
  if (issue.kind === "missing" && top === "wrap" && verb === "bin" && kind === "wrap") return true;
  // An argument schema is free JSON Schema beyond the fields the manifest names (type, description,
  // examples, enum, x-position: zod ignores the rest), and a boolean is a valid JSON Schema too.
  const argSchema = top === "verbs" && field === "args" && sub === "properties" && issue.path.length === 5;
  return argSchema && typeof value === "boolean";
}

export const rule: Rule = {
  code: "M005",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || doc.value === undefined) return;
    const kind = ctx.surface?.kind ?? "composite";
    for (const issue of schemaIssues(surfaceSchema, doc.value)) {
      if (issue.kind === "unknown_key" || ownedElsewhere(issue, kind, "value" in issue ? issue.value : undefined))
        continue;
      report(issueReport(doc, issue, "surface.json"));
    }
  },
};
