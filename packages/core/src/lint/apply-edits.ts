// Applying a fix's text edits (1-based line/column ranges, as findings give them) to pack files.
import { LineIndex } from "../json/text-position.js";
import type { PackFiles } from "../pack/pack-files.js";
import type { TextEdit } from "./types.js";

/** The files with `edits` applied; each file's edits are placed on its text before any is applied (later first). */
export function applyEdits(files: PackFiles, edits: readonly TextEdit[]): PackFiles {
  const next = { ...files };
  const byFile = new Map<string, TextEdit[]>();
  for (const e of edits) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  for (const [file, list] of byFile) {
    let text = next[file] ?? "";
    const index = new LineIndex(text);
    const spans = list
      .map((e) => ({ from: index.offset(e.range.start), to: index.offset(e.range.end), text: e.newText }))
      .sort((a, b) => b.from - a.from);
    for (const s of spans) text = text.slice(0, s.from) + s.text + text.slice(s.to);
    next[file] = text;
  }
  return next;
}
