// The catalog (/): search the published packs by words and filters, read from the query string so every
// search is a link that works without JavaScript. No editor code loads here.
import { studioRoutes } from "@packstudio/core";
import styles from "~/catalog/catalog.module.css";
import type { CatalogFacets, CatalogResults } from "~/catalog/catalog-types";
import { LiveResults } from "~/catalog/live-results";
import { ResultsSection } from "~/catalog/results-section";
import { SearchForm } from "~/catalog/search-form";
import { catalogHref, catalogPageSize, type RawParams, readParams, toSearchInput } from "~/catalog/search-params";
import { createCaller } from "~/server/root";
import { SiteHeader } from "~/shell/site-header";

export const dynamic = "force-dynamic";
export const metadata = { title: "Catalog · Pack Studio" };

export default async function CatalogPage({ searchParams }: { searchParams: Promise<RawParams> }) {
  const params = readParams(await searchParams);
  let results: CatalogResults | undefined;
  let facets: CatalogFacets | undefined;
  let failure: string | undefined;
  try {
    const input = toSearchInput(params, catalogPageSize);
    const caller = createCaller({});
    [results, facets] = await Promise.all([caller.catalog.search(input), caller.catalog.facets(input)]);
  } catch (error) {
    failure = (error as Error).message;
  }
  return (
    <div className={styles.page}>
      <SiteHeader current={studioRoutes.catalog} />
      <main id="main">
        <h1 className="visually-hidden">Catalog</h1>
        <SearchForm params={params} facets={facets} />
        {failure !== undefined && (
          <p role="alert" className={styles.alert}>
            The catalog could not be searched: {failure}
          </p>
        )}
        {results && (
          <LiveResults serverHref={catalogHref(params)}>
            <ResultsSection params={params} results={results} pageSize={catalogPageSize} />
          </LiveResults>
        )}
      </main>
    </div>
  );
}
