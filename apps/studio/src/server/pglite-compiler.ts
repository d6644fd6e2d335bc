// How V8 compiles the embedded database (PGlite, 9 MB of WebAssembly): with its baseline compiler only (issue 30).
// V8 compiles every function with Liftoff at load and recompiles the hot ones with TurboFan in background threads;
// the compilers' scratch memory stays in those threads' malloc arenas, and with tier-up the studio held about 90 MiB
// more at rest. Catalog searches paired in one run (10,000 packs, two processes, alternating): 5-10% slower at the
// median with Liftoff alone. With PostgreSQL (DATABASE_URL) the process compiles no WebAssembly: nothing is set.
import { setFlagsFromString } from "node:v8";

/** The V8 flags set before PGlite loads. */
export const pgliteV8Flags = ["--liftoff-only"];

/** Set the flags when the store will be PGlite; before its module is compiled (instrumentation.ts). */
export function baselineWasmOnly(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.DATABASE_URL) return false;
  for (const flag of pgliteV8Flags) setFlagsFromString(flag);
  return true;
}
