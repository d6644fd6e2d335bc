// One search result: the pack's name (a link to its page), id, summary and badges.
import { studioRoutes } from "@packstudio/core";
import Link from "next/link";
import styles from "./catalog.module.css";
import type { CatalogItem } from "./catalog-types";
import { Highlighted } from "./highlighted";
import { PackBadges } from "./pack-badges";

/** The card's text: the HARNESS.md summary, else the commands' descriptions, cut at a word. */
export function cardText(item: Pick<CatalogItem, "summary" | "description">): string {
  const text = item.summary || item.description;
  if (text.length <= 240) return text;
  const cut = text.slice(0, 240);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 200))}…`;
}

export function ResultCard({ item }: { item: CatalogItem }) {
  const text = cardText(item);
  // The card's text is the summary or the description, perhaps cut: their ranges, those inside the cut.
  const textRanges = item.summary ? item.highlights.summary : item.highlights.description;
  return (
    <li className={styles.result} data-testid="catalog-result" data-id={item.id}>
      <div className={styles.resultHead}>
        <Link href={studioRoutes.pack(item.id)} className={styles.resultName} data-testid="catalog-result-link">
          <Highlighted text={item.name} ranges={item.highlights.name} />
        </Link>
        <code className={styles.soft}>
          <Highlighted text={item.id} ranges={item.highlights.id} />
        </code>
        <span className={styles.soft}>
          v{item.latestVersion} · {item.commandCount} command{item.commandCount === 1 ? "" : "s"}
        </span>
      </div>
      <p className={styles.text}>
        <Highlighted text={text} ranges={textRanges} />
      </p>
      {item.snippet && (
        // The words matched where the card does not look: the lines that matched, so the rank has a reason.
        <p className={styles.snippet} data-testid="catalog-snippet" data-source={item.snippet.source}>
          <span className={styles.soft}>
            Matched in {item.snippet.source === "commands" ? "the commands" : "HARNESS.md"}:{" "}
          </span>
          <Highlighted text={item.snippet.text} ranges={item.snippet.ranges} />
        </p>
      )}
      <PackBadges pack={item} />
    </li>
  );
}
