// The browser build's stand-in for core's openapi/document-schema.ts where lint's O002 imports it
// (build/lazy-openapi-plugin.ts): the OAI schemas load with the OpenAPI chunk. Only a read document is checked,
// and a document is read only once the chunk is there.
import type * as Real from "@packstudio/core/internal/openapi/document-schema";
import { loadedChunk } from "./loaded-chunk";

export type { SchemaProblem } from "@packstudio/core/internal/openapi/document-schema";

export const schemaProblems: typeof Real.schemaProblems = (doc) =>
  loadedChunk("schemaProblems").real.documentSchema.schemaProblems(doc);
