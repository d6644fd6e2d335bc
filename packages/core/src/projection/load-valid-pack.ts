// Loading a pack for projection: its views when it passes lint, else a pack_invalid refusal naming the codes.
import { lintPackInContext } from "../lint/lint-pack.js";
import { findingLocation } from "../lint/types.js";
import type { PackFiles } from "../pack/pack-files.js";
import { type Refused, refuse } from "./refusal.js";
import type { LoadedPack } from "./render-loaded.js";

/**
 * The pack's views when it passes lint; a `pack_invalid` refusal naming the error codes otherwise. One parse
 * serves lint and the views; a caller that linted already (lintPackInContext) passes that result on.
 */
export function loadValidPack(files: PackFiles, lint = lintPackInContext(files)): LoadedPack | Refused {
  const { findings, ctx } = lint;
  const errors = findings.filter((f) => f.severity === "error");
  if (errors.length > 0 || !ctx.surface || !ctx.policy) {
    const codes = [...new Set(errors.map((f) => f.code))];
    const first = errors[0];
    const where = first ? ` First: ${findingLocation(first)} ${first.code} ${first.message}` : "";
    return refuse(
      "pack_invalid",
      codes,
      `The pack does not pass lint (${errors.length} error${errors.length === 1 ? "" : "s"}: ${codes.join(", ")}); a runtime would reject it.${where}`,
    );
  }
  return { surface: ctx.surface, policy: ctx.policy };
}
