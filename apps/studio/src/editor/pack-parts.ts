// The parts of the studio a pack may need before the editor lints it, each loaded only for the packs that need it:
// the OpenAPI support (an openapi pack) and the pattern engine (a pack with a pattern).
import { onOpenApiChange, readyFor as openapiReady } from "~/openapi/openapi-loader";
import { onPatternEngineChange, readyFor as patternReady } from "~/pattern/pattern-loader";

/** Both parts `files` needs, loaded: a pack opens with its document read and its patterns checked. */
export async function readyFor(files: Record<string, string>): Promise<void> {
  await Promise.all([openapiReady(files), patternReady(files)]);
}

/** Called when a part arrives (or fails to): the editor lints again. Returns the unsubscribe. */
export function onPackPartChange(listener: () => void): () => void {
  const offOpenApi = onOpenApiChange(listener);
  const offPattern = onPatternEngineChange(listener);
  return () => {
    offOpenApi();
    offPattern();
  };
}
