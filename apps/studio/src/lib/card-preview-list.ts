// Each write command's approval card from its first examples, as data: built in the pack worker for the pack page.
import { type ApprovalCard, exampleArgs, type lintPackInContext, loadValidPack, renderLoaded } from "@packstudio/core";

export type CardPreview =
  | { verb: string; kind: "card"; card: ApprovalCard }
  | { verb: string; kind: "none"; text: string };

type Lint = ReturnType<typeof lintPackInContext>;

/** `lint`: the one lint of `files` the caller made already. */
export function cardPreviews(files: Record<string, string>, lint: Lint): CardPreview[] {
  const loaded = loadValidPack(files, lint);
  if ("ok" in loaded) return [];
  const writes = loaded.surface.verbs.filter((v) => loaded.policy.rows.get(v.key)?.effect === "write");
  return writes.map((verb): CardPreview => {
    const plan = renderLoaded(loaded, verb.key, exampleArgs(loaded.surface, verb, { optional: true }));
    if (!plan.ok) return { verb: verb.key, kind: "none", text: `No preview from the examples: ${plan.error.message}` };
    if (!plan.card) return { verb: verb.key, kind: "none", text: "Runs without asking anyone (approval: never)." };
    return { verb: verb.key, kind: "card", card: plan.card };
  });
}
