// The browser build's stand-in for core's openapi/operations.ts where the rest of core imports it (O004, O009, the
// index; build/lazy-openapi-plugin.ts): called only for a document read, so with the OpenAPI chunk there.
import type * as Real from "../../../../../packages/core/src/openapi/operations.js";
import { loadedChunk } from "./loaded-chunk";

export type { FoundOperation, OperationRef } from "../../../../../packages/core/src/openapi/operations.js";

export const findOperation: typeof Real.findOperation = (doc, name) =>
  loadedChunk("findOperation").real.operations.findOperation(doc, name);

export const listOperations: typeof Real.listOperations = (doc) =>
  loadedChunk("listOperations").real.operations.listOperations(doc);
