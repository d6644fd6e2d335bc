// "New pack from an OpenAPI document": the document read, each operation with whether it can be a command (and
// why not), the ones core's init would pick; then the pack from the operations chosen (core's packFromDocument).
import { LineIndex, listOperations, packFromDocument, readOpenApiDocument } from "@packstudio/core";
import { looksLikeJson } from "./core-internals";
import { type DocumentOperation, operationSummary } from "./document-operation";

export type { DocumentOperation };

export type DocumentChoices =
  | {
      ok: true;
      documentName: "openapi.json" | "openapi.yaml";
      title: string;
      version: "3.0" | "3.1";
      operations: DocumentOperation[];
      /** The operations `packstudio init --from-openapi` picks without --operations. */
      preselected: string[];
    }
  | { ok: false; message: string };

/** A pack holds 12 commands at most (M011), so init's --operations takes 12 names at once. */
export const maxChosen = 12;

function problemText(text: string, problem: { offset: number; message: string }): string {
  const at = new LineIndex(text).position(problem.offset);
  return `Line ${at.line}, column ${at.column}: ${problem.message}`;
}

const nameOf = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

export function documentChoices(text: string): DocumentChoices {
  const documentName = looksLikeJson(text) ? "openapi.json" : "openapi.yaml";
  const read = readOpenApiDocument(documentName, text);
  const doc = read.doc;
  const first = read.problems[0];
  if (!doc?.version) {
    return { ok: false, message: first ? problemText(text, first) : "The text is not an OpenAPI 3.0 or 3.1 document." };
  }
  const { version } = doc;
  const ops = listOperations(doc.value);
  if (ops.length === 0) return { ok: false, message: "The document has no operations under `paths`." };
  const operations = ops.map((op) => operationSummary(doc.value, op, version));
  const picked = packFromDocument({ doc: doc.value, version, documentName });
  const chosen = new Set(picked.ok ? picked.chosen.map((c) => c.operation) : []);
  const preselected = ops
    .filter((op) => chosen.has(nameOf(op)) || (op.operationId !== undefined && chosen.has(op.operationId)))
    .map(nameOf);
  const info = doc.value as { info?: { title?: unknown } };
  const title = typeof info.info?.title === "string" ? info.info.title : "API";
  return { ok: true, documentName, title, version, operations, preselected };
}

export type PackFromChoices =
  | { ok: true; files: Record<string, string>; skipped: { operation: string; reason: string }[] }
  | { ok: false; message: string };

/** The new pack's files (surface.json, policy.json, HARNESS.md and the document) for the operations named. */
export function packFromChoices(text: string, names: readonly string[]): PackFromChoices {
  const documentName = looksLikeJson(text) ? "openapi.json" : "openapi.yaml";
  const doc = readOpenApiDocument(documentName, text).doc;
  if (!doc?.version) return { ok: false, message: "The document no longer reads as OpenAPI 3.0 or 3.1." };
  if (names.length === 0) return { ok: false, message: "Choose at least one operation." };
  const made = packFromDocument({ doc: doc.value, version: doc.version, documentName, operations: names });
  if (!made.ok) return made;
  return { ok: true, files: { ...made.files, [documentName]: text }, skipped: made.skipped };
}
