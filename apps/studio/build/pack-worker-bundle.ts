// Bundles the pack worker (src/server/pack-work/worker-entry.ts with core and its dependencies) into one plain
// ESM file, dist/pack-worker.mjs, that Node runs as a worker thread: the same file in `next start` and in tests.
// Run as a script by `npm run build` (and `dev`); tests bundle to a folder of their own (vitest-pack-worker.ts).
import { renameSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const studioDir = fileURLToPath(new URL("..", import.meta.url));

/** Where the server looks for the worker first (worker-file.ts finds it from the module or the cwd). */
export const defaultWorkerBundle = join(studioDir, "dist/pack-worker.mjs");

/** Bundle the worker to `outfile`, replacing it in one rename: a server starting a worker never reads half. */
export async function bundlePackWorker(outfile = defaultWorkerBundle): Promise<string> {
  const partial = `${outfile}.${process.pid}.partial`;
  await build({
    entryPoints: [join(studioDir, "src/server/pack-work/worker-entry.ts")],
    tsconfig: join(studioDir, "tsconfig.json"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: partial,
    // Core's packages declare CommonJS entries too: ESM ones bundle without a require shim.
    mainFields: ["module", "main"],
    legalComments: "none",
    logLevel: "warning",
    // Some dependencies (yaml's node build) require() node built-ins; an ESM bundle needs a real require for them.
    banner: {
      js: [
        "// Built by apps/studio/build/pack-worker-bundle.ts from src/server/pack-work: do not edit.",
        "import { createRequire as __packWorkerRequire } from 'node:module'; const require = __packWorkerRequire(import.meta.url);",
      ].join("\n"),
    },
  });
  renameSync(partial, outfile);
  return outfile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`pack worker bundled: ${await bundlePackWorker()}`);
}
