// The approval card as the text of an MCP elicitation (DECISIONS.md 7, 12): every value already escaped by core.
import type { ApprovalCard } from "@packstudio/core";

export function cardMessage(card: ApprovalCard): string {
  const lines = [
    `Approve "${card.command}" of pack "${card.pack}"? (${card.effect}, approval: ${card.approval}${card.destructive ? ", destructive" : ""})`,
  ];
  if (card.reason) lines.push(`Reason: ${card.reason}`);
  lines.push("", `${card.kind} card: ${card.title.text}`);
  for (const field of card.fields) lines.push(`  ${field.name}: ${field.value.text}${field.value.cut ? " [cut]" : ""}`);
  lines.push("", `Runs: ${card.argvLine.text}`);
  if (card.flagged)
    lines.push(
      "",
      "WARNING: this card holds hidden characters (control, bidirectional or zero-width), shown as <U+XXXX> escapes. Read the values as shown.",
    );
  for (const warning of card.warnings) lines.push(`Note: ${warning}`);
  return lines.join("\n");
}
