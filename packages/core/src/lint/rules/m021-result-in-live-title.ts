// M021: `{{result.…}}` in a `live` title (manifest Commands: `{{result.…}}` only in done; DECISIONS 6).
import { SURFACE } from "../../pack/pack-files.js";
import { placeholderNames } from "../../pack/placeholders.js";
import { removeProperty } from "../fix-edits.js";
import type { RawFix, Rule } from "../types.js";

/** `{{result}}` and `{{result.a.b}}`: the command's output, which does not exist while it runs. */
const isResult = (name: string) => name === "result" || name.startsWith("result.");

export const rule: Rule = {
  code: "M021",
  check(ctx, report) {
    const doc = ctx.surfaceDoc;
    if (!doc || !ctx.surface) return;
    for (const verb of ctx.surface.verbs) {
      const live = verb.title?.live;
      const base = ["verbs", verb.key, "title", "live"];
      const items: [string, (string | number)[]][] = [];
      if (typeof live === "string") items.push([live, base]);
      else if (Array.isArray(live)) {
        live.forEach((t, i) => {
          if (typeof t === "string") items.push([t, [...base, i]]);
        });
      }
      // A list keeps working without the item when another one names no result (it is tried in order).
      const fallback =
        Array.isArray(live) && live.some((t) => typeof t === "string" && !placeholderNames(t).some(isResult));
      for (const [text, path] of items) {
        const names = [...new Set(placeholderNames(text).filter(isResult))];
        if (names.length === 0) continue;
        const fix: RawFix | undefined = fallback
          ? { title: `Remove "${text}" from the live titles`, edits: removeProperty(doc, path) }
          : undefined;
        report({
          file: SURFACE,
          path,
          message: `The live title "${text}" of "${verb.key}" uses ${names.map((n) => `"{{${n}}}"`).join(", ")}, but there is no result while the command runs: move it to "done", or use arguments only.`,
          ...(fix && { fix }),
        });
      }
    }
  },
};
