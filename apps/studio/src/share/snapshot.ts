// A pack opened read-only from a share link: the stored share's files, or a link's own (#z:).
export interface Snapshot {
  files: Record<string, string>;
  /** The share id; null for a link that carries its files in its fragment (nothing stored). */
  id: string | null;
  /** ISO time the share stops opening; null for none. */
  expiresAt: string | null;
}
