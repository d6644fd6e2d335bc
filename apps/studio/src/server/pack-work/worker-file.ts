// Where the bundled pack worker is: PACKSTUDIO_PACK_WORKER, else dist/pack-worker.mjs of the studio, found upward
// from this module (its source folder in tests, .next/server in the built server) or from the cwd.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const bundleName = "pack-worker.mjs";

export function packWorkerFile(): string {
  const set = process.env.PACKSTUDIO_PACK_WORKER;
  if (set) {
    if (!existsSync(set)) throw new Error(`PACKSTUDIO_PACK_WORKER names ${set}, which does not exist.`);
    return set;
  }
  // webpackIgnore: a bundler must not take the folder for an asset to copy.
  const here = fileURLToPath(new URL(/* webpackIgnore: true */ ".", import.meta.url));
  for (const start of [here, process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      for (const candidate of [join(dir, "dist", bundleName), join(dir, "apps/studio/dist", bundleName)]) {
        if (existsSync(candidate)) return candidate;
      }
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(
    `The pack worker (dist/${bundleName}) is not built: run \`npm run build -w @packstudio/studio\` (it bundles the worker before Next).`,
  );
}
