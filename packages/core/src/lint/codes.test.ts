// The code tables match spec/LINT.md and docs/lint-project-codes.md, and every code has one rule and its table test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedUrl, lintMdUrl, specCodesSource } from "../../scripts/spec-codes.js";
import { lintCodes, specLintCodes } from "./codes.js";
import { projectLintCodes } from "./project-codes.js";
import { rules } from "./registry.js";

/** The rows of a Markdown code table in LINT.md's format. */
function tableRows(path: string) {
  const text = readFileSync(new URL(path, import.meta.url), "utf8");
  // Cells may be padded to the column's width (the formatter aligns Markdown tables).
  return [...text.matchAll(/^\| ([A-Z]\d{3}) +\| (\w+) +\| (.*?) +\| (.*?) +\|$/gm)].map((m) => ({
    code: m[1],
    severity: m[2],
    rule: m[3],
    source: m[4],
  }));
}
const specRows = tableRows("../../../../spec/LINT.md");
const projectRows = tableRows("../../../../docs/lint-project-codes.md");
const allRows = [...specRows, ...projectRows];
const ruleFiles = readdirSync(new URL("./rules/", import.meta.url));
const row = ({ code, severity, rule, source }: { code: string; severity: string; rule: string; source: string }) => ({
  code,
  severity,
  rule,
  source,
});

describe("lint codes", () => {
  it("the generated spec table is up to date with spec/LINT.md (else: npm run codes -w @packstudio/core)", () => {
    expect(readFileSync(generatedUrl, "utf8")).toBe(specCodesSource(readFileSync(lintMdUrl, "utf8")));
  });

  it("the spec table is LINT.md's, code for code", () => {
    expect(specRows.length).toBeGreaterThan(40);
    expect(specLintCodes.map(row)).toEqual(specRows);
  });

  it("the project table is docs/lint-project-codes.md's, and its codes are X codes the spec lacks", () => {
    expect(projectRows.length).toBeGreaterThan(0);
    expect(projectLintCodes.map(row)).toEqual(projectRows);
    for (const { code } of projectRows) {
      expect(code).toMatch(/^X\d{3}$/);
      expect(specRows.map((r) => r.code)).not.toContain(code);
    }
    expect(specRows.filter((r) => r.code?.startsWith("X"))).toEqual([]);
  });

  it("lintCodes is both tables, each code once", () => {
    expect(lintCodes.map((c) => c.code)).toEqual(allRows.map((r) => r.code));
    expect(new Set(lintCodes.map((c) => c.code)).size).toBe(lintCodes.length);
  });

  it.each(allRows.map((r) => [r.code]))("%s has exactly one rule in the registry", (code) => {
    expect(rules.filter((r) => r.code === code)).toHaveLength(1);
  });

  it.each(allRows.map((r) => [r.code]))("%s has a rule file and a table test beside it", (code) => {
    const prefix = `${code?.toLowerCase()}-`;
    const source = ruleFiles.filter((f) => f.startsWith(prefix) && f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(source, `rules/${prefix}*.ts`).toHaveLength(1);
    const test = source[0]?.replace(/\.ts$/, ".test.ts") ?? "";
    expect(existsSync(new URL(`./rules/${test}`, import.meta.url)), test).toBe(true);
    expect(readFileSync(new URL(`./rules/${test}`, import.meta.url), "utf8")).toMatch(/ruleTable\(rule,/);
  });

  it("the registry holds no rule for a code neither table has", () => {
    const known = new Set(allRows.map((r) => r.code));
    expect(rules.filter((r) => !known.has(r.code)).map((r) => r.code)).toEqual([]);
  });

  it("every rule file is for a code of a table", () => {
    const known = new Set(allRows.map((r) => r.code?.toLowerCase()));
    const orphans = ruleFiles.filter((f) => !f.endsWith(".test.ts") && !known.has(f.slice(0, 4)));
    expect(orphans).toEqual([]);
  });
});
