// The loaded OpenAPI chunk for a stand-in whose callers only run once a document was read (so it is there).
import { type OpenApiChunk, openapiChunk, requestOpenApi } from "../openapi-loader";

export function loadedChunk(what: string): OpenApiChunk {
  const chunk = openapiChunk();
  if (chunk) return chunk;
  requestOpenApi();
  // Lint reports a throwing rule as a bug and goes on; nothing else calls these before a document is read.
  throw new Error(`${what} was called before the studio's OpenAPI support loaded.`);
}
