// What a review compares about an openapi command's request (DECISIONS 14): its operation, method, path, server, body fields.
import type { VerbView } from "../pack/surface-view.js";

export interface RequestFacts {
  /** The operation as the verb names it: its operationId or `METHOD /path`. */
  operation: string;
  /** False when the document has no such operation (O004 says why): method, path and server are then null. */
  found: boolean;
  method: string | null;
  /** The `paths` key, a template: `/boards/{boardId}/cards`. */
  path: string | null;
  /** The base URL the request goes to (server variables at their defaults); null without an absolute server. */
  server: string | null;
  /** The body fields the command may send (the operation's, narrowed by the verb's `args`), sorted. */
  bodyFields: string[];
}

/** One way a command's request differs between the two sides of a review, in the order they are listed. */
export type RequestChange =
  | { kind: "operation" | "method" | "path" | "server"; before: string | null; after: string | null }
  | { kind: "found"; before: boolean; after: boolean }
  | { kind: "body_fields"; added: string[]; removed: string[] };

// Code-unit order, so facts read the same in every locale.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The request facts of an openapi pack's command; null for another kind of pack or a verb naming no operation. */
export function requestFactsOf(kind: string, verb: VerbView): RequestFacts | null {
  const name = verb.decl.operation;
  if (kind !== "openapi" || typeof name !== "string") return null;
  const binding = verb.operation;
  if (!binding) return { operation: name, found: false, method: null, path: null, server: null, bodyFields: [] };
  const sent = new Set(verb.properties.map((p) => p.name));
  const bodyFields = binding.derived.args
    .filter((a) => (a.in === "body" || a.in === "form") && sent.has(a.name))
    .map((a) => a.name)
    .sort(byText);
  const { method, path } = binding.ref;
  return { operation: name, found: true, method, path, server: binding.server.base ?? null, bodyFields };
}

/** How the request differs from `before` to `after`: empty when both are null or alike. */
export function requestChanges(before: RequestFacts | null, after: RequestFacts | null): RequestChange[] {
  if (!before || !after) return [];
  const out: RequestChange[] = [];
  if (before.operation !== after.operation)
    out.push({ kind: "operation", before: before.operation, after: after.operation });
  if (before.found !== after.found) out.push({ kind: "found", before: before.found, after: after.found });
  for (const kind of ["method", "path", "server"] as const)
    if (before[kind] !== after[kind]) out.push({ kind, before: before[kind], after: after[kind] });
  const added = after.bodyFields.filter((f) => !before.bodyFields.includes(f));
  const removed = before.bodyFields.filter((f) => !after.bodyFields.includes(f));
  if (added.length || removed.length) out.push({ kind: "body_fields", added, removed });
  return out;
}
