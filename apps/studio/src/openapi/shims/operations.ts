// The browser build's stand-in for core's openapi/operations.ts where the rest of core imports it (O004, O009, the
// index; build/lazy-openapi-plugin.ts): called only for a document read, so with the OpenAPI chunk there.
import type * as Real from "@packstudio/core/internal/openapi/operations";
import { loadedChunk } from "./loaded-chunk";

export type { FoundOperation, OperationRef } from "@packstudio/core/internal/openapi/operations";

export const findOperation: typeof Real.findOperation = (doc, name) =>
  loadedChunk("findOperation").real.operations.findOperation(doc, name);

export const listOperations: typeof Real.listOperations = (doc) =>
  loadedChunk("listOperations").real.operations.listOperations(doc);
