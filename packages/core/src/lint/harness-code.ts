// The code HARNESS.md shows: inline code spans and the lines of code blocks, with their offsets in the text.
//
// Read from the same parse the studio renders (markdown/markdown-reader.ts), so lint and preview agree on what
// is code. S005 reads each as a command line. markdown-it maps blocks to lines only: a span's place in its
// paragraph's text is noted by the reader, and here turned into an offset in HARNESS.md.
import { type InlinePlace, lineAt, lineStarts, readMarkdown, type Token } from "../markdown/markdown-reader.js";

export interface CodeText {
  /** The code as Markdown shows it (a span's line breaks read as spaces). */
  text: string;
  /** Where it starts in HARNESS.md, and how long it is there. */
  offset: number;
  length: number;
  /** For a line of a code block: which block (numbered from 0), so a command may go on to the next line. */
  block?: number;
}

/** Maps an index in an inline token's text (or an image's label) to an offset in HARNESS.md. */
type Place = (at: number) => number;

/**
 * Where each line of `content` (an inline token's text, from source line `first` on) starts in HARNESS.md. A
 * line is the end of its source line (containers' markers and indentation cut), or for the last one and an
 * ATX heading its last occurrence there (trailing spaces and a closing `#` run cut).
 */
function linePlace(text: string, starts: readonly number[], first: number, content: string): Place {
  const from: number[] = []; // index in content where each line's text is found in the source
  const at: number[] = []; // offset in HARNESS.md of that index
  let index = 0;
  content.split("\n").forEach((line, k) => {
    const source = lineAt(text, starts, first + k);
    const lineOffset = starts[first + k] ?? text.length;
    let lead = 0;
    let column = source.endsWith(line) ? source.length - line.length : source.lastIndexOf(line);
    if (column === -1) {
      // Spaces markdown-it put in for part of a tab: the rest of the line is in the source.
      const rest = line.trimStart();
      lead = line.length - rest.length;
      column = source.endsWith(rest) ? source.length - rest.length : 0;
    }
    from.push(index + lead);
    at.push(lineOffset + column);
    index += line.length + 1;
  });
  return (i) => {
    // The last line starting at or before i (binary search: a paragraph may hold thousands of spans).
    let lo = 0;
    let hi = from.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((from[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return (at[lo] as number) + Math.max(0, i - (from[lo] as number));
  };
}

/** A table cell's text (trimmed, `\|` read as `|`) found in its row's source line from `cursor` on. */
function cellPlace(source: string, lineOffset: number, cursor: number, content: string): { place: Place; end: number } {
  if (content === "") return { place: () => lineOffset + cursor, end: cursor };
  // Each "|" of the cell may have been written "\|".
  const pattern = content.replace(/[.*+?^${}()[\]\\]/g, "\\$&").replaceAll("|", "\\\\?\\|");
  const match = new RegExp(pattern, "g");
  match.lastIndex = cursor;
  const found = match.exec(source);
  if (!found) return { place: () => lineOffset + cursor, end: cursor };
  // Source column of each character of the cell's text.
  const columns: number[] = [];
  for (let s = found.index, c = 0; c < content.length; s++) {
    if (source[s] === "\\" && source[s + 1] === "|" && content[c] === "|") continue;
    columns.push(s);
    c++;
  }
  const end = found.index + found[0].length;
  return { place: (i) => lineOffset + (i < columns.length ? (columns[i] as number) : end), end };
}

/** The code spans among inline `tokens` (`place` reads their places), images' labels included. */
function spans(tokens: readonly Token[], place: Place, out: CodeText[]): void {
  for (const token of tokens) {
    const where = token.meta as InlinePlace | null;
    if (token.type === "image" && where && token.children) {
      // An image's label is parsed as a text of its own, from after "![".
      const base = where.start + 2;
      spans(token.children, (i) => place(base + i), out);
    }
    if (token.type !== "code_inline" || !where) continue;
    const fence = token.markup.length;
    let start = where.start + fence;
    let end = where.end - fence;
    // One space (or line ending) each side is dropped when both are there (CommonMark).
    if (end - start > token.content.length) {
      start++;
      end--;
    }
    const offset = place(start);
    out.push({ text: token.content, offset, length: place(end) - offset });
  }
}

/** The lines of a code block, `content` from source line `first` on. */
function blockLines(
  text: string,
  starts: readonly number[],
  first: number,
  content: string,
  block: number,
  out: CodeText[],
): void {
  const lines = content.endsWith("\n") ? content.slice(0, -1).split("\n") : content.split("\n");
  if (content === "") return;
  lines.forEach((line, k) => {
    const source = lineAt(text, starts, first + k);
    const lineOffset = starts[first + k] ?? text.length;
    let column = source.length - line.length;
    if (!source.endsWith(line)) {
      // Part of a tab read as spaces: point at the rest of the line.
      const rest = line.trimStart();
      column = source.endsWith(rest) ? source.length - rest.length : 0;
    }
    out.push({ text: line, offset: lineOffset + column, length: source.length - column, block });
  });
}

/** Every inline code span and every line of a code block in `text`, in order. */
export function harnessCode(text: string): CodeText[] {
  const out: CodeText[] = [];
  const starts = lineStarts(text);
  let blocks = 0;
  let row: { line: number; cursor: number } | undefined;
  for (const token of readMarkdown(text)) {
    const map = token.map;
    if ((token.type === "fence" || token.type === "code_block") && map) {
      blockLines(text, starts, token.type === "fence" ? map[0] + 1 : map[0], token.content, blocks++, out);
    } else if (token.type === "tr_open" && map) {
      row = { line: map[0], cursor: 0 };
    } else if (token.type === "tr_close") {
      row = undefined;
    } else if (token.type === "inline" && token.children) {
      if (map) spans(token.children, linePlace(text, starts, map[0], token.content), out);
      else if (row) {
        // A table cell: markdown-it gives it no line map, its row has one.
        const cell = cellPlace(lineAt(text, starts, row.line), starts[row.line] ?? 0, row.cursor, token.content);
        row.cursor = cell.end;
        spans(token.children, cell.place, out);
      }
    }
  }
  return out;
}
