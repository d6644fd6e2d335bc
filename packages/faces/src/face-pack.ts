// A pack ready to be served by a face: its files, its views (it passed lint) and the faces it declares.
import {
  declaredFaces,
  type FaceName,
  type LoadedPack,
  loadValidPack,
  type Refused,
  undeclaredFaceWarning as warningFor,
} from "@packstudio/core";

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
  return { files, loaded, id: loaded.surface.id ?? "", transports: declaredFaces(loaded.surface) };
}

/** The warning for a face served though the pack's `transports` does not list it (core's words), or null. */
export function undeclaredFaceWarning(pack: FacePack, face: FaceName): string | null {
  return warningFor(pack.id, pack.transports, face);
}
