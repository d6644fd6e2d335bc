"use client";
// Loads the studio (Monaco and friends) in the browser only: nothing of it renders on the server.
import dynamic from "next/dynamic";
import type { PackTemplate } from "~/editor/template";
import { TrpcProvider } from "~/trpc/client";

const Studio = dynamic(() => import("~/editor/studio").then((m) => m.Studio), {
  ssr: false,
  loading: () => <p style={{ padding: 24 }}>Loading the studio…</p>,
});

export function StudioLoader({ templates }: { templates: PackTemplate[] }) {
  return (
    <TrpcProvider>
      <Studio templates={templates} />
    </TrpcProvider>
  );
}
