// The studio's OpenAPI support, loaded only when a pack needs it: YAML, the OAI schemas and the request code stay
// out of the editor's first bytes (BENCHMARKS.md's 300 kB) until an openapi pack is read or made.
import { lazyChunk } from "~/lib/lazy-chunk";
import type * as Chunk from "./openapi-chunk";

export type OpenApiChunk = typeof Chunk;

const chunk = lazyChunk<OpenApiChunk>(
  () => import(/* webpackChunkName: "openapi" */ "./openapi-chunk"),
  "OpenAPI support",
);

/** The loaded chunk, or undefined while it is not there yet. */
export const openapiChunk = chunk.current;
/** Why the chunk did not load (the network went away), or undefined. */
export const openapiFailure = chunk.failure;
/** Load the chunk once (a failed load is tried again on the next call); listeners hear when it arrives. */
export const loadOpenApi = chunk.load;
/** Start loading without waiting (a shim asked for the document before the chunk was there). */
export const requestOpenApi = chunk.request;
/** Called when the chunk arrives or fails to; returns the unsubscribe. */
export const onOpenApiChange = chunk.subscribe;

/** Whether `files` is an openapi pack (surface.json says `"kind": "openapi"`), read without core's lint. */
export function isOpenApiPack(files: Record<string, string>): boolean {
  const text = files["surface.json"];
  if (typeof text !== "string" || !text.includes('"openapi"')) return false;
  try {
    const surface: unknown = JSON.parse(text);
    return typeof surface === "object" && surface !== null && (surface as { kind?: unknown }).kind === "openapi";
  } catch {
    return false;
  }
}

/** The chunk, loaded first when `files` is an openapi pack: a pack opens with its document read. */
export async function readyFor(files: Record<string, string>): Promise<void> {
  if (isOpenApiPack(files)) await loadOpenApi().catch(() => undefined);
}
