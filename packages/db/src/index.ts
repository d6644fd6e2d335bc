// @packstudio/db: snapshots, shares, the catalog and reviews on PGlite (embedded) or PostgreSQL.

export type { ApiTokenInfo, NewApiToken, TokenCheck } from "./accounts/api-tokens.js";
export {
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditPage,
  type AuditRecord,
  auditActions,
  maxAuditPage,
} from "./accounts/audit-log.js";
export {
  type DevicePoll,
  maxPendingDeviceCodes,
  type StartedDevice,
  TooManyDeviceLogins,
} from "./accounts/device-codes.js";
export {
  catalogFacts,
  type FacetCounts,
  type PublishResult,
  prefixQuery,
  type SearchQuery,
  totalLimit,
} from "./catalog/catalog.js";
export { CursorError, maxCursorLength } from "./catalog/catalog-cursor.js";
export {
  isOwnershipError,
  type Owner,
  OwnershipError,
  type OwnershipProblem,
  type PublishAs,
} from "./catalog/catalog-owners.js";
export type { ConnectOptions } from "./connect.js";
export type { RateLimitHit, RateLimitResult } from "./rate-limits/rate-limits.js";
export {
  type NewComment,
  type ReviewPair,
  ReviewShareGone,
  type ReviewSide,
  type VerdictAuthor,
} from "./reviews/reviews.js";
export type { CreatedShare, Expiry, Share } from "./shares/shares.js";
export { type MyShare, maxMyShares } from "./shares/shares-mine.js";
export { canonicalBytes, snapshotSha256 } from "./snapshots/canonical.js";
export { openStore, type Store } from "./store.js";
