// Each write command's approval card as a person would see it, built by core from the command's first examples.
import { type ApprovalCard, type lintPackInContext, loadValidPack, renderLoaded } from "@packstudio/core";
import { ApprovalCardView } from "~/preview/approval-card";
import styles from "./catalog.module.css";
import { exampleArgs } from "./example-args";

type Preview = { verb: string; kind: "card"; card: ApprovalCard } | { verb: string; kind: "none"; text: string };

type Lint = ReturnType<typeof lintPackInContext>;

function previews(files: Record<string, string>, lint: Lint): Preview[] {
  const loaded = loadValidPack(files, lint);
  if ("ok" in loaded) return [];
  const writes = loaded.surface.verbs.filter((v) => loaded.policy.rows.get(v.key)?.effect === "write");
  return writes.map((verb): Preview => {
    const plan = renderLoaded(loaded, verb.key, exampleArgs(verb));
    if (!plan.ok) return { verb: verb.key, kind: "none", text: `No preview from the examples: ${plan.error.message}` };
    if (!plan.card) return { verb: verb.key, kind: "none", text: "Runs without asking anyone (approval: never)." };
    return { verb: verb.key, kind: "card", card: plan.card };
  });
}

/** `lint`: the page's one lint of `files`. */
export function CardPreviews({ files, lint }: { files: Record<string, string>; lint: Lint }) {
  const list = previews(files, lint);
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
