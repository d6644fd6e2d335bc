// lintPack: every rule of LINT.md over a pack. Never throws.
import type { PackFiles } from "../pack/pack-files.js";
import { rules } from "./registry.js";
import { type LintOptions, runRules } from "./run-rules.js";
import type { Finding } from "./types.js";

/** Lint a pack given as relative path to text. Never throws. */
export function lintPack(files: PackFiles, options: LintOptions = {}): Finding[] {
  return runRules(rules, files, options);
}

/** A pack passes lint when it has no error. */
export function passes(findings: readonly Finding[]): boolean {
  return !findings.some((f) => f.severity === "error");
}
