// Core's findings as LSP diagnostics, grouped by pack file: exact ranges, code, severity and a link to the rule.
import { type Finding, studioRoutes } from "@packstudio/core";
import { type Diagnostic, DiagnosticSeverity } from "vscode-languageserver";
import { toLspRange } from "./positions.js";

export const source = "packstudio";

const severities: Record<Finding["severity"], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** The studio's /rules page has one anchor per code (apps/studio/src/app/rules). */
export function ruleUrl(rulesUrl: string, code: string): string {
  return `${rulesUrl}${studioRoutes.ruleAnchor(code)}`;
}

export function toDiagnostic(finding: Finding, rulesUrl: string): Diagnostic {
  return {
    range: toLspRange(finding.range),
    severity: severities[finding.severity] ?? DiagnosticSeverity.Error,
    code: finding.code,
    codeDescription: { href: ruleUrl(rulesUrl, finding.code) },
    source,
    message: finding.message,
  };
}

/** Diagnostics by pack path. */
export function diagnosticsByFile(findings: readonly Finding[], rulesUrl: string): Map<string, Diagnostic[]> {
  const byFile = new Map<string, Diagnostic[]>();
  for (const finding of findings) {
    let list = byFile.get(finding.file);
    if (!list) {
      list = [];
      byFile.set(finding.file, list);
    }
    list.push(toDiagnostic(finding, rulesUrl));
  }
  return byFile;
}

/** A problem of the folder itself (a symlink, a folder past the hard limits) at the top of surface.json. */
export function folderDiagnostic(message: string): Diagnostic {
  const at = { line: 0, character: 0 };
  return { range: { start: at, end: at }, severity: DiagnosticSeverity.Error, code: "P007", source, message };
}
