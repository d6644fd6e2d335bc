// The code table matches spec/LINT.md, every code has a rule in the registry, and every rule has its table test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintCodes } from "./codes.js";
import { rules } from "./registry.js";

const lintMd = readFileSync(new URL("../../../../spec/LINT.md", import.meta.url), "utf8");
const specRows = [...lintMd.matchAll(/^\| ([A-Z]\d{3}) \| (\w+) \| (.*) \| (.*) \|$/gm)].map((m) => ({
  code: m[1],
  severity: m[2],
  rule: m[3],
  source: m[4],
}));
const ruleFiles = readdirSync(new URL("./rules/", import.meta.url));

describe("lint codes", () => {
  it("the table is LINT.md's, code for code", () => {
    expect(specRows.length).toBeGreaterThan(40);
    expect(lintCodes.map(({ code, severity, rule, source }) => ({ code, severity, rule, source }))).toEqual(specRows);
  });

  it.each(specRows.map((r) => [r.code]))("%s has exactly one rule in the registry", (code) => {
    expect(rules.filter((r) => r.code === code)).toHaveLength(1);
  });

  it.each(specRows.map((r) => [r.code]))("%s has a rule file and a table test beside it", (code) => {
    const prefix = `${code?.toLowerCase()}-`;
    const source = ruleFiles.filter((f) => f.startsWith(prefix) && f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(source, `rules/${prefix}*.ts`).toHaveLength(1);
    const test = source[0]?.replace(/\.ts$/, ".test.ts") ?? "";
    expect(existsSync(new URL(`./rules/${test}`, import.meta.url)), test).toBe(true);
    expect(readFileSync(new URL(`./rules/${test}`, import.meta.url), "utf8")).toMatch(/ruleTable\(rule,/);
  });

  it("the registry holds no rule for a code LINT.md lacks", () => {
    const known = new Set(specRows.map((r) => r.code));
    expect(rules.filter((r) => !known.has(r.code)).map((r) => r.code)).toEqual([]);
  });
});
