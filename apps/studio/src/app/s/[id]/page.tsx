// /s/<id>: a share link - the stored snapshot, opened read-only in the full studio.
import { notFound } from "next/navigation";
import { studioStore } from "~/server/store-instance";
import { shareMetadata } from "../share-metadata";
import { SnapshotLoader } from "../snapshot-loader";

export const dynamic = "force-dynamic";
export const metadata = shareMetadata;

export default async function SharePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The store answers null for a malformed, unknown, expired or deleted id alike.
  const share = await (await studioStore()).shares.get(id);
  if (!share) notFound();
  return (
    <SnapshotLoader
      snapshot={{ id: share.id, files: share.files, expiresAt: share.expiresAt?.toISOString() ?? null }}
    />
  );
}
