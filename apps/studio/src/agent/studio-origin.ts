"use client";
// The studio's address as the person's browser reached it (what a CLI on their machine reaches too).
import { useSyncExternalStore } from "react";

const never = () => () => {};

/** The page's origin in the browser; on the server (no window) a stand-in the first render replaces. */
export function useStudioOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => "<studio-url>",
  );
}
