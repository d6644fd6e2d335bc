// A rendered command (plan and card) and refusals, as terminal text.
import type { ApprovalCard, Refused, RenderedCommand } from "@packstudio/core";
import type { Paint } from "./color.js";
import { terminalSafe as safe } from "./terminal-safe.js";

function cardLines(card: ApprovalCard, paint: Paint): string[] {
  const width = Math.max(0, ...card.fields.map((f) => f.name.length));
  const head = `${card.kind}${card.destructive ? paint.red(" (destructive)") : ""}: ${card.title.text}`;
  const lines = [head, ...card.fields.map((f) => `  ${f.name.padEnd(width)}  ${f.value.text}`)];
  if (card.reason) lines.push(`  reason: ${safe(card.reason)}`);
  for (const w of card.warnings) lines.push(paint.yellow(`  ! ${w}`));
  return lines;
}

export function planText(r: RenderedCommand, paint: Paint): string[] {
  const row = (label: string, value: string) => `${paint.dim(label.padEnd(9))}${value}`;
  const lines = [
    row("argv", JSON.stringify(r.argv)),
    row("line", safe(r.display)),
    row("program", safe(r.program)),
    row("cwd", `${r.cwd.mode}: ${safe(r.cwd.description)}`),
    row("effect", r.effect === "write" ? paint.yellow("write") : "read"),
    row("approval", `${r.approval}${r.asksPerson ? " (asks a person)" : ""}`),
    row("title", safe(r.title)),
  ];
  if (Object.keys(r.env).length)
    lines.push(
      row(
        "env",
        Object.entries(r.env)
          .map(([k, v]) => safe(`${k}=${v}`))
          .join(" "),
      ),
    );
  if (r.card) {
    const [first, ...rest] = cardLines(r.card, paint);
    lines.push(row("card", first ?? ""), ...rest.map((l) => `${" ".repeat(9)}${l}`));
  }
  return lines;
}

export function refusalJson(r: Refused): { ok: false; error: { code: string; names: string[]; message: string } } {
  return { ok: false, error: { code: r.error.code, names: r.error.names, message: r.error.message } };
}

export function refusalText(r: Refused, paint: Paint): string[] {
  return [`${paint.red("refused")} ${paint.bold(r.error.code)}: ${safe(r.error.message)}`];
}
