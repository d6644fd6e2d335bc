// Text blocks of hovers: labelled rows, an approval card's lines, and a fence the pack's own text cannot close.
import type { ApprovalCard } from "@packstudio/core";

/** Labels take this many columns: `approval  first_use`. */
const labelWidth = 10;

/** A labelled row; a value of several lines continues under the value's column. */
export function row(label: string, value: string): string[] {
  const [first = "", ...rest] = value.split("\n");
  return [`${label.padEnd(labelWidth)}${first}`, ...rest.map((l) => `${" ".repeat(labelWidth)}${l}`)];
}

/** One line of a pack's or document's text (a summary may span lines; the row shows it as one). */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

export function cardLines(card: ApprovalCard): string[] {
  const width = Math.max(0, ...card.fields.map((f) => f.name.text.length));
  const head = `${card.kind}${card.destructive ? " (destructive)" : ""}: ${card.title.text}`;
  const lines = [head, ...card.fields.map((f) => `  ${f.name.text.padEnd(width)}  ${f.value.text}`)];
  // An openapi command's card shows its request line where a wrap pack's shows argv (DECISIONS 14).
  if (card.lineKind === "request") lines.push(`  request  ${card.argvLine.text}`);
  if (card.reason) lines.push(`  reason: ${card.reason.text}`);
  for (const w of card.warnings) lines.push(`  ! ${w}`);
  return lines;
}

/** A fenced block that its own text cannot end (a pack's text may hold backticks). */
export function fenced(lines: readonly string[]): string {
  const text = lines.join("\n");
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}
