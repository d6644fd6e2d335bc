// A command's hover: the argv of its first example and its approval card, as text (core renders both).
import { type ApprovalCard, exampleArgs, type PackFiles, readPack, renderLoaded } from "@packstudio/core";

function cardLines(card: ApprovalCard): string[] {
  const width = Math.max(0, ...card.fields.map((f) => f.name.text.length));
  const head = `${card.kind}${card.destructive ? " (destructive)" : ""}: ${card.title.text}`;
  const lines = [head, ...card.fields.map((f) => `  ${f.name.text.padEnd(width)}  ${f.value.text}`)];
  if (card.reason) lines.push(`  reason: ${card.reason.text}`);
  for (const w of card.warnings) lines.push(`  ! ${w}`);
  return lines;
}

/** A fenced block that its own text cannot end (a pack's text may hold backticks). */
function fenced(lines: readonly string[]): string {
  const text = lines.join("\n");
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

/** Markdown for the command `verbKey` of the pack, or undefined when the pack has no such command. */
export function commandHover(files: PackFiles, verbKey: string): string | undefined {
  const { surface, policy } = readPack(files);
  const verb = surface?.verbs.find((v) => v.key === verbKey);
  if (!surface || !verb) return undefined;
  const parts = [`**${verbKey}**${verb.description ? `: ${verb.description}` : ""}`];
  if (!policy) {
    parts.push("policy.json is missing or unreadable: no argv or approval card until it is fixed.");
    return parts.join("\n\n");
  }
  const args = exampleArgs(surface, verb, { optional: true });
  const rendered = renderLoaded({ surface, policy }, verbKey, args);
  if (!rendered.ok) {
    parts.push(`Its first example does not render: ${rendered.error.message}`);
    return parts.join("\n\n");
  }
  const lines = [
    `args      ${JSON.stringify(rendered.args)}`,
    `argv      ${JSON.stringify(rendered.argv)}`,
    `line      ${rendered.display}`,
    `effect    ${rendered.effect}`,
    `approval  ${rendered.approval}${rendered.asksPerson ? " (asks a person)" : ""}`,
  ];
  if (rendered.card) {
    const [first, ...rest] = cardLines(rendered.card);
    lines.push(`card      ${first ?? ""}`, ...rest.map((l) => `          ${l}`));
  }
  parts.push(fenced(lines));
  return parts.join("\n\n");
}
