// The first prose paragraph of HARNESS.md as plain text (the catalog's summary), from the preview's parse.
import { readMarkdown, type Token } from "./markdown-reader.js";

/** The text a reader sees in inline tokens: marks dropped, code and link text kept, an image's description. */
function plain(tokens: readonly Token[] | null): string {
  let out = "";
  for (const t of tokens ?? []) {
    if (t.type === "text" || t.type === "code_inline") out += t.content;
    else if (t.type === "softbreak" || t.type === "hardbreak") out += " ";
    else if (t.type === "image") out += plain(t.children);
  }
  return out;
}

/**
 * The text of the first paragraph that is prose: at the top level (not in a list, quote or table), and not raw
 * HTML (which the preview shows as text, but a summary of `<div>` is none). Whitespace runs read as one space.
 */
export function firstProseText(text: string): string {
  const tokens = readMarkdown(text);
  for (let i = 0; i < tokens.length; i++) {
    const open = tokens[i] as Token;
    if (open.type !== "paragraph_open" || open.level !== 0) continue;
    const inline = tokens[i + 1];
    if (inline?.type !== "inline" || /^<[A-Za-z/!?]/.test(inline.content)) continue;
    const prose = plain(inline.children).replace(/\s+/g, " ").trim();
    if (prose !== "") return prose;
  }
  return "";
}
