// A pack's versions, newest first: each a link to its page (?version=N); the one shown is marked.
import { studioRoutes } from "@packstudio/core";
import Link from "next/link";
import styles from "./catalog.module.css";
import type { CatalogPack } from "./catalog-types";

export function VersionList({ id, versions, shown }: { id: string; versions: CatalogPack["versions"]; shown: number }) {
  const latest = versions[0]?.version;
  return (
    <ol className={styles.versions} data-testid="pack-versions">
      {versions.map((v) => (
        <li key={v.version} data-testid="pack-version" data-version={v.version}>
          {v.version === shown ? (
            <strong aria-current="page">Version {v.version}</strong>
          ) : (
            <Link href={studioRoutes.pack(id, v.version === latest ? undefined : v.version)}>Version {v.version}</Link>
          )}{" "}
          <span className={styles.soft}>
            {v.version === latest ? "(latest) " : ""}published {v.publishedAt.slice(0, 16).replace("T", " ")} UTC ·{" "}
            {v.warnings} warning{v.warnings === 1 ? "" : "s"} · <code title={v.sha256}>{v.sha256.slice(0, 12)}</code>
          </span>
        </li>
      ))}
    </ol>
  );
}
