// Markdown pieces for the report: tables, and figures formatted with a precision that suits their size.
/** A millisecond figure: three digits for sub-millisecond times, fewer as times grow. */
export function formatMs(ms: number): string {
  const digits = ms < 1 ? 3 : ms < 10 ? 2 : ms < 100 ? 1 : 0;
  return `${ms.toFixed(digits)} ms`;
}

export const formatRatio = (ratio: number): string => `${ratio.toFixed(1)}x`;

export const formatRate = (perSecond: number): string => Math.round(perSecond).toLocaleString("en-US");

export function formatBytes(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  return gib >= 1 ? `${gib.toFixed(1)} GiB` : `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
}

/** Pipes and line breaks would break a table row: escape the one, flatten the other. */
const cell = (text: string): string => text.replaceAll("|", "\\|").replace(/\s*\n\s*/g, " ");

/**
 * A Markdown table, padded as Biome formats Markdown (so a committed report passes `biome check`):
 * `rightAligned` gives the columns (numbers) set flush right, by index.
 */
export function table(head: string[], rows: string[][], rightAligned: number[] = []): string[] {
  const cells = [head, ...rows].map((row) => row.map(cell));
  const widths = head.map((_, i) => Math.max(3, ...cells.map((row) => (row[i] ?? "").length)));
  const pad = (text: string, i: number) =>
    rightAligned.includes(i) ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  const line = (row: string[]) => `| ${head.map((_, i) => pad(row[i] ?? "", i)).join(" | ")} |`;
  const rule = widths.map((w, i) => (rightAligned.includes(i) ? `${"-".repeat(w - 1)}:` : "-".repeat(w)));
  return [line(cells[0]!), `| ${rule.join(" | ")} |`, ...cells.slice(1).map(line)];
}
