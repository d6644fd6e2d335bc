// Writes src/lint/spec-codes.generated.ts from spec/LINT.md: the spec's code table is never copied by hand.
// Run: npm run codes -w @packstudio/core (codes.test.ts fails while the file is stale).
import { readFileSync, writeFileSync } from "node:fs";

const groups: Record<string, string> = { P: "Pack", M: "Manifest", S: "Skill", Y: "Policy", O: "OpenAPI" };

/** The generated module's text for a LINT.md text: one row a line, in LINT.md's order. */
export function specCodesSource(lintMd: string): string {
  const rows: string[] = [];
  for (const m of lintMd.matchAll(/^\| ([A-Z])(\d{3}) \| (\w+) \| (.*) \| (.*) \|$/gm)) {
    const [, letter = "", digits, severity, rule, source] = m;
    const group = groups[letter];
    if (!group) throw new Error(`LINT.md: code ${letter}${digits} is in no known section (P, M, S, Y, O)`);
    const row = { code: `${letter}${digits}`, severity, group, rule, source };
    rows.push(`  ${JSON.stringify(row)},`);
  }
  return `// Generated from spec/LINT.md by scripts/spec-codes.ts (npm run codes -w @packstudio/core): do not edit.
import type { LintCodeInfo } from "./codes.js";

/** The codes spec/LINT.md defines, row for row. */
export const specLintCodes = [
${rows.join("\n")}
] as const satisfies readonly LintCodeInfo[];
`;
}

export const lintMdUrl = new URL("../../../spec/LINT.md", import.meta.url);
export const generatedUrl = new URL("../src/lint/spec-codes.generated.ts", import.meta.url);

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  writeFileSync(generatedUrl, specCodesSource(readFileSync(lintMdUrl, "utf8")));
  process.stdout.write(`wrote ${generatedUrl.pathname}\n`);
}
