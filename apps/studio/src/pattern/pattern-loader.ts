// The linear-time pattern engine (re2js, about 45 kB gzipped), loaded only when a pack holds a pattern: most packs
// have none, and the editor's first bytes stay under BENCHMARKS.md's 300 kB without it.
import { lazyChunk } from "~/lib/lazy-chunk";
import type * as Chunk from "./pattern-chunk";

export type PatternChunk = typeof Chunk;

const chunk = lazyChunk<PatternChunk>(
  () => import(/* webpackChunkName: "pattern-engine" */ "./pattern-chunk"),
  "pattern engine",
);

/** The loaded engine, or undefined while it is not there yet. */
export const patternChunk = chunk.current;
/** Load the engine once; listeners hear when it arrives. */
export const loadPatternEngine = chunk.load;
/** Start loading without waiting (a stand-in was asked for a pattern before the engine was there). */
export const requestPatternEngine = chunk.request;
/** Called when the engine arrives or fails to; returns the unsubscribe. */
export const onPatternEngineChange = chunk.subscribe;
/** Whether the engine was asked for (loading or loaded). */
export const patternRequested = chunk.started;

/**
 * Whether a file of `files` may hold a pattern (JSON Schema's `pattern` or `patternProperties`, in an args schema or
 * an OpenAPI document), read without core: any text with the word. A skill that says "pattern" loads it for
 * nothing; a pack without the word never needs it.
 */
export function mayHoldPattern(files: Record<string, string>): boolean {
  return Object.values(files).some((text) => typeof text === "string" && text.includes("pattern"));
}

/** The engine, loaded first when `files` may hold a pattern: such a pack opens with its patterns checked. */
export async function readyFor(files: Record<string, string>): Promise<void> {
  if (mayHoldPattern(files)) await loadPatternEngine().catch(() => undefined);
}
