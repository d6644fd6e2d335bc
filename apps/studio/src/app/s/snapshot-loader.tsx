"use client";
// Loads the studio in the browser only, read-only on a share's files (Monaco never renders on the server).
import dynamic from "next/dynamic";
import type { Snapshot } from "~/share/snapshot";
import { TrpcProvider } from "~/trpc/client";

const Studio = dynamic(() => import("~/editor/studio").then((m) => m.Studio), {
  ssr: false,
  loading: () => <p style={{ padding: 24 }}>Loading the shared pack…</p>,
});

export function SnapshotLoader({ snapshot }: { snapshot: Snapshot }) {
  return (
    <TrpcProvider>
      <Studio templates={[]} snapshot={snapshot} />
    </TrpcProvider>
  );
}
