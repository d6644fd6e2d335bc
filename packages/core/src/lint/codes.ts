// The lint code tables: spec/LINT.md's codes (generated from it: scripts/spec-codes.ts) and the project's own X codes (docs/lint-project-codes.md).
import { projectLintCodes } from "./project-codes.js";
import { specLintCodes } from "./spec-codes.generated.js";

export { specLintCodes };

export type Severity = "error" | "warning" | "info";

export interface LintCodeInfo {
  code: string;
  severity: Severity;
  /** LINT.md's section; "Project" for the X codes the spec does not define. */
  group: "Pack" | "Manifest" | "Skill" | "Policy" | "OpenAPI" | "Project";
  /** The rule as LINT.md (or docs/lint-project-codes.md) words it (Markdown). */
  rule: string;
  /** Where the rule comes from: M = manifest document, § = pack model, D = DECISIONS.md. */
  source: string;
}

/** Every code a finding may carry: the spec's, then the project's. */
export const lintCodes = [...specLintCodes, ...projectLintCodes] as const;

export type LintCode = (typeof lintCodes)[number]["code"];

const byCode = new Map<string, LintCodeInfo>(lintCodes.map((c) => [c.code, c]));

export function lintCodeInfo(code: string): LintCodeInfo | undefined {
  return byCode.get(code);
}
