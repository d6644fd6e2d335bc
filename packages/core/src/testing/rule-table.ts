// Table-driven tests for one lint rule: valid cases yield none of its findings, invalid ones exactly the expected.
import { describe, expect, it } from "vitest";
import { parseJson } from "../json/parse-json.js";
import { runRules } from "../lint/run-rules.js";
import type { Finding, Fix, Rule } from "../lint/types.js";
import type { PackFiles } from "../pack/pack-files.js";

export interface ExpectedFinding {
  file: string;
  pointer: string;
  /** Substrings the message must contain (it names the offending value). */
  message?: string | string[];
  /** 1-based start line/column, when the case pins the range. */
  at?: [line: number, column: number];
  /** When given, the fix applied to the pack must clear this rule's findings; with alternatives, each of them too. */
  fixClears?: boolean;
  /** Substrings of the titles of `fix` then each of `alternatives`, in order: the fixes offered, no more. */
  fixes?: string[];
}

export interface RuleCase {
  name: string;
  files: PackFiles;
  /** [] for a valid case. */
  expect: ExpectedFinding[];
}

/** Apply a finding's fix (or the given one of its fixes) to the pack, edits of one file applied back to front. */
export function applyFix(files: PackFiles, finding: Finding, fix: Fix | undefined = finding.fix): PackFiles {
  const out = { ...files };
  const edits = [...(fix?.edits ?? [])].sort(
    (a, b) => b.range.start.line - a.range.start.line || b.range.start.column - a.range.start.column,
  );
  for (const edit of edits) {
    const text = out[edit.file] ?? "";
    const lines = text.split("\n");
    const offsetOf = (p: { line: number; column: number }) =>
      lines.slice(0, p.line - 1).reduce((n, l) => n + l.length + 1, 0) + p.column - 1;
    out[edit.file] = text.slice(0, offsetOf(edit.range.start)) + edit.newText + text.slice(offsetOf(edit.range.end));
  }
  return out;
}

export function ruleTable(rule: Rule, cases: RuleCase[]): void {
  describe(rule.code, () => {
    it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
      const found = runRules([rule], c.files, {
        onRuleError: (_code, error) => {
          throw error;
        },
      });
      expect(found.map((f) => ({ file: f.file, pointer: f.pointer }))).toEqual(
        c.expect.map((e) => ({ file: e.file, pointer: e.pointer })),
      );
      c.expect.forEach((e, i) => {
        const f = found[i] as Finding;
        expect(f.code).toBe(rule.code);
        for (const part of [e.message ?? []].flat()) expect(f.message).toContain(part);
        if (e.at) expect([f.range.start.line, f.range.start.column]).toEqual(e.at);
        const offered = f.fix ? [f.fix, ...(f.alternatives ?? [])] : [];
        if (e.fixes) {
          expect(offered).toHaveLength(e.fixes.length);
          for (const [k, title] of e.fixes.entries()) expect(offered[k]?.title).toContain(title);
        }
        if (e.fixClears) {
          expect(f.fix, "expected a fix").toBeDefined();
          for (const fix of offered) {
            const fixed = applyFix(c.files, f, fix);
            // A fix never breaks the JSON it edits.
            for (const edit of fix.edits) {
              if (edit.file.endsWith(".json"))
                expect(parseJson(edit.file, fixed[edit.file] ?? "").syntaxErrors).toEqual([]);
            }
            const after = runRules([rule], fixed).filter((g) => g.pointer === f.pointer && g.file === f.file);
            expect(after, fix.title).toEqual([]);
          }
        }
      });
    });
  });
}
