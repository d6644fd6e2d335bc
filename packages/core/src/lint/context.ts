// What every rule reads: the files, the parsed JSON documents and tolerant views of them.
import { type JsonDoc, parseJson } from "../json/parse-json.js";
import { bindOperations } from "../openapi/bind-operations.js";
import { type DocumentProblem, type OpenApiDoc, readOpenApiDocument } from "../openapi/read-document.js";
import { isRecord } from "../pack/json-value.js";
import { fileOver, HARNESS, type PackFiles, POLICY, packLimits, SURFACE } from "../pack/pack-files.js";
import { resolveInPack } from "../pack/pack-path.js";
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
  /** How many commands surface.json declares; past packLimits.maxCommands the views hold only the first ones. */
  commandCount: number;
  /**
   * An openapi pack's document, its `openapi.path` file of the pack, read once (DECISIONS 14); undefined for
   * another pack, a document that is not a file of the pack, or one refused (openapiRead says why). Its
   * findings name `openapi.file` and a JSON path: they are placed at its line and column like surface.json's.
   */
  openapi: OpenApiDoc | undefined;
  /** The document's pack path and the problems of reading it (O001), when the pack has that file. */
  openapiRead: { file: string; problems: DocumentProblem[] } | undefined;
}

/** An openapi pack's document as read, when `openapi.path` names a file of the pack. */
function readDocumentOf(files: PackFiles, surface: SurfaceView | undefined) {
  const openapi = surface?.kind === "openapi" ? surface.raw.openapi : undefined;
  if (!isRecord(openapi) || typeof openapi.path !== "string") return undefined;
  const resolved = resolveInPack(openapi.path);
  const text = resolved.inside ? files[resolved.key] : undefined;
  if (!resolved.inside || typeof text !== "string") return undefined; // P003, P004
  return { file: resolved.key, ...readOpenApiDocument(resolved.key, text) };
}

/**
 * Past the command cap, the parsed values rules read keep the first packLimits.maxCommands commands, the
 * policy rows of those, and as many other rows: lint does no per-command work beyond the cap (P007 says so).
 */
function boundCommands(surfaceDoc: JsonDoc | undefined, policyDoc: JsonDoc | undefined): number {
  const surface = surfaceDoc?.value;
  const verbs = isRecord(surface) && isRecord(surface.verbs) ? surface.verbs : undefined;
  const keys = verbs ? Object.keys(verbs) : [];
  const cap = packLimits.maxCommands;
  if (surfaceDoc && isRecord(surface) && verbs && keys.length > cap) {
    const kept = keys.slice(0, cap);
    surfaceDoc.value = { ...surface, verbs: Object.fromEntries(kept.map((k) => [k, verbs[k]])) };
  }
  const policy = policyDoc?.value;
  const rows = isRecord(policy) && isRecord(policy.verbs) ? policy.verbs : undefined;
  if (policyDoc && isRecord(policy) && rows && Object.keys(rows).length > cap) {
    const commands = new Set(keys.slice(0, cap));
    const all = new Set(keys);
    let others = 0;
    const keep = Object.keys(rows).filter((k) => commands.has(k) || (!all.has(k) && others++ < cap));
    policyDoc.value = { ...policy, verbs: Object.fromEntries(keep.map((k) => [k, rows[k]])) };
  }
  return keys.length;
}

function parseIfPresent(files: PackFiles, name: string): JsonDoc | undefined {
  const text = files[name];
  if (typeof text !== "string" || fileOver(files, name, packLimits.maxFileBytes)) return undefined;
  return parseJson(name, text);
}

export function createContext(files: PackFiles): PackContext {
  const surfaceDoc = parseIfPresent(files, SURFACE);
  const policyDoc = parseIfPresent(files, POLICY);
  const commandCount = boundCommands(surfaceDoc, policyDoc);
  const harness = files[HARNESS];
  const surface = readSurface(surfaceDoc?.value);
  const document = readDocumentOf(files, surface);
  // An openapi pack's commands take their operations' arguments (DECISIONS 14): bound once, read by every rule.
  const bound = bindOperations(surface, document?.doc);
  return {
    files,
    surfaceDoc,
    policyDoc,
    harness: typeof harness === "string" ? harness : undefined,
    surface: bound,
    policy: readPolicy(policyDoc?.value),
    commandCount,
    openapi: document?.doc,
    openapiRead: document && { file: document.file, problems: document.problems },
  };
}

/** The document of a JSON file of the pack, by name. */
export function docOf(ctx: PackContext, file: string): JsonDoc | undefined {
  if (file === SURFACE) return ctx.surfaceDoc;
  if (file === POLICY) return ctx.policyDoc;
  return undefined;
}
