// A pack ready to be served by a face: its files, its views (it passed lint) and the faces it declares.
import {
  declaredFaces,
  type FaceName,
  type LoadedPack,
  lintPackInContext,
  loadOpenApiPack,
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
  /** An openapi pack's parsed document (its commands answer from it: DECISIONS 14); undefined for other kinds. */
  openapi?: unknown;
}

/** The pack's views when it passes lint, else core's `pack_invalid` refusal (a runtime rejects such a pack). */
export function loadFacePack(files: Record<string, string>): FacePack | Refused {
  const lint = lintPackInContext(files);
  const loaded = loadValidPack(files, lint);
  if ("ok" in loaded) return loaded;
  if (loaded.surface.kind === "openapi") {
    const withDocument = loadOpenApiPack(files, lint);
    if ("ok" in withDocument) return withDocument;
    const { pack, doc } = withDocument;
    return { files, loaded: pack, id: pack.surface.id ?? "", transports: declaredFaces(pack.surface), openapi: doc };
  }
  return { files, loaded, id: loaded.surface.id ?? "", transports: declaredFaces(loaded.surface) };
}

/** The warning for a face served though the pack's `transports` does not list it (core's words), or null. */
export function undeclaredFaceWarning(pack: FacePack, face: FaceName): string | null {
  return warningFor(pack.id, pack.transports, face);
}
