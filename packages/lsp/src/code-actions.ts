// Code actions from core's fixes: the preferred `fix` and its `alternatives`, each one WorkspaceEdit across files.
import type { Finding, Fix } from "@packstudio/core";
import { type CodeAction, CodeActionKind, type Range, type TextEdit, type WorkspaceEdit } from "vscode-languageserver";
import { toDiagnostic } from "./diagnostics.js";
import { rangesTouch, toLspRange } from "./positions.js";

/** One fix as one WorkspaceEdit: edits grouped by the URI of their file. */
export function workspaceEdit(fix: Fix, uriOf: (path: string) => string): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  for (const edit of fix.edits) {
    const uri = uriOf(edit.file);
    changes[uri] ??= [];
    changes[uri].push({ range: toLspRange(edit.range), newText: edit.newText });
  }
  return { changes };
}

export interface CodeActionInput {
  findings: readonly Finding[];
  /** The pack path of the file the actions are asked for. */
  path: string;
  range: Range;
  rulesUrl: string;
  uriOf: (path: string) => string;
}

/** The quick fixes of the findings of `path` whose ranges touch `range`. */
export function codeActions(input: CodeActionInput): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const finding of input.findings) {
    if (finding.file !== input.path || !finding.fix) continue;
    if (!rangesTouch(toLspRange(finding.range), input.range)) continue;
    const diagnostic = toDiagnostic(finding, input.rulesUrl);
    const fixes = [finding.fix, ...(finding.alternatives ?? [])];
    fixes.forEach((fix, i) => {
      actions.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: i === 0,
        edit: workspaceEdit(fix, input.uriOf),
      });
    });
  }
  return actions;
}
