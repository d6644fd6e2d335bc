"use client";
// The studio's tRPC client (v11, TanStack Query): queries go as POST, since a pack is too large for a URL.
import { studioRoutes } from "@packstudio/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";
import type { AppRouter } from "~/server/root";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function TrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(() =>
    // maxItems: the server refuses batches of more calls (maxBatchSize in app/api/trpc/[trpc]/route.ts).
    createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: studioRoutes.trpc, methodOverride: "POST", maxItems: 16 })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** This tab's studio session id (sandbox workspaces and first-use approvals are kept per session). */
export function studioSession(): string {
  const key = "packstudio.session";
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, "0")).join("");
    sessionStorage.setItem(key, id);
  }
  return id;
}
