// What every rule reads: the files, the parsed JSON documents and tolerant views of them.
import { type JsonDoc, parseJson } from "../json/parse-json.js";
import { HARNESS, type PackFiles, POLICY, packLimits, SURFACE, utf8Over } from "../pack/pack-files.js";
import { type PolicyView, readPolicy, readSurface, type SurfaceView } from "../pack/surface-view.js";

export interface PackContext {
  files: PackFiles;
  /** Parsed surface.json; undefined when the file is missing or over the size limit. */
  surfaceDoc: JsonDoc | undefined;
  policyDoc: JsonDoc | undefined;
  harness: string | undefined;
  /** Views of the parsed values; undefined when the file is missing, does not parse or is not an object. */
  surface: SurfaceView | undefined;
  policy: PolicyView | undefined;
}

function parseIfPresent(files: PackFiles, name: string): JsonDoc | undefined {
  const text = files[name];
  if (typeof text !== "string" || utf8Over(text, packLimits.maxFileBytes)) return undefined;
  return parseJson(name, text);
}

export function createContext(files: PackFiles): PackContext {
  const surfaceDoc = parseIfPresent(files, SURFACE);
  const policyDoc = parseIfPresent(files, POLICY);
  const harness = files[HARNESS];
  return {
    files,
    surfaceDoc,
    policyDoc,
    harness: typeof harness === "string" ? harness : undefined,
    surface: readSurface(surfaceDoc?.value),
    policy: readPolicy(policyDoc?.value),
  };
}

/** The document of a JSON file of the pack, by name. */
export function docOf(ctx: PackContext, file: string): JsonDoc | undefined {
  if (file === SURFACE) return ctx.surfaceDoc;
  if (file === POLICY) return ctx.policyDoc;
  return undefined;
}
