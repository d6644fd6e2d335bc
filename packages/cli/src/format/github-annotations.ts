// Findings as GitHub Actions workflow commands (::error file=...::message), shown as pull-request annotations.
import type { Finding, Severity } from "@packstudio/core";
import { escapeData, escapeProperty } from "./workflow-escape.mjs";

export { escapeData, escapeProperty };

const command: Record<Severity, string> = { error: "error", warning: "warning", info: "notice" };

/** One line per finding; `path` gives a finding's file relative to the repository root. */
export function githubAnnotations(findings: readonly Finding[], path: (file: string) => string): string[] {
  return findings.map((f) => {
    const { start, end } = f.range;
    const props: [string, string | number][] = [
      ["file", path(f.file)],
      ["line", start.line],
      ["col", start.column],
      ["endLine", end.line],
      ["endColumn", end.column],
      ["title", f.code],
    ];
    const list = props.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(",");
    const fix = f.fix ? ` (fix: ${f.fix.title})` : "";
    return `::${command[f.severity]} ${list}::${escapeData(`${f.message}${fix}`)}`;
  });
}
