// Y001: a policy.json field of the wrong type, unknown, or outside its enum (DECISIONS.md 2, via policySchema).
import { POLICY } from "../../pack/pack-files.js";
import { policySchema } from "../../schema/policy.js";
import { isForbiddenKeyAt } from "../forbidden-keys.js";
import type { Rule } from "../types.js";
import { issueReport, schemaIssues, unknownKeyReport } from "../zod-issues.js";

export const rule: Rule = {
  code: "Y001",
  check(ctx, report) {
    const doc = ctx.policyDoc;
    if (!doc || doc.value === undefined) return;
    for (const issue of schemaIssues(policySchema, doc.value)) {
      if (issue.kind !== "unknown_key") {
        report(issueReport(doc, issue, "policy.json"));
      } else if (!isForbiddenKeyAt(POLICY, doc.value, issue.path, issue.key)) {
        report(unknownKeyReport(doc, issue, "policy.json")); // P009 and P010 report their own keys
      }
    }
  },
};
