// Pages of results: previous and next as links carrying the keyset cursor (they work without JavaScript, can be
// shared, and page 500 opens as fast as page 2).
import Link from "next/link";
import styles from "./catalog.module.css";
import { type CatalogParams, catalogHref } from "./search-params";

interface PagerProps {
  params: CatalogParams;
  total: number;
  totalExact: boolean;
  pageSize: number;
  next: string | null;
  prev: string | null;
}

export function Pager({ params, total, totalExact, pageSize, next, prev }: PagerProps) {
  const page = params.page;
  if (!next && !prev && page <= 1) return null;
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  // Back to page 1: its plain link (no cursor), the one a search starts with.
  const back =
    page <= 2 || !prev ? catalogHref(params, { page: 1 }) : catalogHref(params, { page: page - 1, cursor: prev });
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? (
        <Link href={back} data-testid="catalog-prev" rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={styles.soft}>← Previous</span>
      )}
      <span data-testid="catalog-page">
        Page {page} of {totalExact ? Math.max(pages, page) : `${pages.toLocaleString("en-US")}+`}
      </span>
      {next ? (
        <Link href={catalogHref(params, { page: page + 1, cursor: next })} data-testid="catalog-next" rel="next">
          Next →
        </Link>
      ) : (
        <span className={styles.soft}>Next →</span>
      )}
    </nav>
  );
}
