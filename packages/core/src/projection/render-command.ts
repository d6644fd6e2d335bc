// renderCommand: a pack's command rendered as its kind projects it: argv for a CLI pack (DECISIONS.md 4), the HTTP
// request for an openapi pack (DECISIONS.md 14). A server route renders through here, never showing an argv for an API.
import { type RequestRenderResult, renderRequestLoaded } from "../openapi/render-request.js";
import type { PackFiles } from "../pack/pack-files.js";
import type { WorkspaceOptions } from "../workspace/resolve-workspace.js";
import { loadValidPack } from "./load-valid-pack.js";
import { type RenderResult, renderLoaded } from "./render-loaded.js";

/** Render one command of a pack (map of relative path to text) with `args`. Never throws. */
export function renderCommand(
  files: PackFiles,
  verbKey: string,
  args: unknown = {},
  options: WorkspaceOptions = {},
): RenderResult | RequestRenderResult {
  const pack = loadValidPack(files);
  if ("ok" in pack) return pack;
  if (pack.surface.kind === "openapi") return renderRequestLoaded(pack, verbKey, args);
  return renderLoaded(pack, verbKey, args, options);
}
