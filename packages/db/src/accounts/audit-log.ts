// The audit log (DECISIONS.md 13): who published, changed owners, deleted a share or gave a verdict, when and
// from where. Appended only; read newest first in keyset pages of at most maxAuditPage entries.
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Db } from "../connect.js";
import { auditLog } from "./owners-schema.js";

export const auditActions = [
  "publish",
  "owner.add",
  "owner.remove",
  "owner.transfer",
  "share.delete",
  "verdict",
  "token.create",
  "token.revoke",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Who acted: the operator's token, a signed-in account, or nobody signed in (an open studio, a delete key). */
export type AuditActor = { kind: "operator" } | { kind: "account"; id: string; name: string } | { kind: "anonymous" };

export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  clientAddress?: string | undefined;
  packId?: string | undefined;
  shareId?: string | undefined;
  /** A short note (the version published, the owners added): cut at maxAuditDetail characters. */
  detail?: string | undefined;
}

export interface AuditEntry {
  id: number;
  at: Date;
  action: string;
  actor: "operator" | "account" | "anonymous";
  accountId: string | null;
  accountName: string | null;
  clientAddress: string | null;
  packId: string | null;
  shareId: string | null;
  detail: string | null;
}

export const maxAuditPage = 100;
export const maxAuditDetail = 500;

const cut = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max));

export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  const account = entry.actor.kind === "account" ? entry.actor : undefined;
  await db.insert(auditLog).values({
    action: entry.action,
    actor: entry.actor.kind,
    accountId: account?.id ?? null,
    accountName: cut(account?.name, 200),
    clientAddress: cut(entry.clientAddress, 100),
    packId: cut(entry.packId, 200),
    shareId: cut(entry.shareId, 100),
    detail: cut(entry.detail, maxAuditDetail),
  });
}

export interface AuditQuery {
  /** Only this pack's entries. */
  packId?: string | undefined;
  /** The `next` of the previous page: entries older than it. */
  before?: number | undefined;
  /** 1 to maxAuditPage (default 50). */
  limit?: number | undefined;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: number | null;
}

export async function listAudit(db: Db, query: AuditQuery = {}): Promise<AuditPage> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), maxAuditPage);
  const where: SQL[] = [];
  if (query.packId !== undefined) where.push(eq(auditLog.packId, query.packId));
  if (query.before !== undefined) where.push(lt(auditLog.id, query.before));
  // One more than asked says whether another page follows, without counting the whole log.
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).map((r) => ({ ...r, actor: r.actor as AuditEntry["actor"] }));
  return { entries, next: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
