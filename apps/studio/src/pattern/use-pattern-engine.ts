// The pattern engine for a component that reads a pack outside the editor's store (the pack page's commands
// table): requested when the files may hold a pattern, and a new value when it arrives, to compute again with.
import { useEffect, useSyncExternalStore } from "react";
import {
  mayHoldPattern,
  onPatternEngineChange,
  type PatternChunk,
  patternChunk,
  requestPatternEngine,
} from "./pattern-loader";

export function usePatternEngine(files: Record<string, string>): PatternChunk | undefined {
  const needed = mayHoldPattern(files);
  useEffect(() => {
    if (needed) requestPatternEngine();
  }, [needed]);
  return useSyncExternalStore(onPatternEngineChange, patternChunk, () => undefined);
}
