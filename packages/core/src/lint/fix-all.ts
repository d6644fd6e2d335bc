// Fixing a whole pack as `eslint --fix` does: each finding's preferred fix, one at a time, re-linting between them.
import type { PackFiles } from "../pack/pack-files.js";
import { applyEdits } from "./apply-edits.js";
import { lintPack } from "./lint-pack.js";
import type { Finding } from "./types.js";

export interface FixAllResult {
  files: PackFiles;
  /** The fixes applied, in order: code, file and the fix's title. */
  applied: { code: string; file: string; title: string }[];
  /** The findings left after the last fix. */
  findings: Finding[];
}

/**
 * Fixes are applied one at a time because one can make another moot (a renamed command needs no policy row
 * under its old name); each is tried once (by code, place and title), and at most `maxFixes` in all, so a fix
 * that does not clear its finding cannot loop.
 */
export function fixAll(files: PackFiles, maxFixes = 100): FixAllResult {
  let current = files;
  let findings = lintPack(current);
  const applied: FixAllResult["applied"] = [];
  const tried = new Set<string>();
  while (applied.length < maxFixes) {
    const next = findings.find((f) => f.fix && !tried.has(`${f.code} ${f.file} ${f.pointer} ${f.fix.title}`));
    if (!next?.fix) break;
    tried.add(`${next.code} ${next.file} ${next.pointer} ${next.fix.title}`);
    current = applyEdits(current, next.fix.edits);
    applied.push({ code: next.code, file: next.file, title: next.fix.title });
    findings = lintPack(current);
  }
  return { files: current, applied, findings };
}
