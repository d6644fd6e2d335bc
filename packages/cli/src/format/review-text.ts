// A review's comparison as text: risks first, then findings added and fixed, commands, and file statuses.
import { type ApprovalCard, type ChangedCommand, type PackComparison, quoteArgv } from "@packstudio/core";
import type { Paint } from "./color.js";
import { findingsText } from "./findings-text.js";

const count = (n: number, what: string) => `${what} (${n})`;

function riskLines(c: PackComparison, paint: Paint): string[] {
  if (c.risks.length === 0) return [paint.green("Risks: none found.")];
  const colour = { high: paint.red, medium: paint.yellow, low: paint.blue };
  return [
    paint.bold(count(c.risks.length, "Risks")),
    ...c.risks.map(
      (r) => `  ${colour[r.severity](r.severity.toUpperCase().padEnd(6))} ${r.message} ${paint.dim(`[${r.code}]`)}`,
    ),
  ];
}

function cardLine(card: ApprovalCard | null, approval: string | null): string {
  if (!card) return approval === null ? "none (no policy row)" : `none (nobody is asked: approval "${approval}")`;
  return `${card.kind} card${card.declared ? "" : " (no preview declared)"}: ${card.title.text}`;
}

function changeText(before: string | null, after: string | null, paint: Paint): string {
  return before === after ? `${before ?? "none"}` : `${before ?? "none"} → ${paint.bold(after ?? "none")}`;
}

function changedLines(c: ChangedCommand, paint: Paint): string[] {
  const lines = [
    `  ${paint.bold(c.verb)}`,
    `    effect    ${changeText(c.effectBefore, c.effectAfter, paint)}`,
    `    approval  ${changeText(c.approvalBefore, c.approvalAfter, paint)}`,
  ];
  const [argvBefore, argvAfter] = [quoteArgv(c.argvBefore), quoteArgv(c.argvAfter)];
  if (argvBefore === argvAfter) lines.push(`    argv      ${argvBefore}`);
  else lines.push(`    argv      before: ${argvBefore}`, `              after:  ${argvAfter}`);
  const [cardBefore, cardAfter] = [cardLine(c.cardBefore, c.approvalBefore), cardLine(c.cardAfter, c.approvalAfter)];
  if (cardBefore === cardAfter) lines.push(`    card      ${cardBefore}`);
  else lines.push(`    card      before: ${cardBefore}`, `              after:  ${cardAfter}`);
  return lines;
}

export function reviewText(c: PackComparison, paint: Paint): string[] {
  const lint = (ok: boolean) => (ok ? "passes lint" : paint.red("fails lint"));
  const name = c.packs.head.id ?? c.packs.base.id;
  const lines = [
    `Review of ${name ? `"${name}"` : "a pack"}: base ${lint(c.packs.base.passes)}, head ${lint(c.packs.head.passes)}.`,
    "",
    ...riskLines(c, paint),
    "",
  ];
  const { added, fixed } = c.findings;
  const label = (file: string) => file;
  lines.push(added.length ? paint.bold(count(added.length, "Findings added")) : "Findings added: none");
  lines.push(...findingsText(label, added, paint).map((l) => `  ${l}`));
  lines.push(fixed.length ? paint.bold(count(fixed.length, "Findings fixed")) : "Findings fixed: none");
  lines.push(...findingsText(label, fixed, paint).map((l) => `  ${l}`), "");
  const names = (list: string[]) => (list.length ? list.join(", ") : "none");
  lines.push(`Commands added: ${names(c.commands.added)}`, `Commands removed: ${names(c.commands.removed)}`);
  const changed = c.commands.changed;
  lines.push(changed.length ? paint.bold(count(changed.length, "Commands changed")) : "Commands changed: none");
  if (changed.length) lines.push(paint.dim("  (argv and card for the first example of each required argument)"));
  for (const command of changed) lines.push(...changedLines(command, paint));
  const touched = c.files.filter((f) => f.status !== "same");
  const same = c.files.length - touched.length;
  lines.push(
    "",
    `Files: ${touched.length ? touched.map((f) => `${f.path} ${f.status}`).join(", ") : "no changes"}${same ? ` (${same} unchanged)` : ""}`,
  );
  return lines;
}
