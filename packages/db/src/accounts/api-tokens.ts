// Personal API tokens (DECISIONS.md 13): a `pst_` secret shown once, stored as its SHA-256, with a scope and expiry.
import { randomBytes } from "node:crypto";
import { personalTokenPattern, personalTokenPrefix } from "@packstudio/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../connect.js";
import { sha256 } from "../ids.js";
import { authUsers } from "./account-schema.js";
import { apiTokens } from "./token-schema.js";

const day = 86_400_000;

export interface NewApiToken {
  accountId: string;
  name: string;
  scope: string;
  /** Days from `now` until it stops working (the studio offers tokenExpiryDays). */
  expiryDays: number;
  /** For tests: when it is created (default: now). */
  now?: Date;
}

/** A token as its owner sees it listed: never its secret. */
export interface ApiTokenInfo {
  id: string;
  name: string;
  scope: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export type TokenCheck =
  | { ok: true; account: { id: string; name: string }; token: { id: string; name: string } }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "revoked"; revokedAt: Date }
  | { ok: false; reason: "expired"; expiresAt: Date }
  | { ok: false; reason: "scope"; scope: string };

const info = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

export async function createApiToken(db: Db, t: NewApiToken): Promise<ApiTokenInfo & { secret: string }> {
  if (!Number.isInteger(t.expiryDays) || t.expiryDays < 1) throw new RangeError("a token's expiry is whole days ≥ 1");
  const secret = `${personalTokenPrefix}${randomBytes(32).toString("base64url")}`;
  const now = t.now ?? new Date();
  const row = {
    id: randomBytes(9).toString("base64url"),
    accountId: t.accountId,
    name: t.name,
    secretSha256: sha256(secret),
    scope: t.scope,
    createdAt: now,
    expiresAt: new Date(now.getTime() + t.expiryDays * day),
  };
  await db.insert(apiTokens).values(row);
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: now,
    expiresAt: row.expiresAt,
    lastUsedAt: null,
    revokedAt: null,
    secret,
  };
}

/** Check a secret for `scope`; a good one records its use (last used) and names its account. */
export async function verifyApiToken(db: Db, secret: string, scope: string, now = new Date()): Promise<TokenCheck> {
  if (!personalTokenPattern.test(secret)) return { ok: false, reason: "unknown" };
  const row = (
    await db
      .select({ ...info, accountId: apiTokens.accountId, accountName: authUsers.name })
      .from(apiTokens)
      .innerJoin(authUsers, eq(authUsers.id, apiTokens.accountId))
      .where(eq(apiTokens.secretSha256, sha256(secret)))
      .limit(1)
  )[0];
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) return { ok: false, reason: "revoked", revokedAt: row.revokedAt };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired", expiresAt: row.expiresAt };
  if (row.scope !== scope) return { ok: false, reason: "scope", scope: row.scope };
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  return { ok: true, account: { id: row.accountId, name: row.accountName }, token: { id: row.id, name: row.name } };
}

/** An account's tokens, newest first (revoked and expired ones too: the list is their history). */
export function listApiTokens(db: Db, accountId: string): Promise<ApiTokenInfo[]> {
  return db
    .select(info)
    .from(apiTokens)
    .where(eq(apiTokens.accountId, accountId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(500);
}

/** Revoke one of the account's own tokens; null when it has no such token (another's id reads as none). */
export async function revokeApiToken(db: Db, accountId: string, id: string, now = new Date()) {
  const mine = and(eq(apiTokens.id, id), eq(apiTokens.accountId, accountId));
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(mine, isNull(apiTokens.revokedAt)))
    .returning(info);
  if (revoked) return revoked;
  // Revoked before: answer with it as it is (revoking twice is not an error).
  return (await db.select(info).from(apiTokens).where(mine).limit(1))[0] ?? null;
}
