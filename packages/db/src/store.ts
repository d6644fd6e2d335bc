// The studio's storage: connect, migrate, and the repositories of each noun bound to the database.

import type { Verdict } from "@packstudio/core";
import { accountTables } from "./accounts/account-schema.js";
import {
  createApiToken,
  listApiTokens,
  type NewApiToken,
  revokeApiToken,
  verifyApiToken,
} from "./accounts/api-tokens.js";
import { type AuditQuery, type AuditRecord, listAudit, recordAudit } from "./accounts/audit-log.js";
import { decideDevice, pendingDevice, pollDevice, startDevice } from "./accounts/device-codes.js";
import {
  catalogFacets,
  catalogSize,
  type FacetOptions,
  getCatalogPack,
  publishPack,
  type SearchQuery,
  searchCatalog,
  setDryRunBadge,
} from "./catalog/catalog.js";
import {
  addOwner,
  isOwner,
  listOwners,
  type PublishAs,
  removeOwner,
  transferOwners,
} from "./catalog/catalog-owners.js";
import { type Connection, type ConnectOptions, connect } from "./connect.js";
import { migrate } from "./migrate.js";
import { rateLimiter } from "./rate-limits/rate-limits.js";
import {
  addComment,
  type NewComment,
  type ReviewPair,
  reviewConversation,
  reviewSize,
  setVerdict,
  type VerdictAuthor,
} from "./reviews/reviews.js";
import { ShareRowCache, shareDeletedChannel } from "./shares/share-row-cache.js";
import { createShare, deleteShare, type Expiry, getShare } from "./shares/shares.js";
import { deleteShareBy, listSharesBy } from "./shares/shares-mine.js";
import { getSnapshot, putSnapshot } from "./snapshots/snapshots.js";

export type Store = Awaited<ReturnType<typeof openStore>>;

export async function openStore(options: ConnectOptions) {
  const conn: Connection = await connect(options);
  // A failed migration closes the connection: a retry opens the (PGlite) data folder afresh, lock and all.
  await migrate(conn).catch(async (error: unknown) => {
    await conn.close().catch(() => undefined);
    throw error;
  });
  const db = conn.db;
  const shareRows = new ShareRowCache();
  // Without the feed (yet), share reads go to the database; the feed retries by itself.
  await conn
    .listen(
      shareDeletedChannel,
      (id) => shareRows.drop(id),
      (live) => shareRows.setLive(live),
    )
    .catch(() => undefined);
  return {
    driver: conn.driver,
    snapshots: {
      put: (files: Record<string, string>) => putSnapshot(db, files),
      get: (sha256: string) => getSnapshot(db, sha256),
    },
    shares: {
      create: (files: Record<string, string>, expiry?: Expiry, creatorAccount?: string | null) =>
        createShare(db, files, expiry, creatorAccount),
      get: (id: string) => getShare(db, id, shareRows),
      delete: (id: string, deleteKey: string) => deleteShare(db, id, deleteKey, shareRows),
      /** A signed-in creator's shares, and deleting one of them without its key (DECISIONS.md 13). */
      byCreator: (accountId: string) => listSharesBy(db, accountId),
      deleteByCreator: (id: string, accountId: string) => deleteShareBy(db, id, accountId, shareRows),
    },
    catalog: {
      publish: (files: Record<string, string>, warnings?: number, by?: PublishAs) =>
        publishPack(db, files, warnings, by),
      search: (query: SearchQuery) => searchCatalog(db, query),
      facets: (query: SearchQuery, options: FacetOptions) => catalogFacets(db, query, options),
      get: (id: string, version?: number) => getCatalogPack(db, id, version),
      setDryRunBadge: (id: string, version: number, ok: boolean) => setDryRunBadge(db, id, version, ok),
      size: () => catalogSize(db),
    },
    /** Who may publish an id (DECISIONS.md 13); changes throw OwnershipError with a message to show. */
    owners: {
      list: (packId: string) => listOwners(db, packId),
      isOwner: (packId: string, accountId: string) => isOwner(db, packId, accountId),
      add: (packId: string, actorId: string, email: string) => addOwner(db, packId, actorId, email),
      remove: (packId: string, actorId: string, accountId: string) => removeOwner(db, packId, actorId, accountId),
      transfer: (packId: string, emails: string[]) => transferOwners(db, packId, emails),
    },
    /** Publishes, owner changes, share deletions, verdicts (and token changes, recorded by their routes). */
    audit: {
      record: (entry: AuditRecord) => recordAudit(db, entry),
      list: (query?: AuditQuery) => listAudit(db, query),
    },
    reviews: {
      conversation: (pair: ReviewPair) => reviewConversation(db, pair),
      size: (pair: ReviewPair) => reviewSize(db, pair),
      comment: (pair: ReviewPair, comment: NewComment) => addComment(db, pair, comment),
      verdict: (pair: ReviewPair, author: VerdictAuthor, verdict: Verdict) => setVerdict(db, pair, author, verdict),
    },
    /** Sign-in's tables (DECISIONS.md 13) and the database they are on, for better-auth's Drizzle adapter. */
    accounts: { db, tables: accountTables },
    /** Personal API tokens (DECISIONS.md 13): only their hashes are stored. */
    apiTokens: {
      create: (token: NewApiToken) => createApiToken(db, token),
      verify: (secret: string, scope: string, now?: Date) => verifyApiToken(db, secret, scope, now),
      list: (accountId: string) => listApiTokens(db, accountId),
      revoke: (accountId: string, id: string) => revokeApiToken(db, accountId, id),
    },
    /** Device logins of `packstudio login`: started by the CLI, decided on /device, claimed once by the CLI. */
    devices: {
      start: (clientName: string, now?: Date) => startDevice(db, clientName, now),
      pending: (userCode: string, now?: Date) => pendingDevice(db, userCode, now),
      decide: (userCode: string, accountId: string, approve: boolean, now?: Date) =>
        decideDevice(db, userCode, accountId, approve, now),
      poll: (deviceCode: string, now?: Date) => pollDevice(db, deviceCode, now),
    },
    /** Counters shared by every process on this database (apps/studio's rate limits). */
    rateLimits: rateLimiter(db),
    close: () => conn.close(),
  };
}
