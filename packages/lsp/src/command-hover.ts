// A command's hover: the argv of its first example and its approval card, as text (core renders both); an openapi
// pack's command shows its operation and request instead (request-hover.ts).
import { exampleArgs, renderLoaded } from "@packstudio/core";
import type { HoverPack } from "./hover-pack.js";
import { cardLines, fenced, row } from "./hover-text.js";
import { requestHover } from "./request-hover.js";

/** Markdown for the command `verbKey` of the pack, or undefined when the pack has no such command. */
export function commandHover({ surface, policy }: HoverPack, verbKey: string): string | undefined {
  const verb = surface?.verbs.find((v) => v.key === verbKey);
  if (!surface || !verb) return undefined;
  const parts = [`**${verbKey}**${verb.description ? `: ${verb.description}` : ""}`];
  if (!policy) {
    parts.push("policy.json is missing or unreadable: no argv or approval card until it is fixed.");
    return parts.join("\n\n");
  }
  if (surface.kind === "openapi") return [...parts, requestHover({ surface, policy }, verb)].join("\n\n");
  const args = exampleArgs(surface, verb, { optional: true });
  const rendered = renderLoaded({ surface, policy }, verbKey, args);
  if (!rendered.ok) {
    parts.push(`Its first example does not render: ${rendered.error.message}`);
    return parts.join("\n\n");
  }
  const lines = [
    ...row("args", JSON.stringify(rendered.args)),
    ...row("argv", JSON.stringify(rendered.argv)),
    ...row("line", rendered.display),
    ...row("effect", rendered.effect),
    ...row("approval", `${rendered.approval}${rendered.asksPerson ? " (asks a person)" : ""}`),
  ];
  if (rendered.card) lines.push(...row("card", cardLines(rendered.card).join("\n")));
  parts.push(fenced(lines));
  return parts.join("\n\n");
}
