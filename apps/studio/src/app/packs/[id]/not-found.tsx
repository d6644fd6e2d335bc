// A pack id the catalog does not hold.
import Link from "next/link";
import styles from "~/catalog/catalog.module.css";
import { SiteHeader } from "~/shell/site-header";

export default function PackNotFound() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" className={styles.empty} data-testid="pack-not-found">
        <h1>No such pack in the catalog</h1>
        <p>
          Check the id in the address (lower-case, as in <code>surface.json</code>), or{" "}
          <Link href="/">search the catalog</Link>.
        </p>
      </main>
    </div>
  );
}
