// Pages of results: previous and next as links (they work without JavaScript and can be shared).
import Link from "next/link";
import { maxPage } from "~/lib/catalog-filters";
import styles from "./catalog.module.css";
import { type CatalogParams, catalogHref } from "./search-params";

export function Pager({ params, total, pageSize }: { params: CatalogParams; total: number; pageSize: number }) {
  const pages = Math.min(Math.max(Math.ceil(total / pageSize), 1), maxPage);
  if (pages <= 1 && params.page <= 1) return null;
  const page = params.page;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? (
        <Link href={catalogHref(params, { page: Math.min(page - 1, pages) })} data-testid="catalog-prev" rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={styles.soft}>← Previous</span>
      )}
      <span data-testid="catalog-page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={catalogHref(params, { page: page + 1 })} data-testid="catalog-next" rel="next">
          Next →
        </Link>
      ) : (
        <span className={styles.soft}>Next →</span>
      )}
    </nav>
  );
}
