// Markdown's inline marks (code, links, images, emphasis, breaks) as React elements; raw HTML stays text.
import type { ReactNode } from "react";
import { type LinkTarget, labelKey } from "./markdown-blocks";

export interface InlineParts {
  link: (href: string | undefined, title: string | undefined, children: ReactNode, key: number) => ReactNode;
  image: (src: string, alt: string, key: number) => ReactNode;
  /** The document's link reference definitions. */
  refs: Map<string, LinkTarget>;
}

/** Character references in a link destination are read first (CommonMark), so "java&#x09;script:" is seen. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", colon: ":", tab: "\t", newline: "\n", lt: "<", gt: ">", quot: '"' };
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]+));/g, (all, dec, hex, name) => {
    if (name !== undefined) return named[name.toLowerCase()] ?? all;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  });
}

/** A link's address if it is safe to follow: a relative one, or http(s) or mailto; never javascript:, data: … */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): the check must too.
  const probe = raw.replace(/[\p{Cc}\s]/gu, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe)?.[1]?.toLowerCase();
  return scheme === undefined || ["http", "https", "mailto"].includes(scheme) ? raw : undefined;
}

const punctuation = /[!-/:-@[-`{-~]/;

/** `(dest "title")` at `at` (the "("): the destination, the title, and the index after ")". */
function destination(text: string, at: number): { dest: string; title?: string; end: number } | undefined {
  const m = /^\(\s*(?:<([^<>\n]*)>|((?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*))(?:\s+("[^"]*"|'[^']*'))?\s*\)/.exec(
    text.slice(at),
  );
  if (!m) return undefined;
  const dest = decodeEntities((m[1] ?? m[2] ?? "").replace(/\\([!-/:-@[-`{-~])/g, "$1"));
  return { dest, title: m[3]?.slice(1, -1), end: at + m[0].length };
}

/** What follows a "]": an inline `(dest)`, a `[ref]`, `[]`, or nothing (the text itself names a reference). */
function linkTarget(
  text: string,
  close: number,
  label: string,
  refs: Map<string, LinkTarget>,
): { dest: string; title?: string; end: number } | undefined {
  if (text[close + 1] === "(") {
    const inline = destination(text, close + 1);
    if (inline) return inline;
  }
  const ref = /^\[([^\]]*)\]/.exec(text.slice(close + 1));
  const key = labelKey(ref?.[1] || label);
  const found = refs.get(key);
  if (!found) return undefined;
  return { dest: decodeEntities(found.dest), title: found.title, end: close + 1 + (ref ? ref[0].length : 0) };
}

/** The index of the "]" closing the "[" at `at`, over nested brackets and code. */
function closingBracket(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "[") depth++;
    else if (c === "]" && --depth === 0) return i;
  }
  return -1;
}

const space = (c: string | undefined) => c === undefined || /\s/.test(c);
const mark = (c: string | undefined) => c !== undefined && punctuation.test(c);

/** CommonMark's flanking rules for the run of `c` from `start` to `end`: whether it may open or close emphasis. */
function flanks(text: string, start: number, end: number): { left: boolean; right: boolean } {
  const before = text[start - 1];
  const after = text[end];
  return {
    left: !space(after) && (!mark(after) || space(before) || mark(before)),
    right: !space(before) && (!mark(before) || space(after) || mark(after)),
  };
}

function runEnd(text: string, at: number, c: string): number {
  let end = at;
  while (text[end] === c) end++;
  return end;
}

/** An underscore inside a word (snake_case) opens nothing; a star may. */
function canOpen(text: string, at: number, c: string): boolean {
  const end = runEnd(text, at, c);
  const { left, right } = flanks(text, at, end);
  return c === "*" ? left : left && (!right || mark(text[at - 1]));
}

/** The start of the run that closes `run` (same mark, same length), or -1. */
function closer(text: string, from: number, run: string): number {
  const c = run[0] as string;
  for (let at = text.indexOf(run, from + 1); at !== -1; at = text.indexOf(run, at + 1)) {
    if (text[at - 1] === c) continue;
    const end = runEnd(text, at, c);
    if (end - at < run.length) continue;
    // A single mark closes only at a run of one (a "**" belongs to strong emphasis).
    if (run.length === 1 && end - at !== 1) {
      at = end - 1;
      continue;
    }
    const { left, right } = flanks(text, at, at + run.length);
    if (c === "*" ? right : right && (!left || mark(text[at + run.length]))) return at;
  }
  return -1;
}

export function renderInline(text: string, parts: InlineParts): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = "";
  let key = 0;
  const flush = () => {
    if (plain) out.push(plain);
    plain = "";
  };
  const push = (node: ReactNode) => {
    flush();
    out.push(node);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const rest = text.slice(i);
    if (c === "\\" && text[i + 1] === "\n") {
      push(<br key={key++} />);
      i += 2;
    } else if (c === "\\" && punctuation.test(text[i + 1] ?? "")) {
      plain += text[i + 1];
      i += 2;
    } else if (c === "`") {
      const run = /^`+/.exec(rest)?.[0] as string;
      const close = text.indexOf(run, i + run.length);
      let end = close;
      // A closing run must be exactly as long as the opening one.
      while (end !== -1 && text[end + run.length] === "`") end = text.indexOf(run, end + run.length + 1);
      if (end === -1) {
        plain += run;
        i += run.length;
      } else {
        let code = text.slice(i + run.length, end).replace(/\n/g, " ");
        if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
        push(<code key={key++}>{code}</code>);
        i = end + run.length;
      }
    } else if ((c === "!" && text[i + 1] === "[") || c === "[") {
      const open = c === "!" ? i + 1 : i;
      const close = closingBracket(text, open);
      const label = text.slice(open + 1, close);
      const target = close === -1 ? undefined : linkTarget(text, close, label, parts.refs);
      if (!target) {
        plain += c;
        i++;
        continue;
      }
      if (c === "!") push(parts.image(target.dest, label.replace(/[\\*_`]/g, ""), key++));
      else push(parts.link(safeHref(target.dest), target.title, renderInline(label, parts), key++));
      i = target.end;
    } else if (c === "<" && /^<[a-z][a-z0-9+.-]{1,31}:[^\s<>]*>/i.test(rest)) {
      const url = rest.slice(1, rest.indexOf(">"));
      push(parts.link(safeHref(url), undefined, url, key++));
      i += url.length + 2;
    } else if ((c === "*" || c === "_") && canOpen(text, i, c)) {
      const run = text[i + 1] === c ? c + c : c;
      const end = closer(text, i + run.length, run);
      if (end === -1) {
        plain += run;
        i += run.length;
      } else {
        const inner = renderInline(text.slice(i + run.length, end), parts);
        push(run.length === 2 ? <strong key={key++}>{inner}</strong> : <em key={key++}>{inner}</em>);
        i = end + run.length;
      }
    } else if (c === "\n") {
      if (/ {2,}$/.test(plain)) {
        plain = plain.replace(/ +$/, "");
        push(<br key={key++} />);
      } else plain += "\n";
      i++;
    } else {
      plain += c;
      i++;
    }
  }
  flush();
  return out;
}
