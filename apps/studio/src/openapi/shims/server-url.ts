// The browser build's stand-in for core's openapi/server-url.ts where lint's O009 imports it
// (build/lazy-openapi-plugin.ts): called only for a document read, so with the OpenAPI chunk there.
import type * as Real from "@packstudio/core/internal/openapi/server-url";
import { loadedChunk } from "./loaded-chunk";

export type { ServerChoice } from "@packstudio/core/internal/openapi/server-url";

export const serverFor: typeof Real.serverFor = (doc, op) => loadedChunk("serverFor").real.serverUrl.serverFor(doc, op);
