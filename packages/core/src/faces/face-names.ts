// The faces a pack projects to (DECISIONS.md 12) and the warning for serving one the pack does not declare.
import type { SurfaceView } from "../pack/surface-view.js";

export type FaceName = "cli" | "json_exec" | "mcp";

/** `transports` as declared (strings only); an absent list declares no face. */
export function declaredFaces(surface: SurfaceView): string[] {
  const declared = surface.raw.transports;
  return Array.isArray(declared) ? declared.filter((t): t is string => typeof t === "string") : [];
}

/**
 * The warning for a face served though `transports` does not list it (DECISIONS.md 12: still served, as a
 * preview of that face), or null. spec/LINT.md has no code for it, so the face says it, not lint.
 */
export function undeclaredFaceWarning(id: string, transports: readonly string[], face: FaceName): string | null {
  if (transports.includes(face)) return null;
  const listed = transports.length ? `lists ${transports.join(", ")}` : "is absent";
  return `warning: "${id}" does not declare the ${face} face (surface.json "transports" ${listed}); serving it anyway, as a preview of that face. Add "${face}" to "transports" to declare it.`;
}
