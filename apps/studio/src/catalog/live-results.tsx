"use client";
// The results area: the server's page, or, after typing, the answer to the last words typed (live-search.ts).
import { type ReactNode, useEffect } from "react";
import { clearLive, useLiveAnswer } from "./live-search";
import { ResultsSection } from "./results-section";
import { catalogPageSize } from "./search-params";

export function LiveResults({ serverHref, children }: { serverHref: string; children: ReactNode }) {
  const live = useLiveAnswer();
  // A page the server rendered (Enter, a filter, a link) stands over any typed answer, and cancels one running.
  useEffect(() => {
    void serverHref;
    clearLive();
  }, [serverHref]);
  return live ? (
    <div data-testid="catalog-live" data-q={live.params.q}>
      <ResultsSection params={live.params} results={live.results} pageSize={catalogPageSize} />
    </div>
  ) : (
    children
  );
}
