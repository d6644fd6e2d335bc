// A hover in an openapi pack's document (DECISIONS 14): on an operation (its method key or operationId), the
// operation and the commands that send it with their example's request, or that none does and why; on a path
// key, its methods and their commands.
import { listOperations, type OpenApiDoc, type OperationRef, operationProblem, type VerbView } from "@packstudio/core";
import type { HoverPack } from "./hover-pack.js";
import { fenced, row } from "./hover-text.js";
import { exampleRequest, operationRows } from "./request-hover.js";

type Span = { offset: number; length: number } | undefined;

const within = (offset: number, span: Span) =>
  span !== undefined && offset >= span.offset && offset <= span.offset + span.length;

const sends = (verb: VerbView, op: OperationRef) =>
  verb.operation?.ref.method === op.method && verb.operation.ref.path === op.path;

/** Each command that sends `op`, its effect and approval, and the request line of its first example. */
function senderRows(pack: HoverPack, verbs: VerbView[]): string[] {
  const { surface, policy } = pack;
  return verbs.flatMap((verb) => {
    const policyRow = policy?.rows.get(verb.key);
    const how = policyRow ? `${policyRow.effect}, ${policyRow.approval}` : "no policy row";
    const lines = [`${verb.key} (${how})`];
    if (surface && policy) {
      const rendered = exampleRequest({ surface, policy }, verb);
      lines.push(rendered.ok ? rendered.plan.line : `its example does not render: ${rendered.error.message}`);
    }
    return lines;
  });
}

function operationText(pack: HoverPack, doc: OpenApiDoc, op: OperationRef): string {
  const verbs = pack.surface?.verbs.filter((v) => sends(v, op)) ?? [];
  const lines = operationRows({ ref: op });
  if (verbs.length > 0) {
    lines.push(...row("sent by", senderRows(pack, verbs).join("\n")));
    return fenced(lines);
  }
  const reason = operationProblem(doc.value, op, doc.version);
  const name = op.operationId ?? `${op.method} ${op.path}`;
  lines.push(
    ...row(
      "sent by",
      reason
        ? `no command, and it cannot be one: ${reason}`
        : `no command: add one to surface.json's "verbs" with "operation": ${JSON.stringify(name)}`,
    ),
  );
  return fenced(lines);
}

function pathText(pack: HoverPack, path: string, ops: OperationRef[]): string {
  const lines = row("path", path);
  for (const op of ops) {
    const verbs = pack.surface?.verbs.filter((v) => sends(v, op)) ?? [];
    lines.push(...row(op.method, verbs.length > 0 ? verbs.map((v) => v.key).join(", ") : "no command"));
  }
  return fenced(lines);
}

/** The hover at `offset` of the pack's document, when `path` is that document and an operation is there. */
export function operationHover(pack: HoverPack, path: string, offset: number): string | undefined {
  const doc = pack.openapi;
  if (!doc || doc.file !== path || pack.surface?.kind !== "openapi") return undefined;
  const paths = (doc.value as { paths?: Record<string, unknown> }).paths;
  // An operation of a path item reached by `$ref` is written elsewhere: its hover is where it is written.
  const ops = listOperations(doc.value).filter((op) => paths?.[op.path] === op.pathItem);
  for (const op of ops) {
    const at = [...op.location];
    if (within(offset, doc.locate(at, "key"))) return operationText(pack, doc, op);
    if (op.operationId !== undefined && within(offset, doc.locate([...at, "operationId"])))
      return operationText(pack, doc, op);
  }
  for (const path of new Set(ops.map((op) => op.path))) {
    if (within(offset, doc.locate(["paths", path], "key")))
      return pathText(
        pack,
        path,
        ops.filter((op) => op.path === path),
      );
  }
  return undefined;
}
