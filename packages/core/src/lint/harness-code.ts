// The code HARNESS.md shows: inline code spans and the lines of fenced code blocks (CommonMark), with offsets.
//
// S005 reads each as a command line. Linear in the text: backtick runs are paired through a queue per run
// length, not by searching forward from each one (a 1 MiB file of lone backticks would be quadratic).

export interface CodeText {
  /** The code as Markdown shows it (a span's line breaks read as spaces). */
  text: string;
  /** Where it starts in HARNESS.md, and how long it is there. */
  offset: number;
  length: number;
  /** For a line of a fenced code block: which block (numbered from 0), so a command may go on to the next line. */
  block?: number;
}

const fenceOpen = /^[ \t]*(`{3,}|~{3,})(.*)$/;

/** Code spans of one paragraph (text[from, to)): a backtick run closes at the next run of the same length. */
function spansIn(text: string, from: number, to: number, out: CodeText[]): void {
  const runs: { at: number; n: number }[] = [];
  // Backslash escapes are not read: inside a span a backslash is literal, and outside one `\`` is rare in a skill.
  for (let i = from; i < to; ) {
    i = text.indexOf("`", i);
    if (i === -1 || i >= to) break;
    let end = i;
    while (end < to && text[end] === "`") end++;
    runs.push({ at: i, n: end - i });
    i = end;
  }
  // The runs of each length, in order; a pointer per length walks past the ones already passed.
  const byLength = new Map<number, number[]>();
  runs.forEach((r, k) => {
    const list = byLength.get(r.n) ?? [];
    list.push(k);
    byLength.set(r.n, list);
  });
  const next = new Map<number, number>();
  for (let k = 0; k < runs.length; k++) {
    const open = runs[k] as { at: number; n: number };
    const list = byLength.get(open.n) ?? [];
    let p = next.get(open.n) ?? 0;
    while (p < list.length && (list[p] as number) <= k) p++;
    next.set(open.n, p);
    const closeIndex = list[p];
    if (closeIndex === undefined) continue; // no closer: the run is literal backticks
    const close = runs[closeIndex] as { at: number; n: number };
    const start = open.at + open.n;
    let code = text.slice(start, close.at).replace(/\r?\n/g, " ");
    let offset = start;
    if (code.length >= 2 && code.startsWith(" ") && code.endsWith(" ") && code.trim() !== "") {
      code = code.slice(1, -1);
      offset++;
    }
    out.push({ text: code, offset, length: code.length });
    k = closeIndex; // the loop's k++ moves past the closer
  }
}

/** Whether text[from, to) holds only spaces and tabs (and a CR). */
function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

/** Whether the line at text[from, to) may open a fence: spaces or tabs, then ``` or ~~~ (checked without slicing). */
function mayBeFence(text: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  const c = text.charCodeAt(i);
  return (c === 0x60 || c === 0x7e) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c;
}

/** Every inline code span and every line of a fenced code block in `text`, in order. */
export function harnessCode(text: string): CodeText[] {
  const out: CodeText[] = [];
  let paragraph = -1; // offset where the current paragraph starts, -1 between paragraphs
  const endParagraph = (at: number) => {
    if (paragraph !== -1) spansIn(text, paragraph, at, out);
    paragraph = -1;
  };
  // Lines by their offsets: a 1 MiB file is not cut into 10,000 strings to find its few fences.
  const lineEnd = (from: number) => {
    const end = text.indexOf("\n", from);
    return end === -1 ? text.length : end;
  };
  let blocks = 0;
  for (let start = 0; start <= text.length; ) {
    const end = lineEnd(start);
    const fence = mayBeFence(text, start, end) ? fenceOpen.exec(lineText(text, start, end)) : null;
    if (fence && !(fence[1]?.startsWith("`") && fence[2]?.includes("`"))) {
      endParagraph(start);
      const mark = fence[1] as string;
      let indent = 0;
      while (text.charCodeAt(start + indent) === 0x20 || text.charCodeAt(start + indent) === 0x09) indent++;
      let at = end + 1;
      for (; at <= text.length; ) {
        const lineStart = at;
        const innerEnd = lineEnd(at);
        const inner = lineText(text, at, innerEnd);
        at = innerEnd + 1;
        const trimmed = inner.trim();
        if (trimmed.startsWith(mark) && /^([`~])\1*$/.test(trimmed) && trimmed[0] === mark[0]) break;
        // Content lines lose up to the fence's own indentation (CommonMark).
        let cut = 0;
        while (cut < indent && (inner[cut] === " " || inner[cut] === "\t")) cut++;
        out.push({ text: inner.slice(cut), offset: lineStart + cut, length: inner.length - cut, block: blocks });
      }
      blocks++;
      start = at;
      continue;
    }
    if (isBlank(text, start, end)) endParagraph(start);
    else if (paragraph === -1) paragraph = start;
    start = end + 1;
  }
  endParagraph(text.length);
  return out;
}

/** The line text[from, to) without its CR. */
function lineText(text: string, from: number, to: number): string {
  return text.slice(from, text.charCodeAt(to - 1) === 0x0d && to > from ? to - 1 : to);
}
