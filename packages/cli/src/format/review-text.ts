// A review's comparison as text: risks first, then findings added and fixed, commands, and file statuses.
import {
  type ApprovalCard,
  type ChangedCommand,
  type PackComparison,
  quoteArgv,
  type RequestFacts,
} from "@packstudio/core";
import type { Paint } from "./color.js";
import { findingsText } from "./findings-text.js";
import { terminalSafe as safe } from "./terminal-safe.js";

const count = (n: number, what: string) => `${what} (${n})`;

function riskLines(c: PackComparison, paint: Paint): string[] {
  if (c.risks.length === 0) return [paint.green("Risks: none found.")];
  const colour = { high: paint.red, medium: paint.yellow, low: paint.blue };
  return [
    paint.bold(count(c.risks.length, "Risks")),
    ...c.risks.map(
      (r) =>
        `  ${colour[r.severity](r.severity.toUpperCase().padEnd(6))} ${safe(r.message)} ${paint.dim(`[${r.code}]`)}`,
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

/** Before and after on one line when alike, else on two. */
function pairLines(label: string, before: string, after: string): string[] {
  const head = `    ${label.padEnd(10)}`;
  return before === after ? [`${head}${before}`] : [`${head}before: ${before}`, `${" ".repeat(14)}after:  ${after}`];
}

/** An openapi command's request facts (DECISIONS 14): operation, method, server, path and body fields. */
function requestLines(before: RequestFacts, after: RequestFacts, paint: Paint): string[] {
  const text = (r: RequestFacts, key: "operation" | "method" | "server" | "path") =>
    r[key] === null ? (key === "server" ? "none (the path alone)" : "none") : safe(r[key] ?? "");
  const lines = (["operation", "method", "server", "path"] as const).map(
    (key) => `    ${key.padEnd(10)}${changeText(text(before, key), text(after, key), paint)}`,
  );
  if (!after.found) lines[0] += paint.red(" (not in the document)");
  const fields = (r: RequestFacts) => (r.bodyFields.length ? r.bodyFields.map(safe).join(", ") : "none");
  const added = after.bodyFields.filter((f) => !before.bodyFields.includes(f)).map((f) => `+${safe(f)}`);
  const removed = before.bodyFields.filter((f) => !after.bodyFields.includes(f)).map((f) => `-${safe(f)}`);
  const delta = [...added, ...removed];
  lines.push(`    ${"body".padEnd(10)}${fields(after)}${delta.length ? ` (${paint.bold(delta.join(", "))})` : ""}`);
  return lines;
}

/** A request as one line: method, URL and the body's text; an empty argv is no request. */
const requestText = (argv: string[]) => (argv.length ? safe(argv.join(" ")) : "none (no such operation)");

function changedLines(c: ChangedCommand, paint: Paint): string[] {
  const lines = [
    `  ${paint.bold(c.verb)}`,
    `    effect    ${changeText(c.effectBefore, c.effectAfter, paint)}`,
    `    approval  ${changeText(c.approvalBefore, c.approvalAfter, paint)}`,
  ];
  if (c.requestBefore && c.requestAfter) {
    lines.push(...requestLines(c.requestBefore, c.requestAfter, paint));
    lines.push(...pairLines("request", requestText(c.argvBefore), requestText(c.argvAfter)));
  } else lines.push(...pairLines("argv", quoteArgv(c.argvBefore), quoteArgv(c.argvAfter)));
  lines.push(...pairLines("card", cardLine(c.cardBefore, c.approvalBefore), cardLine(c.cardAfter, c.approvalAfter)));
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
  const shown = changed.some((x) => x.requestAfter) ? "request" : "argv";
  if (changed.length) lines.push(paint.dim(`  (${shown} and card for the first example of each required argument)`));
  for (const command of changed) lines.push(...changedLines(command, paint));
  const touched = c.files.filter((f) => f.status !== "same");
  const same = c.files.length - touched.length;
  lines.push(
    "",
    `Files: ${touched.length ? touched.map((f) => `${f.path} ${f.status}`).join(", ") : "no changes"}${same ? ` (${same} unchanged)` : ""}`,
  );
  return lines;
}
