// The editor's one state (files, open file, cursor, selection, command, form, typed line, plan) and its pure helpers.
import type { Finding, PackFiles, TextEdit } from "@packstudio/core";
import type { FormValues } from "./form-values";
import type { PreviewRender } from "./preview-render";

/** A request for the editor to show a spot: `nonce` changes on every request, so the same spot twice works. */
export interface Reveal {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Move keyboard focus into the editor (a finding or fix was opened by a click). */
  focus: boolean;
  nonce: number;
}

export interface Cursor {
  file: string;
  line: number;
  column: number;
}

/** The typed command line: what the box holds and what reading it last said. */
export type TypedLine =
  | { text: string; status: "idle" }
  | { text: string; status: "read"; verb: string; count: number }
  /** Refused: the preview below still shows the last accepted input, so it is marked as not current. */
  | { text: string; status: "refused"; message: string };

export interface EditorState {
  /** The pack: relative path to text. */
  files: PackFiles;
  /** The file the editor shows: the tree, the header and Monaco all follow this one value. */
  openFile: string;
  /** Where the pack came from (a template id, "upload", "local", "share:<id>"). */
  origin: string;
  /** Core's lint of `files`, kept in step with every change of the files. */
  findings: Finding[];
  cursor: Cursor | undefined;
  /** Key (findingKeys) of the finding the person opened; it stays selected while the cursor stays on its line. */
  selected: string | undefined;
  reveal: Reveal | undefined;
  /** The command picked in the preview (undefined: the first one). */
  command: string | undefined;
  /** Form values per command key. */
  forms: Record<string, FormValues>;
  line: TypedLine;
  /** The plan the preview shows for the current files, command and form (published by the preview). */
  plan: PreviewRender | undefined;
}

/** What is saved across reloads. */
export interface SavedPack {
  files: PackFiles;
  openFile: string;
  origin: string;
}

/**
 * A React key per finding: file, line, column and code, plus a count when two findings share all four
 * (two keys alike make React keep stale rows).
 */
export function findingKeys(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const base = `${f.file}:${f.range.start.line}:${f.range.start.column}:${f.code}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n + 1}`;
  });
}

/** The file a pack opens on: surface.json when present, else the first. */
export function defaultOpenFile(files: PackFiles): string {
  return "surface.json" in files ? "surface.json" : (Object.keys(files)[0] ?? "surface.json");
}

/** Where the text inserted by an edit ends up, once every edit of its file before it has been applied. */
export function insertedRange(edit: TextEdit): Omit<Reveal, "nonce" | "focus"> {
  const lines = edit.newText.split("\n");
  const endLine = edit.range.start.line + lines.length - 1;
  const last = lines[lines.length - 1] ?? "";
  const endColumn = lines.length === 1 ? edit.range.start.column + last.length : last.length + 1;
  return { file: edit.file, line: edit.range.start.line, column: edit.range.start.column, endLine, endColumn };
}
