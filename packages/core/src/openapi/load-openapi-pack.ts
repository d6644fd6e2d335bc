// An openapi pack ready for dry-runs: its views when it passes lint, its commands bound to their operations,
// and the parsed document the answers come from (DECISIONS 14).
import { lintPackInContext } from "../lint/lint-pack.js";
import type { PackFiles } from "../pack/pack-files.js";
import { loadValidPack } from "../projection/load-valid-pack.js";
import { type Refused, refuse } from "../projection/refusal.js";
import type { LoadedPack } from "../projection/render-loaded.js";
import { bindOperations } from "./bind-operations.js";

export interface LoadedOpenApiPack {
  pack: LoadedPack;
  /** The document's plain JSON value (shared with lint: never change it). */
  doc: unknown;
}

/** The pack and its document when it passes lint; `pack_invalid` otherwise, or when the document is not a file
 * of the pack (named by `openapi.url`, which is never fetched here). */
export function loadOpenApiPack(files: PackFiles, lint = lintPackInContext(files)): LoadedOpenApiPack | Refused {
  const loaded = loadValidPack(files, lint);
  if ("ok" in loaded) return loaded;
  const document = lint.ctx.openapi;
  if (!document)
    return refuse(
      "pack_invalid",
      [],
      `"${loaded.surface.id ?? ""}" names its OpenAPI document by "openapi.url", which is never fetched here: add the file to the pack as "openapi.path" to answer its commands from it.`,
    );
  // Lint binds the commands when it reads the document; a view bound already is kept as it is.
  const bound = loaded.surface.verbs.some((v) => v.operation)
    ? loaded.surface
    : bindOperations(loaded.surface, { value: document.value, version: document.version });
  return { pack: { ...loaded, surface: bound ?? loaded.surface }, doc: document.value };
}
