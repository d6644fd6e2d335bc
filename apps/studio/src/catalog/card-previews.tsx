// Each write command's approval card as a person would see it (the list is built in the pack worker).

import { ApprovalCardView } from "~/approval-card/approval-card";
import type { CardPreview } from "~/lib/card-preview-list";
import styles from "./catalog.module.css";

/** `list`: the previews of the pack's write commands (cardPreviews). */
export function CardPreviews({ list }: { list: readonly CardPreview[] }) {
  if (list.length === 0) return <p className={styles.soft}>No write commands: nothing here asks a person.</p>;
  return (
    <div className={styles.cards} data-testid="card-previews">
      {list.map((p) => (
        <div key={p.verb} data-testid="card-preview" data-verb={p.verb}>
          <p className={styles.cardCaption}>
            <code>{p.verb}</code> with its first examples
          </p>
          {p.kind === "card" ? <ApprovalCardView card={p.card} /> : <p className={styles.soft}>{p.text}</p>}
        </div>
      ))}
    </div>
  );
}
