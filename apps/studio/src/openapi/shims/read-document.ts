// The browser build's stand-in for core's openapi/read-document.ts where the rest of core imports it (lint's
// context, the index; build/lazy-openapi-plugin.ts): the real reader once the OpenAPI chunk is loaded; until then
// no document, and the load starts.
import type * as Real from "@packstudio/core/internal/openapi/read-document";
import { openapiChunk, requestOpenApi } from "../openapi-loader";

export type {
  DocumentProblem,
  OpenApiDoc,
  OpenApiVersion,
  ReadDocument,
} from "@packstudio/core/internal/openapi/read-document";

export const readOpenApiDocument: typeof Real.readOpenApiDocument = (file, text) => {
  const chunk = openapiChunk();
  if (chunk) return chunk.real.readDocument.readOpenApiDocument(file, text);
  // The studio lints again when the chunk arrives (EditorStore.relint): this lint goes on without the document.
  requestOpenApi();
  return { doc: undefined, problems: [] };
};
