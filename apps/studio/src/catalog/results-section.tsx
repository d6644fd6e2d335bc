// The results of a search: the total, the cards (or why there are none) and the pages; the same for the server's
// page and for an answer fetched while typing (live-results.tsx).
import { groupDigits } from "@packstudio/core";
import styles from "./catalog.module.css";
import type { CatalogResults } from "./catalog-types";
import { Pager } from "./pager";
import { ResultCard } from "./result-card";
import { type CatalogParams, catalogHref, hasFilters, withoutFilters } from "./search-params";

/** The total, exact below 10,000 and "10,000+" above (counting further would cost every search). */
function totalText(total: number, exact: boolean, q: string): string {
  const packs = exact ? `${total} pack${total === 1 ? "" : "s"}` : `${groupDigits(total)}+ packs`;
  return q ? `${packs} matching “${q}”` : packs;
}

export function ResultsSection({
  params,
  results,
  pageSize,
}: {
  params: CatalogParams;
  results: CatalogResults;
  pageSize: number;
}) {
  return (
    <>
      <p className={styles.summaryLine}>
        <span data-testid="catalog-total">{totalText(results.total, results.totalExact, params.q)}</span>
      </p>
      {results.corrected && results.items.length > 0 && (
        <p className={styles.corrected} data-testid="catalog-corrected">
          Showing results for <a href={catalogHref(params, { q: results.corrected.q })}>{results.corrected.q}</a>
          {results.corrected.alsoAsTyped
            ? ` and for “${params.q}” as typed.`
            : ` (nothing matches “${params.q}” as typed).`}
        </p>
      )}
      {results.items.length === 0 && results.total > 0 ? (
        <div className={styles.empty} data-testid="catalog-empty">
          <p>Page {params.page} is past the last page.</p>
          <p>
            <a href={catalogHref(params, { page: 1 })}>Go to the first page</a>
          </p>
        </div>
      ) : results.items.length > 0 ? (
        <ol className={styles.results} data-testid="catalog-results">
          {results.items.map((item) => (
            <ResultCard key={item.id} item={item} />
          ))}
        </ol>
      ) : (
        <div className={styles.empty} data-testid="catalog-empty">
          <p>No pack matches{params.q ? ` “${params.q}”` : ""}.</p>
          {results.suggestion && (
            <p data-testid="catalog-suggestion">
              Did you mean <a href={catalogHref(params, { q: results.suggestion })}>{results.suggestion}</a>?
            </p>
          )}
          <p>
            {hasFilters(params) ? (
              <a href={withoutFilters(params)}>Search without filters</a>
            ) : params.q ? (
              "Try fewer or shorter words: each word matches the start of a word."
            ) : (
              "Nothing is published yet: publish with packstudio publish <dir> --server URL --token T."
            )}
          </p>
        </div>
      )}
      <Pager
        params={params}
        total={results.total}
        totalExact={results.totalExact}
        pageSize={pageSize}
        shown={results.items.length}
        next={results.next}
        prev={results.prev}
      />
    </>
  );
}
