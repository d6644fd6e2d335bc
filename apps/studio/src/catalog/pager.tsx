// Pages of results: where you are (page N of M, results 21-40 of 312), the first page, previous and next as links
// carrying the keyset cursor (they work without JavaScript, can be shared, and page 500 opens as fast as page 2).
import { groupDigits } from "@packstudio/core";
import Link from "next/link";
import styles from "./catalog.module.css";
import { type CatalogParams, catalogHref } from "./search-params";

interface PagerProps {
  params: CatalogParams;
  total: number;
  totalExact: boolean;
  pageSize: number;
  /** Results on this page. */
  shown: number;
  next: string | null;
  prev: string | null;
}

export function Pager({ params, total, totalExact, pageSize, shown, next, prev }: PagerProps) {
  const page = params.page;
  if (!next && !prev && page <= 1) return null;
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  // Back to page 1: its plain link (no cursor), the one a search starts with.
  const firstPage = catalogHref(params, { page: 1 });
  const back = page <= 2 || !prev ? firstPage : catalogHref(params, { page: page - 1, cursor: prev });
  const from = (page - 1) * pageSize + 1;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span className={styles.pagerPlace}>
        <span data-testid="catalog-page" aria-current="page">
          Page {groupDigits(page)} of {totalExact ? groupDigits(Math.max(pages, page)) : `${groupDigits(pages)}+`}
        </span>
        {shown > 0 && (
          <span className={styles.soft} data-testid="catalog-range">
            {" · "}results {groupDigits(from)}–{groupDigits(from + shown - 1)} of {groupDigits(total)}
            {totalExact ? "" : "+"}
          </span>
        )}
      </span>
      <span className={styles.pagerLinks}>
        {page > 2 && (
          <Link href={firstPage} className={styles.pagerLink} data-testid="catalog-first">
            « First
          </Link>
        )}
        {page > 1 ? (
          <Link href={back} className={styles.pagerLink} data-testid="catalog-prev" rel="prev">
            ← Previous
          </Link>
        ) : (
          <span className={`${styles.pagerLink} ${styles.soft}`} aria-disabled="true">
            ← Previous
          </span>
        )}
        {next ? (
          <Link
            href={catalogHref(params, { page: page + 1, cursor: next })}
            className={styles.pagerLink}
            data-testid="catalog-next"
            rel="next"
          >
            Next →
          </Link>
        ) : (
          <span className={`${styles.pagerLink} ${styles.soft}`} aria-disabled="true">
            Next →
          </span>
        )}
      </span>
    </nav>
  );
}
