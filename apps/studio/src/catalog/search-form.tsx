// The catalog's search form: a GET form to "/", so it works without JavaScript and its URL is the link to share.
import { bindingModes, kinds, planes, sorts, transports } from "~/lib/catalog-filters";
import styles from "./catalog.module.css";
import type { CatalogFacets } from "./catalog-types";
import { CleanSubmit } from "./clean-submit";
import { Select } from "./filter-select";
import { bindingLabels, kindLabels, planeLabels, sortLabels, transportLabels } from "./labels";
import { type CatalogParams, catalogHref, hasFilters, withoutFilters } from "./search-params";

const labelled = (values: readonly string[], labels: Record<string, string>) =>
  values.map((v) => [v, labels[v] ?? v] as const);

const formId = "catalog-form";

export function SearchForm({ params, facets }: { params: CatalogParams; facets?: CatalogFacets | undefined }) {
  return (
    <search>
      {/* Keyed by the query: after a link changes it, the fields show the new values, not the old ones. */}
      <form key={catalogHref(params)} id={formId} method="get" action="/" className={styles.form}>
        <div className={styles.searchRow}>
          <label className="visually-hidden" htmlFor="catalog-q">
            Search packs
          </label>
          <input
            id="catalog-q"
            type="search"
            name="q"
            defaultValue={params.q}
            maxLength={200}
            placeholder="Search names, ids, descriptions and HARNESS.md"
            data-testid="catalog-search"
          />
          <button type="submit" className="primary">
            Search
          </button>
        </div>
        <div className={styles.filters}>
          <Select
            name="binding"
            facet="bindingMode"
            counts={facets?.bindingMode}
            label="Binding mode"
            value={params.binding}
            options={labelled(bindingModes, bindingLabels)}
            testId="catalog-filter-binding"
          />
          <Select
            name="plane"
            facet="plane"
            counts={facets?.plane}
            label="Plane"
            value={params.plane}
            options={labelled(planes, planeLabels)}
          />
          <Select
            name="kind"
            facet="kind"
            counts={facets?.kind}
            label="Kind"
            value={params.kind}
            options={labelled(kinds, kindLabels)}
            testId="catalog-filter-kind"
          />
          <Select
            name="transport"
            facet="transport"
            counts={facets?.transport}
            label="Transport"
            value={params.transport}
            options={labelled(transports, transportLabels)}
          />
          <Select
            name="write"
            facet="hasWrite"
            counts={facets?.hasWrite}
            label="Write commands"
            value={params.write}
            options={[
              ["yes", "Has write commands"],
              ["no", "Read only"],
            ]}
            testId="catalog-filter-write"
          />
          <Select
            name="approval"
            facet="needsApproval"
            counts={facets?.needsApproval}
            label="Approval"
            value={params.approval}
            options={[
              ["yes", "Needs approval"],
              ["no", "Never asks"],
            ]}
          />
          <Select
            name="cli"
            facet="needsCli"
            counts={facets?.needsCli}
            label="CLI on PATH"
            value={params.cli}
            options={[
              ["yes", "Needs a CLI on PATH"],
              ["no", "Needs none"],
            ]}
          />
          {/* "Best match" is the default: by relevance with words, by name without (then all match alike). */}
          <Select
            name="sort"
            label="Sort by"
            value={params.sort === "relevance" ? "" : params.sort}
            options={labelled(
              sorts.filter((s) => s !== "relevance"),
              sortLabels,
            )}
            any={sortLabels.relevance}
            testId="catalog-sort"
          />
          {hasFilters(params) && (
            <a href={withoutFilters(params)} data-testid="catalog-clear">
              Clear filters
            </a>
          )}
        </div>
        <CleanSubmit formId={formId} />
      </form>
    </search>
  );
}
