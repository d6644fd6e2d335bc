"use client";
// The review page's client side: the tRPC provider around the review view.
import { TrpcProvider } from "~/trpc/client";
import { ReviewView } from "./review-view";

export function ReviewLoader({ base, head }: { base: string; head: string }) {
  return (
    <TrpcProvider>
      <ReviewView base={base} head={head} />
    </TrpcProvider>
  );
}
