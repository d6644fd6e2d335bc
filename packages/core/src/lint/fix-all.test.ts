// fixAll: every preferred fix applied, re-linting between them, bounded (LINT.md's fixes; docs/decisions.md "Lint").
import { describe, expect, it } from "vitest";
import { specExample } from "../testing/spec-example.js";
import { applyEdits } from "./apply-edits.js";
import { fixAll } from "./fix-all.js";
import { lintPack } from "./lint-pack.js";

describe("fixAll", () => {
  it.each(["ledger", "notes-project", "broken"])("%s: a second run finds nothing left to fix", (name) => {
    const once = fixAll(specExample(name));
    const twice = fixAll(once.files);
    expect(twice.applied).toEqual([]);
    expect(twice.files).toEqual(once.files);
  });

  it("fixes the broken example's fixable findings, each once, leaving none that has a fix it did not try", () => {
    const files = specExample("broken");
    const before = lintPack(files).filter((f) => f.fix).length;
    const result = fixAll(files);
    expect(result.applied.length).toBeGreaterThan(0);
    expect(result.applied.length).toBeLessThanOrEqual(100);
    const keys = result.applied.map((a) => `${a.code} ${a.file} ${a.title}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(result.findings.filter((f) => f.fix).length).toBeLessThan(before);
    expect(result.findings).toEqual(lintPack(result.files));
    // A renamed command gets its policy row under the new name, not the old (fixes apply one at a time).
    expect(result.applied.map((a) => a.title)).toContain('Rename "Status" to "status"');
    expect(result.applied.map((a) => a.title).join("\n")).not.toContain('row for "Status"');
    expect(result.findings.map((f) => f.code)).not.toContain("M001");
  });

  it("stops at the bound", () => {
    expect(fixAll(specExample("broken"), 1).applied).toHaveLength(1);
  });
});

describe("applyEdits", () => {
  it("applies edits of one file from the end, so earlier ranges hold", () => {
    const at = (line: number, column: number) => ({ line, column });
    const files = { "a.txt": "one\ntwo\nthree" };
    const edits = [
      { file: "a.txt", range: { start: at(1, 1), end: at(1, 4) }, newText: "ONE" },
      { file: "a.txt", range: { start: at(3, 1), end: at(3, 6) }, newText: "3" },
      { file: "b.txt", range: { start: at(1, 1), end: at(1, 1) }, newText: "new" },
    ];
    expect(applyEdits(files, edits)).toEqual({ "a.txt": "ONE\ntwo\n3", "b.txt": "new" });
  });
});
