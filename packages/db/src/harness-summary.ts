// A pack's summary for catalog cards: the first paragraph of its HARNESS.md, as plain text.

const maxChars = 300;

/** Markdown marks removed: `code`, **strong**, _em_, [text](url) → text. The text stays text (never HTML). */
function plain(markdown: string): string {
  return (
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/\*\*(.+?)\*\*/g, "$1")
      // As in CommonMark, "__" inside a word (snake__case, window.__name) is text, not a strong mark.
      .replace(/(^|[^\p{L}\p{N}_])__(\S(?:.*?\S)?)__(?=[^\p{L}\p{N}_]|$)/gu, "$1$2")
      .replace(/(^|\W)[*_](\S.*?)[*_](?=\W|$)/g, "$1$2")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The first paragraph that is prose (not a heading, list, quote, table, code or HTML), cut at a word. */
export function harnessSummary(harness: string): string {
  const blocks = harness.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  let fenced = false;
  for (const block of blocks) {
    const text = block.trim();
    const fences = (text.match(/^```|^~~~/gm) ?? []).length;
    if (fenced || fences > 0) {
      if (fences % 2 === 1) fenced = !fenced;
      continue;
    }
    if (!text || /^(#|[-*+] |\d+[.)] |>|\||<| {4})/.test(text)) continue;
    const summary = plain(text);
    if (summary.length <= maxChars) return summary;
    const cut = summary.slice(0, maxChars);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxChars - 40))}…`;
  }
  return "";
}
