// The top bar of the catalog pages: the studio's name and its places (catalog, editor, lint rules).
import Link from "next/link";
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
    </header>
  );
}
