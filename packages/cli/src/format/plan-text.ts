// A rendered command (plan and card) and refusals, as terminal text.
import type { ApprovalCard, Refused, RenderedCommand, RequestPlan } from "@packstudio/core";
import type { Paint } from "./color.js";
import { terminalSafe as safe } from "./terminal-safe.js";

/** The card as terminal lines: every text on it is core's escaped text (pack, title, field names, reason). */
function cardLines(card: ApprovalCard, paint: Paint): string[] {
  const width = Math.max(0, ...card.fields.map((f) => f.name.text.length));
  const head = `${card.kind}${card.destructive ? paint.red(" (destructive)") : ""}: ${card.title.text}`;
  const lines = [head, ...card.fields.map((f) => `  ${f.name.text.padEnd(width)}  ${f.value.text}`)];
  lines.push(`  command: ${card.command.text} (pack ${card.pack.text})`);
  if (card.reason) lines.push(`  reason: ${card.reason.text}`);
  if (card.hazards.length)
    lines.push(
      paint.red("  ! This card holds hidden characters, shown as <U+XXXX> escapes: read every value as shown."),
    );
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

/** An openapi pack's request plan (DECISIONS 14): the request, its curl line, effect, approval, title and card. */
export function requestPlanText(p: RequestPlan, paint: Paint): string[] {
  const row = (label: string, value: string) => `${paint.dim(label.padEnd(9))}${value}`;
  const indent = " ".repeat(9);
  const lines = [row("request", safe(`${p.request.method} ${p.request.url}`))];
  const headers = Object.entries(p.request.headers).map(([k, v]) => safe(`${k}: ${v}`));
  for (const [i, h] of headers.entries()) lines.push(i === 0 ? row("headers", h) : `${indent}${h}`);
  if (p.request.body !== null)
    lines.push(row("body", safe(typeof p.request.body === "string" ? p.request.body : JSON.stringify(p.request.body))));
  lines.push(
    row("curl", safe(p.curl)),
    row("effect", p.effect === "write" ? paint.yellow("write") : "read"),
    row("approval", `${p.approval}${p.asksPerson ? " (asks a person)" : ""}`),
    row("title", safe(p.title)),
  );
  if (p.card) {
    const [first, ...rest] = cardLines(p.card, paint);
    lines.push(row("card", first ?? ""), ...rest.map((l) => `${indent}${l}`));
  }
  return lines;
}

export function refusalJson(r: Refused): { ok: false; error: { code: string; names: string[]; message: string } } {
  return { ok: false, error: { code: r.error.code, names: r.error.names, message: r.error.message } };
}

export function refusalText(r: Refused, paint: Paint): string[] {
  return [`${paint.red("refused")} ${paint.bold(r.error.code)}: ${safe(r.error.message)}`];
}
