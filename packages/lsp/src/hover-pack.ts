// What hovers read of a pack: its surface (openapi commands bound to their operations), policy and OpenAPI
// document, as lint read them (the store keeps them with each lint, so a hover parses nothing again).
import { lintPackInContext, type OpenApiDoc, type PackFiles, type PackViews } from "@packstudio/core";

export interface HoverPack extends PackViews {
  /** An openapi pack's document, when `openapi.path` names a file of the pack that reads. */
  openapi: OpenApiDoc | undefined;
}

/** The views of a lint's context. */
export function hoverPackOf(ctx: HoverPack): HoverPack {
  return { surface: ctx.surface, policy: ctx.policy, openapi: ctx.openapi };
}

/** Lint `files` for their views (tests and callers without a store). */
export function hoverPack(files: PackFiles): HoverPack {
  return hoverPackOf(lintPackInContext(files).ctx);
}
