// The studio's storage: connect, migrate, and the repositories of each noun bound to the database.

import type { Verdict } from "@packstudio/core";
import { accountTables } from "./account-schema.js";
import { createApiToken, listApiTokens, type NewApiToken, revokeApiToken, verifyApiToken } from "./api-tokens.js";
import {
  catalogFacets,
  catalogSize,
  type FacetOptions,
  getCatalogPack,
  publishPack,
  type SearchQuery,
  searchCatalog,
  setDryRunBadge,
} from "./catalog.js";
import { type Connection, type ConnectOptions, connect } from "./connect.js";
import { decideDevice, pendingDevice, pollDevice, startDevice } from "./device-codes.js";
import { migrate } from "./migrate.js";
import { rateLimiter } from "./rate-limits.js";
import {
  addComment,
  type NewComment,
  type ReviewPair,
  reviewConversation,
  reviewSize,
  setVerdict,
  type VerdictAuthor,
} from "./reviews.js";
import { ShareRowCache, shareDeletedChannel } from "./share-row-cache.js";
import { createShare, deleteShare, type Expiry, getShare } from "./shares.js";
import { getSnapshot, putSnapshot } from "./snapshots.js";

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
      create: (files: Record<string, string>, expiry?: Expiry) => createShare(db, files, expiry),
      get: (id: string) => getShare(db, id, shareRows),
      delete: (id: string, deleteKey: string) => deleteShare(db, id, deleteKey, shareRows),
    },
    catalog: {
      publish: (files: Record<string, string>, warnings?: number) => publishPack(db, files, warnings),
      search: (query: SearchQuery) => searchCatalog(db, query),
      facets: (query: SearchQuery, options: FacetOptions) => catalogFacets(db, query, options),
      get: (id: string, version?: number) => getCatalogPack(db, id, version),
      setDryRunBadge: (id: string, version: number, ok: boolean) => setDryRunBadge(db, id, version, ok),
      size: () => catalogSize(db),
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
