// One operation of a document as the studio lists it: "METHOD /path" (its exact name), its summary, and why it
// cannot be a command when it cannot (core's words, as init says them).
import { type OperationRef, operationProblem } from "@packstudio/core";

export interface DocumentOperation {
  /** `METHOD /path`: names the operation exactly, whatever its operationId. */
  name: string;
  method: string;
  path: string;
  operationId: string | undefined;
  summary: string | undefined;
  /** Why it cannot be a command (a cookie parameter, a name used twice, a body neither JSON nor a form…). */
  reason: string | undefined;
}

export function operationSummary(doc: unknown, op: OperationRef, version: "3.0" | "3.1"): DocumentOperation {
  const summary = typeof op.operation.summary === "string" ? op.operation.summary.trim() : "";
  return {
    name: `${op.method} ${op.path}`,
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    summary: summary || undefined,
    reason: operationProblem(doc, op, version),
  };
}
