// Reading a pack's views without requiring it to pass lint (for editors and overviews).
import { createContext } from "../lint/context.js";
import type { PackFiles } from "./pack-files.js";
import type { PolicyView, SurfaceView } from "./surface-view.js";

export interface PackViews {
  surface: SurfaceView | undefined;
  policy: PolicyView | undefined;
}

export function readPack(files: PackFiles): PackViews {
  const ctx = createContext(files);
  return { surface: ctx.surface, policy: ctx.policy };
}
