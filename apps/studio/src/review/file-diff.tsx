"use client";
// A file's base and head side by side in @monaco-editor/react's DiffEditor over the local Monaco, read-only.
// Loaded in the browser only.
import { DiffEditor } from "@monaco-editor/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { languageOf } from "~/editor/file-paths";
import { monaco, setupMonaco, themeName } from "~/editor/monaco-setup";
import { effectiveTheme, savedTheme } from "~/editor/theme";

export interface DiffReveal {
  line: number;
  side: "base" | "head";
  /** Changes on every request, so revealing the same line twice works. */
  nonce: number;
}

interface Props {
  path: string;
  before: string;
  after: string;
  reveal: DiffReveal | undefined;
  /** A line clicked in the head (or in the base of a removed file), to anchor a comment to. */
  onLine: (line: number) => void;
  /** The file's comments on head lines: a mark in the head's gutter, the comments on hover. */
  lineComments?: { line: number; text: string }[];
}

const sideLabels = { original: "Base (before), read-only", modified: "Head (after), read-only" } as const;

/**
 * Keep each side's text input named. Monaco's diff editor sets a side's ariaLabel to "" on every later option
 * change it makes itself (a flip between side by side and inline as the width crosses the breakpoint, say),
 * which leaves both inputs without a name (axe: label); the side's own option puts it back.
 */
function keepSideLabels(editor: monaco.editor.IStandaloneDiffEditor): monaco.IDisposable[] {
  const sides = [
    [editor.getOriginalEditor(), sideLabels.original],
    [editor.getModifiedEditor(), sideLabels.modified],
  ] as const;
  return sides.map(([side, label]) => {
    const name = () => {
      if (!side.getOption(monaco.editor.EditorOption.ariaLabel)) side.updateOptions({ ariaLabel: label });
    };
    name();
    return side.onDidChangeConfiguration((e) => {
      if (e.hasChanged(monaco.editor.EditorOption.ariaLabel)) name();
    });
  });
}

const options: monaco.editor.IStandaloneDiffEditorConstructionOptions = {
  readOnly: true,
  originalEditable: false,
  renderSideBySide: true,
  // Side by side down to a narrow panel (Monaco's default turns inline under 900 px): the page says "left, right".
  renderSideBySideInlineBreakpoint: 560,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  fontSize: 13,
  renderOverviewRuler: true,
  ignoreTrimWhitespace: false,
  // A pack file's hidden characters must show in a review, as on the approval card.
  renderControlCharacters: true,
  unicodeHighlight: { ambiguousCharacters: true, invisibleCharacters: true },
  ariaLabel: "File diff: base on the left, head on the right (read-only)",
  originalAriaLabel: sideLabels.original,
  modifiedAriaLabel: sideLabels.modified,
  // Monaco's EditContext input names itself only once focused (axe: a textbox without a name); the
  // textarea input is labelled from the start, and a read-only diff takes no typing anyway.
  editContext: false,
  glyphMargin: true,
};

export function FileDiff({ path, before, after, reveal, onLine, lineComments = [] }: Props) {
  setupMonaco();
  const [editor, setEditor] = useState<monaco.editor.IStandaloneDiffEditor>();
  const onLineRef = useRef(onLine);
  onLineRef.current = onLine;
  const theme = useMemo(() => themeName(effectiveTheme(savedTheme())), []);

  // A line the person picks (click, keys, a reveal); a side's text replaced for another file is not one.
  useEffect(() => {
    if (!editor) return;
    const pick = (e: monaco.editor.ICursorPositionChangedEvent) => {
      if (e.reason !== monaco.editor.CursorChangeReason.ContentFlush) onLineRef.current(e.position.lineNumber);
    };
    const a = editor.getModifiedEditor().onDidChangeCursorPosition(pick);
    const b = editor.getOriginalEditor().onDidChangeCursorPosition(pick);
    return () => {
      a.dispose();
      b.dispose();
    };
  }, [editor]);

  useEffect(() => {
    if (!editor) return;
    const listeners = keepSideLabels(editor);
    return () => {
      for (const l of listeners) l.dispose();
    };
  }, [editor]);

  // Comments in the gutter: one mark per commented line; several comments on a line share it.
  const gutterKey = JSON.stringify(lineComments);
  // biome-ignore lint/correctness/useExhaustiveDependencies: gutterKey stands for lineComments (a new array each render)
  useEffect(() => {
    if (!editor) return;
    const byLine = new Map<number, string[]>();
    for (const c of lineComments) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c.text]);
    const collection = editor.getModifiedEditor().createDecorationsCollection(
      [...byLine].map(([line, texts]) => ({
        range: new monaco.Range(line, 1, line, 1),
        options: {
          isWholeLine: true,
          glyphMarginClassName: "review-comment-glyph",
          // Plain text: every Markdown mark is escaped, so a comment shows as written.
          glyphMarginHoverMessage: texts.map((text) => ({ value: text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, "\\$&") })),
          linesDecorationsClassName: "review-comment-line",
        },
      })),
    );
    return () => collection.clear();
  }, [editor, gutterKey, path, before, after]);

  useEffect(() => {
    if (!editor || !reveal) return;
    const side = reveal.side === "base" ? editor.getOriginalEditor() : editor.getModifiedEditor();
    side.revealLineInCenter(reveal.line);
    side.setPosition({ lineNumber: reveal.line, column: 1 });
  }, [editor, reveal]);

  return (
    <div style={{ height: "100%", minHeight: 360 }} data-testid="diff-editor" data-path={path}>
      <DiffEditor
        original={before}
        modified={after}
        language={languageOf(path)}
        theme={theme}
        options={options}
        loading="Loading the diff…"
        onMount={setEditor}
      />
    </div>
  );
}
