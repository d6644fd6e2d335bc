// Markdown's inline marks (code, links, images, emphasis, breaks) as React elements; raw HTML stays text.
import type { ReactNode } from "react";

export interface InlineParts {
  link: (href: string | undefined, title: string | undefined, children: ReactNode, key: number) => ReactNode;
  image: (src: string, alt: string, key: number) => ReactNode;
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
  const dest = (m[1] ?? m[2] ?? "").replace(/\\([!-/:-@[-`{-~])/g, "$1");
  return { dest, title: m[3]?.slice(1, -1), end: at + m[0].length };
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
      const target = close === -1 ? undefined : destination(text, close + 1);
      if (!target || text[close + 1] !== "(") {
        plain += c;
        i++;
        continue;
      }
      const label = text.slice(open + 1, close);
      if (c === "!") push(parts.image(target.dest, label.replace(/[\\*_`]/g, ""), key++));
      else push(parts.link(safeHref(target.dest), target.title, renderInline(label, parts), key++));
      i = target.end;
    } else if (c === "<" && /^<[a-z][a-z0-9+.-]{1,31}:[^\s<>]*>/i.test(rest)) {
      const url = rest.slice(1, rest.indexOf(">"));
      push(parts.link(safeHref(url), undefined, url, key++));
      i += url.length + 2;
    } else if ((c === "*" || c === "_") && text[i + 1] !== " ") {
      const run = text[i + 1] === c ? c + c : c;
      // The closing run: same mark, not after a space; an underscore inside a word is no mark.
      let end = text.indexOf(run, i + run.length + 1);
      while (end !== -1 && (text[end - 1] === " " || (run.length === 1 && text[end + 1] === c)))
        end = text.indexOf(run, end + 1);
      const wordInside = c === "_" && /\w/.test(text[i - 1] ?? "");
      if (end === -1 || wordInside) {
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
