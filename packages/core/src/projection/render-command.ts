// renderCommand: manifest + command + args to argv, the plan a runtime would run (DECISIONS.md 4).
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
): RenderResult {
  const pack = loadValidPack(files);
  if ("ok" in pack) return pack;
  return renderLoaded(pack, verbKey, args, options);
}
