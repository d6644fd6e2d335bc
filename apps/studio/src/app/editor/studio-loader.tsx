"use client";
// Loads the studio (Monaco and friends) in the browser only: nothing of it renders on the server.
import dynamic from "next/dynamic";
import { readyFor } from "~/editor/pack-parts";
import { loadSavedState } from "~/store/pack-store";
import type { PackTemplate } from "~/store/template";
import { TrpcProvider } from "~/trpc/client";

// A saved openapi pack opens with its document read: the OpenAPI support loads beside the studio.
const Studio = dynamic(
  () => Promise.all([import("~/editor/studio"), readyFor(loadSavedState()?.files ?? {})]).then(([m]) => m.Studio),
  {
    ssr: false,
    loading: () => <p style={{ padding: 24 }}>Loading the studio…</p>,
  },
);

export function StudioLoader({ templates }: { templates: PackTemplate[] }) {
  return (
    <TrpcProvider>
      <Studio templates={templates} />
    </TrpcProvider>
  );
}
