// A hover on an operation in the pack's OpenAPI document (its method key, operationId or path key): method and
// path, the commands that send it with their CLI form and request, or that none does and why.
import {
  exampleArgs,
  listOperations,
  type OperationRef,
  readPack,
  readyLine,
  renderRequestLoaded,
  type SurfaceView,
} from "@packstudio/core";
import { operationSummary } from "./document-operation";
import { packDocument } from "./pack-document";

export interface OperationHover {
  /** What is hovered, in the document's text. */
  offset: number;
  length: number;
  /** Markdown paragraphs (pack text only ever inside code spans). */
  contents: string[];
}

/** `text` as a Markdown code span, whatever backticks it holds. */
export function codeSpan(text: string): string {
  const flat = text.replace(/[\r\n]+/g, " ");
  const runs = flat.match(/`+/g) ?? [];
  const fence = "`".repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

function within(offset: number, span: { offset: number; length: number } | undefined): boolean {
  return span !== undefined && offset >= span.offset && offset <= span.offset + span.length;
}

function commandLines(files: Record<string, string>, surface: SurfaceView, op: OperationRef): string[] {
  const { policy } = readPack(files);
  const verbs = surface.verbs.filter((v) => v.operation?.ref.method === op.method && v.operation.ref.path === op.path);
  return verbs.map((verb) => {
    const effect = policy?.rows.get(verb.key)?.effect ?? "no policy row";
    const parts = [`Sent by the command ${codeSpan(verb.key)} (${effect}): ${codeSpan(readyLine(surface, verb).line)}`];
    if (policy) {
      const plan = renderRequestLoaded({ surface, policy }, verb.key, exampleArgs(surface, verb, { optional: true }));
      if (plan.ok) parts.push(`Its request with the examples: ${codeSpan(plan.plan.line)}`);
    }
    return parts.join("\n\n");
  });
}

function operationText(
  files: Record<string, string>,
  surface: SurfaceView,
  op: OperationRef,
  reason: string | undefined,
) {
  const head = `**${op.method}** ${codeSpan(op.path)}${op.operationId ? ` · operationId ${codeSpan(op.operationId)}` : ""}`;
  const lines = commandLines(files, surface, op);
  if (lines.length > 0) return [head, ...lines];
  return [
    head,
    reason
      ? `No command sends it, and it cannot be one: ${reason}`
      : "No command sends it: add it from the Commands panel (Operations not exposed).",
  ];
}

/** The hover at `offset` of pack file `file`, when it is the pack's document and an operation is there. */
export function operationHover(
  files: Record<string, string>,
  file: string,
  offset: number,
): OperationHover | undefined {
  const found = packDocument(files);
  const surface = found && found.file === file ? readPack(files).surface : undefined;
  if (!found || !surface) return undefined;
  const { doc } = found;
  const ops = listOperations(doc.value);
  for (const op of ops) {
    const method = op.location[2] as string;
    const key = doc.locate(["paths", op.path, method], "key");
    const id = op.operationId === undefined ? undefined : doc.locate(["paths", op.path, method, "operationId"]);
    if (!within(offset, key) && !within(offset, id)) continue;
    const at = within(offset, key) ? key : id;
    if (!at) continue;
    const reason = operationSummary(doc.value, op, found.version).reason;
    return { offset: at.offset, length: at.length, contents: operationText(files, surface, op, reason) };
  }
  for (const path of new Set(ops.map((op) => op.path))) {
    const key = doc.locate(["paths", path], "key");
    if (!key || !within(offset, key)) continue;
    const here = ops.filter((op) => op.path === path);
    const list = here.map((op) => {
      const sent = surface.verbs.filter((v) => v.operation?.ref.method === op.method && v.operation.ref.path === path);
      return `- **${op.method}**: ${sent.length ? sent.map((v) => codeSpan(v.key)).join(", ") : "no command"}`;
    });
    return { offset: key.offset, length: key.length, contents: [codeSpan(path), list.join("\n")] };
  }
  return undefined;
}
