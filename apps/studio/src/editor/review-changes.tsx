"use client";
import { studioRoutes } from "@packstudio/core";
import { useMutation, useQuery } from "@tanstack/react-query";
// "Review my changes": an edited copy of a share is shared too, and the review of the original against it opens.
import { sameFiles } from "~/lib/same-files";
import { useEditorState } from "~/store/store-context";
import { useTRPC } from "~/trpc/client";
import studio from "./studio.module.css";

/** Shown when the open pack is a copy of a stored share ("Edit a copy") and differs from it. */
export function ReviewChanges() {
  const trpc = useTRPC();
  const origin = useEditorState((s) => s.origin);
  const files = useEditorState((s) => s.files);
  const id = origin.startsWith("share:") ? origin.slice("share:".length) : undefined;
  const original = useQuery({ ...trpc.share.get.queryOptions({ id: id ?? "" }), enabled: id !== undefined });
  const create = useMutation(trpc.share.create.mutationOptions());
  if (id === undefined || !original.data || sameFiles(original.data.files, files)) return null;

  const review = async () => {
    const copy = await create.mutateAsync({ files, expiry: "never" });
    // The review link (review-range.ts builds the same; it imports the database package, kept off the client).
    location.assign(studioRoutes.review(id, copy.id));
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void review().catch(() => undefined)}
        disabled={create.isPending}
        data-testid="review-changes"
        title={`Share this copy and open the review of share ${id} against it`}
      >
        Review my changes
      </button>
      {create.error && (
        <p role="alert" className={studio.toolbarError} data-testid="review-changes-error">
          The copy could not be shared for a review: {create.error.message}
        </p>
      )}
    </>
  );
}
