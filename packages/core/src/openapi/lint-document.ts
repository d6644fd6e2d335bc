// What the O rules read of a pack's OpenAPI document: lint's `PackContext.openapi`, when the pack has one that parses.
import type { PackContext } from "../lint/context.js";

export interface LintedDocument {
  /** The document's pack path (`openapi.yaml`): findings in it are reported at this file. */
  file: string;
  value: unknown;
}

/** The pack's parsed OpenAPI document, or undefined (no `openapi.path`, a missing file, or one that does not parse: O001). */
export function openapiOf(ctx: PackContext): LintedDocument | undefined {
  return ctx.openapi;
}
