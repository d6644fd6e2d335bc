// The top bar of the catalog pages: the studio's name, its places (catalog, editor, lint rules) and, with
// sign-in configured, the account corner.
import Link from "next/link";
import { AccountMenu } from "~/account/account-menu";
import styles from "./catalog.module.css";

const places = [
  ["/", "Catalog"],
  ["/editor", "Editor"],
  ["/rules", "Lint rules"],
] as const;

export function SiteHeader({ current }: { current?: "/" | "/editor" | "/rules" }) {
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.brand}>
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
