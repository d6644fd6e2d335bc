// The project's own lint codes (docs/lint-project-codes.md): X codes, so a code the spec defines is never taken.
import type { LintCodeInfo } from "./codes.js";

export const projectLintCodes = [
  {
    code: "X001",
    severity: "error",
    group: "Project",
    rule: "an `args` `pattern` or `patternProperties` key is not a regular expression, or needs backtracking (backreference, lookahead, lookbehind): arguments are checked in linear time",
    source: "D4.2, docs/decisions.md",
  },
  {
    code: "X002",
    severity: "warning",
    group: "Project",
    rule: "a manifest or policy string a person reads (a description, title, preview field name or template, policy `reason`, command name) holds a control, bidirectional or zero-width character: cards and prompts show it escaped and flag the card",
    source: "D7, docs/decisions.md",
  },
] as const satisfies readonly LintCodeInfo[];
