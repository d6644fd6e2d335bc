// Live lint in Monaco: the store's findings as markers (exact ranges, codes linking to the rule) and quick fixes.
import { type Finding, lintCodeInfo, studioRoutes } from "@packstudio/core";
import type { EditorStore } from "~/store/editor-store";
import { monaco, pathOfModel } from "./monaco-setup";

const owner = "packstudio";

const severityOf: Record<Finding["severity"], monaco.MarkerSeverity> = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
};

/** The store of the mounted editor, for the quick-fix provider and command (which Monaco calls outside React). */
let active: EditorStore | undefined;

/** The command a quick fix runs: the store applies the fix, whatever file its edits are in. */
const applyFixCommand = "packstudio.applyFix";

function markerOf(f: Finding): monaco.editor.IMarkerData {
  const empty = f.range.start.line === f.range.end.line && f.range.start.column === f.range.end.column;
  return {
    severity: severityOf[f.severity],
    message: f.message,
    source: lintCodeInfo(f.code)?.group ?? "lint",
    code: { value: f.code, target: monaco.Uri.parse(new URL(studioRoutes.rule(f.code), location.href).toString()) },
    startLineNumber: f.range.start.line,
    startColumn: f.range.start.column,
    endLineNumber: f.range.end.line,
    // A zero-width finding (a whole file) still needs something to underline.
    endColumn: empty ? f.range.end.column + 1 : f.range.end.column,
  };
}

/** Put every finding on its file's model (models of files without findings are cleared). */
export function markFindings(findings: readonly Finding[]): void {
  const byFile = new Map<string, monaco.editor.IMarkerData[]>();
  for (const f of findings) {
    const list = byFile.get(f.file) ?? [];
    list.push(markerOf(f));
    byFile.set(f.file, list);
  }
  for (const model of monaco.editor.getModels()) {
    const path = pathOfModel(model);
    if (path !== undefined) monaco.editor.setModelMarkers(model, owner, byFile.get(path) ?? []);
  }
  // The keystroke-to-markers bench reads when markers were last set.
  document.documentElement.dataset.lintAt = String(performance.now());
}

function overlaps(f: Finding, range: monaco.Range): boolean {
  const r = new monaco.Range(
    f.range.start.line,
    f.range.start.column,
    f.range.end.line,
    Math.max(f.range.end.column, f.range.start.column + 1),
  );
  return monaco.Range.areIntersectingOrTouching(r, range);
}

let registered = false;

/** Each fix from core as a quick fix (light bulb, Ctrl+.) on the findings under the cursor, applied by `store`. */
export function registerQuickFixes(store: EditorStore): void {
  active = store;
  if (registered) return;
  registered = true;
  monaco.editor.registerCommand(applyFixCommand, (_accessor, finding: Finding) => active?.applyFix(finding));
  const provider: monaco.languages.CodeActionProvider = {
    provideCodeActions(model, range) {
      const path = pathOfModel(model);
      const actions: monaco.languages.CodeAction[] = [];
      for (const f of active?.get().findings ?? []) {
        if (f.file !== path || !f.fix || !overlaps(f, range)) continue;
        actions.push({
          title: `${f.fix.title} (${f.code})`,
          kind: "quickfix",
          isPreferred: true,
          diagnostics: [markerOf(f)],
          command: { id: applyFixCommand, title: f.fix.title, arguments: [f] },
        });
      }
      return { actions, dispose() {} };
    },
  };
  for (const language of ["json", "markdown", "javascript", "shell", "yaml", "plaintext"]) {
    monaco.languages.registerCodeActionProvider(language, provider, { providedCodeActionKinds: ["quickfix"] });
  }
}
