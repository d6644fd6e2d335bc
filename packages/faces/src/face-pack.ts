// A pack ready to be served by a face: its files, its views (it passed lint) and the faces it declares.
import { type LoadedPack, loadValidPack, type Refused } from "@packstudio/core";

export type FaceName = "cli" | "json_exec" | "mcp";

export interface FacePack {
  files: Record<string, string>;
  loaded: LoadedPack;
  id: string;
  /** `transports` as declared; an absent list declares no face. */
  transports: string[];
}

/** The pack's views when it passes lint, else core's `pack_invalid` refusal (a runtime rejects such a pack). */
export function loadFacePack(files: Record<string, string>): FacePack | Refused {
  const loaded = loadValidPack(files);
  if ("ok" in loaded) return loaded;
  const declared = loaded.surface.raw.transports;
  const transports = Array.isArray(declared) ? declared.filter((t): t is string => typeof t === "string") : [];
  return { files, loaded, id: loaded.surface.id ?? "", transports };
}

/**
 * The warning for a face served though `transports` does not list it (DECISIONS.md 12: still served, as a
 * preview of that face), or null. spec/LINT.md has no code for it, so the face says it, not lint.
 */
export function undeclaredFaceWarning(pack: FacePack, face: FaceName): string | null {
  if (pack.transports.includes(face)) return null;
  const listed = pack.transports.length ? `lists ${pack.transports.join(", ")}` : "is absent";
  return `warning: "${pack.id}" does not declare the ${face} face (surface.json "transports" ${listed}); serving it anyway, as a preview of that face. Add "${face}" to "transports" to declare it.`;
}
