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
}

const fenceOpen = /^[ \t]*(`{3,}|~{3,})(.*)$/;

interface Line {
  start: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    lines.push({ start, text: raw.endsWith("\r") ? raw.slice(0, -1) : raw });
    start = end + 1;
  }
  return lines;
}

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

/** Every inline code span and every line of a fenced code block in `text`, in order. */
export function harnessCode(text: string): CodeText[] {
  const out: CodeText[] = [];
  const lines = linesOf(text);
  let paragraph = -1; // offset where the current paragraph starts, -1 between paragraphs
  const endParagraph = (at: number) => {
    if (paragraph !== -1) spansIn(text, paragraph, at, out);
    paragraph = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const fence = fenceOpen.exec(line.text);
    if (fence && !(fence[1]?.startsWith("`") && fence[2]?.includes("`"))) {
      endParagraph(line.start);
      const mark = fence[1] as string;
      const indent = line.text.length - line.text.trimStart().length;
      for (i++; i < lines.length; i++) {
        const inner = lines[i] as Line;
        const trimmed = inner.text.trim();
        if (trimmed.startsWith(mark) && /^([`~])\1*$/.test(trimmed) && trimmed[0] === mark[0]) break;
        // Content lines lose up to the fence's own indentation (CommonMark).
        let cut = 0;
        while (cut < indent && (inner.text[cut] === " " || inner.text[cut] === "\t")) cut++;
        out.push({ text: inner.text.slice(cut), offset: inner.start + cut, length: inner.text.length - cut });
      }
      continue;
    }
    if (line.text.trim() === "") endParagraph(line.start);
    else if (paragraph === -1) paragraph = line.start;
  }
  endParagraph(text.length);
  return out;
}
