// The browser build's stand-in for core's openapi/document-refs.ts where lint's O003 imports it
// (build/lazy-openapi-plugin.ts): called only for a document read, so with the OpenAPI chunk there.
import type * as Real from "@packstudio/core/internal/openapi/document-refs";
import { loadedChunk } from "./loaded-chunk";

export const refProblems: typeof Real.refProblems = (...args) =>
  loadedChunk("refProblems").real.documentRefs.refProblems(...args);
