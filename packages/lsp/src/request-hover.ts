// An openapi pack's command on hover (DECISIONS 14): its operation (method, path, summary) and the request its
// first example makes (URL, headers, body, curl line, card), as core's renderRequestLoaded builds it.
import {
  bodyText,
  exampleArgs,
  type LoadedPack,
  type OperationBinding,
  type RequestPlan,
  renderRequestLoaded,
  type VerbView,
} from "@packstudio/core";
import { cardLines, fenced, oneLine, row } from "./hover-text.js";

/** `POST /boards/{boardId}/cards (createCard)`, and the operation's summary row when it has one. */
export function operationRows(binding: Pick<OperationBinding, "ref">): string[] {
  const { method, path, operationId, operation } = binding.ref;
  const lines = row("operation", `${method} ${path}${operationId ? ` (${operationId})` : ""}`);
  const summary = typeof operation.summary === "string" ? oneLine(operation.summary) : "";
  if (summary) lines.push(...row("summary", summary));
  return lines;
}

function planRows(plan: RequestPlan): string[] {
  const { request } = plan;
  const lines = [...row("args", JSON.stringify(plan.args)), ...row("request", plan.line)];
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`);
  if (headers.length > 0) lines.push(...row("headers", headers.join("\n")));
  const body = bodyText(request);
  if (body !== undefined) lines.push(...row("body", body));
  lines.push(
    ...row("curl", plan.curl),
    ...row("effect", plan.effect),
    ...row("approval", `${plan.approval}${plan.asksPerson ? " (asks a person)" : ""}`),
  );
  if (plan.card) lines.push(...row("card", cardLines(plan.card).join("\n")));
  return lines;
}

/** The request of a command's first example (examples of its optional arguments too), rendered by core. */
export function exampleRequest(pack: LoadedPack, verb: VerbView) {
  return renderRequestLoaded(pack, verb.key, exampleArgs(pack.surface, verb, { optional: true }));
}

/** The hover's text block for `verb` of an openapi pack (a Markdown fence), or why its example makes no request. */
export function requestHover(pack: LoadedPack, verb: VerbView): string {
  const head = verb.operation ? operationRows(verb.operation) : [];
  const rendered = exampleRequest(pack, verb);
  if (!rendered.ok) {
    const why = `Its first example does not render: ${rendered.error.message}`;
    return head.length > 0 ? `${fenced(head)}\n\n${why}` : why;
  }
  return fenced([...head, ...planRows(rendered.plan)]);
}
