// HARNESS.md's Markdown read into blocks (CommonMark's common part: headings, paragraphs, lists, quotes,
// fenced and indented code, rules, GFM tables). Raw HTML is never parsed: it stays text.

export type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "code"; lang: string; text: string }
  | { kind: "rule" }
  | { kind: "quote"; blocks: Block[] }
  | { kind: "list"; ordered: boolean; start: number; items: Block[][] }
  | { kind: "table"; align: ("left" | "right" | "center" | undefined)[]; head: string[]; rows: string[][] };

const fence = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/;
const heading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const rule = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const quote = /^ {0,3}> ?/;
const bullet = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const setext = /^ {0,3}(=+|-+)[ \t]*$/;
const delimiterRow = /^ *\|?(?: *:?-+:? *\|)* *:?-+:? *\|? *$/;

const blank = (line: string) => line.trim() === "";

/** A table row's cells: split on pipes that are not escaped or inside code. */
function cells(line: string): string[] {
  const row = line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  const out: string[] = [];
  let cell = "";
  let code = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i];
    if (c === "\\" && row[i + 1] === "|") {
      cell += "|";
      i++;
    } else if (c === "`") {
      code = !code;
      cell += c;
    } else if (c === "|" && !code) {
      out.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

/** Whether `line` starts a block other than a paragraph (so a paragraph ends before it). */
function startsBlock(line: string): boolean {
  return fence.test(line) || heading.test(line) || rule.test(line) || quote.test(line) || bullet.test(line);
}

/** A reference link's target: `[label]: destination "title"` on a line of its own. */
export interface LinkTarget {
  dest: string;
  title?: string;
}

const definition = /^ {0,3}\[([^\]]+)\]:\s*(?:<([^<>]*)>|(\S+))(?:\s+(?:"([^"]*)"|'([^']*)'))?\s*$/;

/** Reference labels match without case and with runs of spaces as one. */
export const labelKey = (label: string) => label.trim().replace(/\s+/g, " ").toLowerCase();

/** The blocks of `markdown`, and its link reference definitions (their lines are not shown, as CommonMark does). */
export function parseBlocks(markdown: string): { blocks: Block[]; refs: Map<string, LinkTarget> } {
  const refs = new Map<string, LinkTarget>();
  let inFence = false;
  const lines = markdown
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    .split("\n")
    .filter((line) => {
      if (fence.test(line)) inFence = !inFence;
      const d = inFence ? null : definition.exec(line);
      if (!d) return true;
      const key = labelKey(d[1] as string);
      if (!refs.has(key)) refs.set(key, { dest: d[2] ?? d[3] ?? "", title: d[4] ?? d[5] });
      return false;
    });
  return { blocks: blocksOf(lines), refs };
}

function blocksOf(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (blank(line)) {
      i++;
      continue;
    }
    const f = fence.exec(line);
    if (f) {
      const mark = f[1] as string;
      const indent = line.length - line.trimStart().length;
      const body: string[] = [];
      i++;
      while (i < lines.length && !new RegExp(`^ {0,3}${mark[0]}{${mark.length},}\\s*$`).test(lines[i] as string)) {
        body.push((lines[i] as string).replace(new RegExp(`^ {0,${indent}}`), ""));
        i++;
      }
      i++;
      blocks.push({ kind: "code", lang: f[2] ?? "", text: body.join("\n") });
      continue;
    }
    const h = heading.exec(line);
    if (h) {
      blocks.push({ kind: "heading", level: (h[1] as string).length, text: h[2] ?? "" });
      i++;
      continue;
    }
    if (rule.test(line)) {
      blocks.push({ kind: "rule" });
      i++;
      continue;
    }
    if (/^ {4}/.test(line)) {
      const body: string[] = [];
      while (i < lines.length && (/^ {4}/.test(lines[i] as string) || blank(lines[i] as string))) {
        body.push((lines[i] as string).slice(4));
        i++;
      }
      while (body.length > 0 && blank(body.at(-1) as string)) body.pop();
      blocks.push({ kind: "code", lang: "", text: body.join("\n") });
      continue;
    }
    if (quote.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !blank(lines[i] as string)) {
        body.push((lines[i] as string).replace(quote, ""));
        i++;
      }
      blocks.push({ kind: "quote", blocks: blocksOf(body) });
      continue;
    }
    const b = bullet.exec(line);
    if (b) {
      i = readList(lines, i, blocks);
      continue;
    }
    if (line.includes("|") && i + 1 < lines.length && delimiterRow.test(lines[i + 1] as string)) {
      const head = cells(line);
      const align = cells(lines[i + 1] as string).map((d) =>
        d.startsWith(":") && d.endsWith(":")
          ? "center"
          : d.endsWith(":")
            ? "right"
            : d.startsWith(":")
              ? "left"
              : undefined,
      );
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !blank(lines[i] as string) && (lines[i] as string).includes("|")) {
        rows.push(cells(lines[i] as string));
        i++;
      }
      blocks.push({ kind: "table", align, head, rows });
      continue;
    }
    const text: string[] = [];
    while (i < lines.length && !blank(lines[i] as string) && (text.length === 0 || !startsBlock(lines[i] as string))) {
      const s = setext.exec(lines[i] as string);
      if (s && text.length > 0) {
        blocks.push({ kind: "heading", level: (s[1] as string)[0] === "=" ? 1 : 2, text: text.join(" ").trim() });
        text.length = 0;
        i++;
        break;
      }
      // Trailing spaces stay: two of them make a hard line break.
      text.push((lines[i] as string).trimStart());
      i++;
    }
    if (text.length > 0) blocks.push({ kind: "paragraph", text: text.join("\n").trimEnd() });
  }
  return blocks;
}

/** A list from line `start`: items of one marker kind; an item's lines are those indented past its marker. */
function readList(lines: string[], start: number, blocks: Block[]): number {
  const first = bullet.exec(lines[start] as string) as RegExpExecArray;
  const ordered = /\d/.test(first[2] as string);
  const items: Block[][] = [];
  let i = start;
  while (i < lines.length) {
    const m = bullet.exec(lines[i] as string);
    if (!m || /\d/.test(m[2] as string) !== ordered) break;
    const width = (m[0] as string).length;
    const body = [(lines[i] as string).slice(width)];
    i++;
    while (i < lines.length) {
      const next = lines[i] as string;
      if (blank(next)) {
        // A blank line continues the item only when an indented line follows.
        if (i + 1 < lines.length && /^\s/.test(lines[i + 1] as string) && !blank(lines[i + 1] as string)) {
          body.push("");
          i++;
          continue;
        }
        break;
      }
      const indent = next.length - next.trimStart().length;
      if (indent >= Math.min(width, 4)) body.push(next.slice(Math.min(indent, width)));
      else if (!startsBlock(next)) body.push(next);
      else break;
      i++;
    }
    items.push(blocksOf(body));
    while (i < lines.length && blank(lines[i] as string)) {
      const m2 = i + 1 < lines.length ? bullet.exec(lines[i + 1] as string) : null;
      if (!m2) break;
      i++;
    }
  }
  const n = Number.parseInt(first[2] as string, 10);
  blocks.push({ kind: "list", ordered, start: Number.isNaN(n) ? 1 : n, items });
  return i;
}
