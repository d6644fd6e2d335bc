// The risks of an openapi pack's change (DECISIONS 11, 14): a read request became a write, a DELETE added,
// requests sent elsewhere, a request changed by the document alone.
import { methodEffect } from "../openapi/bind-operations.js";
import { isRecord } from "../pack/json-value.js";
import { canonical } from "./canonical-json.js";
import type { CommandFacts } from "./command-facts.js";
import type { Risk, RiskSide } from "./pack-risks.js";
import { type RequestFacts, requestChanges } from "./request-facts.js";

const MANIFEST = "surface.json";
const sends = (r: RequestFacts) => `${r.method} ${r.path}`;
const isDelete = (r: RequestFacts | null) => r?.found === true && r.method === "DELETE";
const writes = (r: RequestFacts) => r.found && methodEffect(r.method ?? "") === "write";
const reads = (r: RequestFacts) => r.found && methodEffect(r.method ?? "") === "read";
const list = (names: string[]) => names.join(", ");
/** `scheme://host:port` of a base URL, lower-case; "" without one. */
const origin = (base: string | null) =>
  /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(base ?? "")?.[0].toLowerCase() ?? "";

/** Where the change of one command's request was made: its manifest entry, else the document alone. */
function madeIn(before: CommandFacts, after: CommandFacts, documentFile: string | undefined) {
  const inManifest = canonical(before.source.decl) !== canonical(after.source.decl);
  const file = inManifest ? MANIFEST : (documentFile ?? MANIFEST);
  return { inManifest, file, where: inManifest ? `in ${MANIFEST}` : `in ${file}` };
}

/** The method change is a risk of its own: a read request became a write, or a write became a DELETE. */
function methodRisk(verb: string, b: RequestFacts, a: RequestFacts, after: CommandFacts, where: string) {
  if (b.method === a.method) return undefined;
  const q = `"${verb}"`;
  const change = `${q} now sends ${sends(a)} instead of ${sends(b)} (changed ${where})`;
  if (reads(b) && writes(a)) {
    const policy =
      after.effect === "read"
        ? `, yet policy.json still says "read": a runtime treats it as a read and may send it without asking anyone`
        : ` (policy effect "${after.effect ?? "none"}", approval "${after.approval ?? "none"}")`;
    return { code: "request_read_to_write" as const, message: `${change}: a read request became a write${policy}.` };
  }
  if (writes(b) && isDelete(a))
    return { code: "delete_request_added" as const, message: `${change}: a write became a delete.` };
  return undefined;
}

/**
 * What else changed in the request, in words: the server apart (its own risk), and the method and path when the
 * method's risk already says them.
 */
function otherChanges(before: CommandFacts, after: CommandFacts, methodCovered: boolean): string[] {
  const [b, a] = [before.request as RequestFacts, after.request as RequestFacts];
  const parts: string[] = [];
  for (const c of requestChanges(b, a)) {
    if (c.kind === "found")
      parts.push(
        c.after
          ? `its operation "${a.operation}" is in the document again`
          : `its operation "${a.operation}" is no longer in the document, so it sends nothing`,
      );
    else if (c.kind === "body_fields") {
      if (c.added.length) parts.push(`body fields added: ${list(c.added)}`);
      if (c.removed.length) parts.push(`body fields removed: ${list(c.removed)}`);
    } else if (c.kind === "method" && !methodCovered && b.found && a.found)
      parts.push(`method ${c.before} → ${c.after}`);
    else if (c.kind === "path" && !methodCovered && b.found && a.found) parts.push(`path "${c.before}" → "${c.after}"`);
  }
  if (parts.length === 0 && b.found && a.found && b.method === a.method && b.path === a.path) {
    // The same operation, method, path and fields: compare the request line and body with the server set aside.
    const strip = (argv: string[], server: string | null) =>
      argv.map((t, i) => (i === 1 && server && t.startsWith(server) ? t.slice(server.length) : t)).join("\u0000");
    if (strip(before.argv, b.server) !== strip(after.argv, a.server))
      parts.push("the URL, headers or body made from its first examples differ");
  }
  if (parts.length && b.operation !== a.operation) parts.unshift(`operation "${b.operation}" → "${a.operation}"`);
  return parts;
}

function commandRequestRisks(verb: string, before: CommandFacts | undefined, after: CommandFacts, doc?: string) {
  const out: Risk[] = [];
  const a = after.request;
  if (!a) return out;
  const q = `"${verb}"`;
  if (!before) {
    if (isDelete(a))
      out.push({
        code: "delete_request_added",
        severity: "high",
        verb,
        file: MANIFEST,
        message: `New command ${q} sends ${sends(a)}: it deletes on the API (approval "${after.approval ?? "none"}").`,
      });
    return out;
  }
  const b = before.request;
  if (!b) return out;
  const { inManifest, file, where } = madeIn(before, after, doc);
  const method = methodRisk(verb, b, a, after, where);
  if (method) out.push({ ...method, severity: "high", verb, file });
  const parts = otherChanges(before, after, method !== undefined);
  if (parts.length)
    out.push({
      code: "request_changed",
      severity: inManifest ? "low" : "medium",
      verb,
      file,
      message: `The request of ${q} changed: ${parts.join("; ")} (${where}${inManifest ? "" : ` alone: ${MANIFEST}'s entry is the same`}).`,
    });
  return out;
}

/** Requests of existing commands now going to another server, one risk per (before, after) pair of servers. */
function serverRisks(base: RiskSide, head: RiskSide): Risk[] {
  const moves = new Map<string, { from: string | null; to: string | null; verbs: string[] }>();
  for (const [verb, after] of head.commands) {
    const [b, a] = [base.commands.get(verb)?.request, after.request];
    if (!b?.found || !a?.found || b.server === a.server) continue;
    const key = `${b.server}\u0000${a.server}`;
    const move = moves.get(key) ?? { from: b.server, to: a.server, verbs: [] };
    move.verbs.push(verb);
    moves.set(key, move);
  }
  const show = (s: string | null) => (s === null ? "no absolute server (the path alone)" : `"${s}"`);
  return [...moves.values()].map(({ from, to, verbs }) => {
    const elsewhere = origin(from) !== origin(to);
    const [one] = verbs;
    const who = verbs.length === 1 && one !== undefined ? `"${one}"` : `${verbs.length} commands (${list(verbs)})`;
    return {
      code: "server_changed",
      severity: elsewhere ? "high" : "medium",
      ...(verbs.length === 1 && one !== undefined ? { verb: one } : {}),
      file: head.documentFile ?? MANIFEST,
      message: `Requests of ${who} now go to ${show(to)} instead of ${show(from)}: ${elsewhere ? "another host receives them, with the credentials a runtime adds" : "the same host, another base path"}.`,
    };
  });
}

const openapiPath = (side: RiskSide) => {
  const openapi = side.surface?.raw.openapi;
  return isRecord(openapi) && typeof openapi.path === "string" ? openapi.path : undefined;
};

/** Every request risk of an openapi pack's change; none for other kinds. */
export function requestRisks(base: RiskSide, head: RiskSide): Risk[] {
  if (head.surface?.kind !== "openapi") return [];
  const out: Risk[] = [];
  const [from, to] = [openapiPath(base), openapiPath(head)];
  if (base.surface?.kind === "openapi" && from !== to)
    out.push({
      code: "openapi_path_changed",
      severity: "medium",
      file: MANIFEST,
      message: `openapi.path changed from ${from === undefined ? "(none)" : `"${from}"`} to ${to === undefined ? "(none)" : `"${to}"`}: the commands now take their operations from that document.`,
    });
  out.push(...serverRisks(base, head));
  for (const [verb, after] of head.commands)
    out.push(...commandRequestRisks(verb, base.commands.get(verb), after, head.documentFile));
  return out;
}
