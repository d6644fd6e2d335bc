"use client";
// The OpenAPI chunk for React: undefined until it is loaded, then the chunk (components re-render when it comes).
import { useSyncExternalStore } from "react";
import { type OpenApiChunk, onOpenApiChange, openapiChunk, openapiFailure } from "./openapi-loader";

export function useOpenApiChunk(): OpenApiChunk | undefined {
  return useSyncExternalStore(onOpenApiChange, openapiChunk, () => undefined);
}

/** Why the chunk did not load, or undefined. */
export function useOpenApiFailure(): string | undefined {
  return useSyncExternalStore(onOpenApiChange, openapiFailure, () => undefined);
}
