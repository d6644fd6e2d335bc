// The browser build's stand-in for core's openapi/bind-operations.ts where the rest of core imports it (lint's
// context and O007, the index; build/lazy-openapi-plugin.ts): deriving arguments from operations loads with the
// OpenAPI chunk. Without a read document there is nothing to bind.
import type * as Real from "@packstudio/core/internal/openapi/bind-operations";
import { openapiChunk } from "../openapi-loader";
import { loadedChunk } from "./loaded-chunk";

export type {
  BindableDocument,
  OperationBinding,
} from "@packstudio/core/internal/openapi/bind-operations";

export const bindOperations: typeof Real.bindOperations = (surface, doc) => {
  const chunk = openapiChunk();
  // No document before the chunk is there (the reader's stand-in answers none): the surface stays as it is.
  return chunk ? chunk.real.bindOperations.bindOperations(surface, doc) : surface;
};

export const methodEffect: typeof Real.methodEffect = (method) =>
  loadedChunk("methodEffect").real.bindOperations.methodEffect(method);
