// Each write command's approval card from its first examples, as data: built in the pack worker for the pack page
// (an openapi pack's card shows the request line where argv goes).
import {
  type ApprovalCard,
  exampleArgs,
  type lintPackInContext,
  loadValidPack,
  renderLoaded,
  renderRequestLoaded,
} from "@packstudio/core";

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
    const args = exampleArgs(loaded.surface, verb, { optional: true });
    const rendered =
      loaded.surface.kind === "openapi"
        ? renderRequestLoaded(loaded, verb.key, args)
        : renderLoaded(loaded, verb.key, args);
    if (!rendered.ok)
      return { verb: verb.key, kind: "none", text: `No preview from the examples: ${rendered.error.message}` };
    const card = "plan" in rendered ? rendered.plan.card : rendered.card;
    if (!card) return { verb: verb.key, kind: "none", text: "Runs without asking anyone (approval: never)." };
    return { verb: verb.key, kind: "card", card };
  });
}
