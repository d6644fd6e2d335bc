// The studio's OpenAPI support, loaded only when a pack needs it: YAML, the OAI schemas and the request code stay
// out of the editor's first bytes (BENCHMARKS.md's 300 kB) until an openapi pack is read or made.
import type * as Chunk from "./openapi-chunk";

export type OpenApiChunk = typeof Chunk;

let chunk: OpenApiChunk | undefined;
let loading: Promise<OpenApiChunk> | undefined;
let failure: string | undefined;
const listeners = new Set<() => void>();

/** The loaded chunk, or undefined while it is not there yet. */
export function openapiChunk(): OpenApiChunk | undefined {
  return chunk;
}

/** Why the chunk did not load (the network went away), or undefined. */
export function openapiFailure(): string | undefined {
  return failure;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Load the chunk once (a failed load is tried again on the next call); listeners hear when it arrives. */
export function loadOpenApi(): Promise<OpenApiChunk> {
  if (chunk) return Promise.resolve(chunk);
  loading ??= import(/* webpackChunkName: "openapi" */ "./openapi-chunk").then(
    (loaded) => {
      chunk = loaded;
      failure = undefined;
      notify();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      failure = `The OpenAPI support of the studio did not load (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
      notify();
      throw error;
    },
  );
  return loading;
}

/** Start loading without waiting (a shim asked for the document before the chunk was there). */
export function requestOpenApi(): void {
  loadOpenApi().catch(() => {
    // openapiFailure() says why; the studio shows it.
  });
}

/** Called when the chunk arrives or fails to; returns the unsubscribe. */
export function onOpenApiChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
