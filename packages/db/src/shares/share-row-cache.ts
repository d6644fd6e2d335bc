// Live share rows cached per store, dropped the moment any process deletes the share (LISTEN/NOTIFY).
// Reads skip the database only while the deletion feed is connected; expiry is checked on every hit.
import { LruMap } from "@packstudio/core";

export interface ShareRow {
  id: string;
  sha256: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** The channel deleteShare notifies with the deleted id. */
export const shareDeletedChannel = "packstudio_share_deleted";

export class ShareRowCache {
  private readonly rows: LruMap<string, { row: ShareRow; at: number }>;
  private live = false;
  /** Bumped on every deletion seen: a read that raced one must not cache what it read. */
  private deletions = 0;

  /** ttlMs bounds staleness should a notification ever be lost; the feed normally drops rows at once. */
  constructor(
    private readonly ttlMs = 30_000,
    maxRows = 10_000,
  ) {
    this.rows = new LruMap({ maxEntries: maxRows });
  }

  /** The deletion feed connected (true) or was lost (false: nothing is served from the cache until it is back). */
  setLive(live: boolean): void {
    this.live = live;
    this.rows.clear();
    this.deletions++;
  }

  /** A ticket to pass to `set`: the row is cached only if no deletion arrived meanwhile. */
  ticket(): number {
    return this.deletions;
  }

  get(id: string, now = Date.now()): ShareRow | undefined {
    if (!this.live) return undefined;
    const hit = this.rows.get(id);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs || (hit.row.expiresAt && hit.row.expiresAt.getTime() <= now)) {
      this.rows.delete(id);
      return undefined;
    }
    return hit.row;
  }

  set(row: ShareRow, ticket: number, now = Date.now()): void {
    if (!this.live || ticket !== this.deletions) return;
    this.rows.set(row.id, { row, at: now });
  }

  /** A share was deleted (here or in another process). */
  drop(id: string): void {
    this.deletions++;
    this.rows.delete(id);
  }
}
