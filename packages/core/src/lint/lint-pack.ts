// lintPack: every rule of LINT.md over a pack. Never throws.
import type { PackFiles } from "../pack/pack-files.js";
import type { PackContext } from "./context.js";
import { rules } from "./registry.js";
import { type LintOptions, runRules, runRulesInContext } from "./run-rules.js";
import type { Finding } from "./types.js";

/** Lint a pack given as relative path to text. Never throws. */
export function lintPack(files: PackFiles, options: LintOptions = {}): Finding[] {
  return runRules(rules, files, options);
}

/** lintPack, also answering the parsed pack: for callers that use its views after linting. */
export function lintPackInContext(files: PackFiles): { findings: Finding[]; ctx: PackContext } {
  return runRulesInContext(rules, files);
}

/** A pack passes lint when it has no error. */
export function passes(findings: readonly Finding[]): boolean {
  return !findings.some((f) => f.severity === "error");
}
