// The top bar of the catalog pages: the studio's name, its places (catalog, editor, lint rules) and, with
// sign-in configured, the account corner.
import { studioRoutes } from "@packstudio/core";
import Link from "next/link";
import { AccountMenu } from "~/account/account-menu";
import styles from "./site-header.module.css";

const places = [
  [studioRoutes.catalog, "Catalog"],
  [studioRoutes.editor, "Editor"],
  [studioRoutes.rules, "Lint rules"],
] as const;

export function SiteHeader({ current }: { current?: (typeof places)[number][0] }) {
  return (
    <header className={styles.header}>
      <Link href={studioRoutes.catalog} className={styles.brand}>
        Pack Studio
      </Link>
      <nav className={styles.nav} aria-label="Studio">
        {places.map(([href, text]) => (
          <Link key={href} href={href} aria-current={current === href ? "page" : undefined}>
            {text}
          </Link>
        ))}
      </nav>
      <AccountMenu />
    </header>
  );
}
