// The pattern engine's chunk (pattern-loader.ts loads it on first need): core's linear-time matcher with re2js, for
// the stand-in (shims/linear-pattern.ts). Imported by path so the browser build's swap (build/lazy-pattern-plugin.ts,
// which swaps only core's own imports of it) gets the real module here.
export * as real from "@packstudio/core/internal/pattern/linear-pattern";
