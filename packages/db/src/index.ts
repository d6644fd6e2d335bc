// @packstudio/db: snapshots, shares, the catalog and reviews on PGlite (embedded) or PostgreSQL.

export type { ApiTokenInfo, NewApiToken, TokenCheck } from "./api-tokens.js";
export {
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditPage,
  type AuditRecord,
  auditActions,
  maxAuditPage,
} from "./audit-log.js";
export { canonicalBytes, snapshotSha256 } from "./canonical.js";
export {
  catalogFacts,
  type FacetCounts,
  type PublishResult,
  prefixQuery,
  type SearchQuery,
  totalLimit,
} from "./catalog.js";
export { CursorError, maxCursorLength } from "./catalog-cursor.js";
export {
  isOwnershipError,
  type Owner,
  OwnershipError,
  type OwnershipProblem,
  type PublishAs,
} from "./catalog-owners.js";
export type { ConnectOptions } from "./connect.js";
export { type DevicePoll, maxPendingDeviceCodes, type StartedDevice, TooManyDeviceLogins } from "./device-codes.js";
export type { RateLimitHit, RateLimitResult } from "./rate-limits.js";
export {
  type NewComment,
  type ReviewPair,
  ReviewShareGone,
  type ReviewSide,
  type VerdictAuthor,
} from "./reviews.js";
export type { CreatedShare, Expiry, Share } from "./shares.js";
export { type MyShare, maxMyShares } from "./shares-mine.js";
export { openStore, type Store } from "./store.js";
