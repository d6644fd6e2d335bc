// The public shape of a share read, one for the tRPC route and the plain GET route alike.
import type { Share } from "@packstudio/db";

export interface ShareView {
  id: string;
  sha256: string;
  files: Record<string, string>;
  createdAt: string;
  expiresAt: string | null;
}

export function shareView(share: Share): ShareView {
  return {
    id: share.id,
    sha256: share.sha256,
    files: share.files,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
  };
}
