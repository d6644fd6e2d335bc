// Where the sample project for workspace mode `project` is, also when this package is bundled (CLI, Next).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** PACKSTUDIO_SAMPLE_PROJECT, else `packages/sandbox/sample-project` found upward from this module or the cwd. */
export function defaultSampleProject(): string | undefined {
  if (process.env.PACKSTUDIO_SAMPLE_PROJECT) return process.env.PACKSTUDIO_SAMPLE_PROJECT;
  // webpackIgnore: a bundler must not try to bundle the folder as an asset.
  const here = fileURLToPath(new URL(/* webpackIgnore: true */ ".", import.meta.url));
  for (const start of [here, process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      for (const candidate of [join(dir, "sample-project"), join(dir, "packages/sandbox/sample-project")]) {
        if (existsSync(join(candidate, "README.md"))) return candidate;
      }
      if (dirname(dir) === dir) break;
    }
  }
  return undefined;
}
