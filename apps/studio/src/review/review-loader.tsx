"use client";
// The review page's client side: the tRPC provider around the review view.
import { TrpcProvider } from "~/trpc/client";
import { ReviewView } from "./review-view";
import { type Reviewer, ReviewerContext } from "./reviewer-context";

export function ReviewLoader({ base, head, reviewer }: { base: string; head: string; reviewer?: Reviewer }) {
  return (
    <TrpcProvider>
      <ReviewerContext value={reviewer}>
        <ReviewView base={base} head={head} />
      </ReviewerContext>
    </TrpcProvider>
  );
}
