// The approval card as the text of an MCP elicitation (DECISIONS.md 7, 12): every text on it, the pack's own
// (pack, command, title, field names, reason) as much as the arguments', already escaped by core; the line
// breaks are the message's own layout, never a value's.
import type { ApprovalCard } from "@packstudio/core";

const hiddenWarning =
  "WARNING: this card holds hidden characters (control, bidirectional or zero-width), shown as <U+XXXX> escapes. Read the values as shown.";
const optionWarning =
  'WARNING: an argument\'s value starts with "-" where the program still reads options: it may be taken as an option, not as a value.';

export function cardMessage(card: ApprovalCard): string {
  const lines = [
    `Approve "${card.command.text}" of pack "${card.pack.text}"? (${card.effect}, approval: ${card.approval}${card.destructive ? ", destructive" : ""})`,
  ];
  if (card.reason) lines.push(`Reason: ${card.reason.text}`);
  lines.push("", `${card.kind} card: ${card.title.text}`);
  for (const field of card.fields)
    lines.push(`  ${field.name.text}: ${field.value.text}${field.value.cut ? " [cut]" : ""}`);
  lines.push("", `${card.lineKind === "request" ? "Sends" : "Runs"}: ${card.argvLine.text}`);
  const flags = [card.hazards.length > 0 && hiddenWarning, card.optionValues.length > 0 && optionWarning];
  if (card.flagged) lines.push("", ...flags.filter((f): f is string => typeof f === "string"));
  for (const warning of card.warnings) lines.push(`Note: ${warning}`);
  return lines.join("\n");
}
