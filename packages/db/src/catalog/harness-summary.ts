// A pack's summary for catalog cards: the first prose paragraph of its HARNESS.md, as plain text, read by
// core's Markdown reader (the parse the studio's preview renders and lint reads).
import { firstProseText } from "@packstudio/core";

const maxChars = 300;

/** The first paragraph that is prose (not a heading, list, quote, table, code or HTML), cut at a word. */
export function harnessSummary(harness: string): string {
  const summary = firstProseText(harness);
  if (summary.length <= maxChars) return summary;
  const cut = summary.slice(0, maxChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxChars - 40))}…`;
}
