// The range of a review link, `/review/<base-id>...<head-id>`: two share ids (DECISIONS.md 11).
import { notAShareId, shareIdPattern } from "@packstudio/core";

export type ReviewRange = { ok: true; base: string; head: string } | { ok: false; problem: string };

export function parseReviewRange(range: string): ReviewRange {
  const parts = range.split("...");
  if (parts.length !== 2) {
    return {
      ok: false,
      problem: `A review link names two shares joined by "...": /review/<base-id>...<head-id>. This one has ${parts.length === 1 ? 'no "..."' : `"..." ${parts.length - 1} times`}.`,
    };
  }
  const [base = "", head = ""] = parts;
  for (const [side, id] of [
    ["base (before)", base],
    ["head (after)", head],
  ] as const) {
    if (!shareIdPattern.test(id)) {
      return {
        ok: false,
        problem: `${notAShareId(`The ${side} ${JSON.stringify(id.slice(0, 40))}`)} Check that the whole link was copied.`,
      };
    }
  }
  return { ok: true, base, head };
}
