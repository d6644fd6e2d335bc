// The catalog (/): search the published packs by words and filters, read from the query string so every
// search is a link that works without JavaScript. No editor code loads here.
import styles from "~/catalog/catalog.module.css";
import type { CatalogFacets, CatalogResults } from "~/catalog/catalog-types";
import { Pager } from "~/catalog/pager";
import { ResultCard } from "~/catalog/result-card";
import { SearchForm } from "~/catalog/search-form";
import {
  catalogHref,
  hasFilters,
  type RawParams,
  readParams,
  toSearchInput,
  withoutFilters,
} from "~/catalog/search-params";
import { SiteHeader } from "~/catalog/site-header";
import { createCaller } from "~/server/root";

export const dynamic = "force-dynamic";
export const metadata = { title: "Catalog · Pack Studio" };

const pageSize = 20;

/** The total, exact below 10,000 and "10,000+" above (counting further would cost every search). */
function totalText(total: number, exact: boolean, q: string): string {
  const packs = exact ? `${total} pack${total === 1 ? "" : "s"}` : `${total.toLocaleString("en-US")}+ packs`;
  return q ? `${packs} matching “${q}”` : packs;
}

export default async function CatalogPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const params = readParams(await searchParams);
  let results: CatalogResults | undefined;
  let facets: CatalogFacets | undefined;
  let failure: string | undefined;
  try {
    const input = toSearchInput(params, pageSize);
    const caller = createCaller({});
    [results, facets] = await Promise.all([caller.catalog.search(input), caller.catalog.facets(input)]);
  } catch (error) {
    failure = (error as Error).message;
  }
  return (
    <div className={styles.page}>
      <SiteHeader current="/" />
      <main id="main">
        <h1 className="visually-hidden">Catalog</h1>
        <SearchForm params={params} facets={facets} />
        {failure !== undefined && (
          <p role="alert" className={styles.alert}>
            The catalog could not be searched: {failure}
          </p>
        )}
        {results && (
          <>
            <p className={styles.summaryLine}>
              <span data-testid="catalog-total">{totalText(results.total, results.totalExact, params.q)}</span>
            </p>
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
              next={results.next}
              prev={results.prev}
            />
          </>
        )}
      </main>
    </div>
  );
}
