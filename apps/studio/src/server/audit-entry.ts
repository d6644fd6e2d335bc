// Writing to the audit log from a procedure (DECISIONS.md 13): the caller's address from the context, the
// actor from who acted; and the entries as the client gets them (dates as text).
import "server-only";
import type { AuditActor, AuditEntry, AuditRecord } from "@packstudio/db";
import type { Publisher } from "./auth/publisher";
import { studioStore } from "./store-instance";
import type { StudioContext } from "./trpc";

/** The actor of a publish: the operator's token or the account. */
export function publisherActor(publisher: Publisher): AuditActor {
  return publisher.kind === "operator"
    ? { kind: "operator" }
    : { kind: "account", id: publisher.account.id, name: publisher.account.name };
}

/** The signed-in account of the request, else nobody (an open studio, a delete key, a typed name). */
export function contextActor(ctx: StudioContext): AuditActor {
  const account = ctx.signIn?.account;
  return account ? { kind: "account", id: account.id, name: account.name } : { kind: "anonymous" };
}

export async function recordAudit(ctx: StudioContext, entry: Omit<AuditRecord, "clientAddress">): Promise<void> {
  await (await studioStore()).audit.record({ ...entry, clientAddress: ctx.clientAddress });
}

export function auditEntryView(entry: AuditEntry) {
  return { ...entry, at: entry.at.toISOString() };
}
