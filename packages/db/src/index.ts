// @packstudio/db: snapshots, shares, the catalog and reviews on PGlite (embedded) or PostgreSQL.
export { canonicalBytes, snapshotSha256 } from "./canonical.js";
export { catalogFacts, type PublishResult, prefixQuery, type SearchQuery } from "./catalog.js";
export type { ConnectOptions } from "./connect.js";
export type { RateLimitHit, RateLimitResult } from "./rate-limits.js";
export {
  type NewComment,
  type ReviewPair,
  ReviewShareGone,
  type ReviewSide,
  type VerdictAuthor,
} from "./reviews.js";
export type { CreatedShare, Expiry, Share } from "./shares.js";
export { openStore, type Store } from "./store.js";
