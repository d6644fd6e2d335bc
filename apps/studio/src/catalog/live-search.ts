"use client";
// Search as you type: each pause in typing asks catalog.search and catalog.facets, cancelling the request before
// it (an AbortController through tRPC's `signal`), so a slow answer for "led" never replaces the one for "ledger".
import { studioRoutes } from "@packstudio/core";
import { createTRPCClient, httpLink } from "@trpc/client";
import { useSyncExternalStore } from "react";
import type { AppRouter } from "~/server/root";
import type { CatalogFacets, CatalogResults } from "./catalog-types";
import { type CatalogParams, readParams, toSearchInput } from "./search-params";

/** The answer typing last asked for, shown over the server's page until the next navigation. */
export interface LiveAnswer {
  params: CatalogParams;
  results: CatalogResults;
  facets: CatalogFacets;
}

// One request per call (not batched): aborting it cancels its own fetch, never another search's.
const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: studioRoutes.trpc, methodOverride: "POST" })] });

let answer: LiveAnswer | undefined;
let inFlight: AbortController | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Search for the catalog link `href` (as typed so far); the search before it, if still running, is cancelled. */
export async function searchLive(href: string, pageSize: number): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const params = readParams(Object.fromEntries(new URL(href, window.location.origin).searchParams));
  const input = toSearchInput(params, pageSize);
  try {
    const { signal } = controller;
    const [results, facets] = await Promise.all([
      client.catalog.search.query(input, { signal }),
      client.catalog.facets.query(input, { signal }),
    ]);
    if (signal.aborted) return;
    answer = { params, results, facets };
    emit();
  } catch (error) {
    // Cancelled: a later search is running. Another failure: the server's page shows it on the next navigation.
    if (controller.signal.aborted) return;
    throw error;
  } finally {
    if (inFlight === controller) inFlight = undefined;
  }
}

/** Forget the typed answer (the server rendered a page of its own): a search still running is cancelled. */
export function clearLive(): void {
  inFlight?.abort();
  inFlight = undefined;
  if (answer) {
    answer = undefined;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The typed search's answer, or undefined while the server's page stands. */
export function useLiveAnswer(): LiveAnswer | undefined {
  return useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  );
}
