// Pack folders read from disk as pack files, for tests and benchmarks of every package: any folder, the spec's
// examples (spec/examples/<name>/) and the example catalog (catalog/packs/<id>/). Node-only: never in the browser.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const examples = join(repoRoot, "spec/examples");
/** The example catalog's folder. */
export const catalogPacksDir = join(repoRoot, "catalog/packs");

export interface SpecExampleOptions {
  /** Include the files under `bin/` (default true). */
  withBin?: boolean;
}

function readDir(dir: string, prefix: string, files: Record<string, string>): void {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) readDir(full, `${prefix}${name}/`, files);
    else files[`${prefix}${name}`] = readFileSync(full, "utf8");
  }
}

/** Every file under `dir` (following symlinks), keyed by its path relative to `dir` with `/`, in name order. */
export function readFolderFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  readDir(dir, "", files);
  return files;
}

/** Every file of the example catalog's pack `id`. */
export function catalogPack(id: string): Record<string, string> {
  return readFolderFiles(join(catalogPacksDir, id));
}

/** Every file of example `name`, keyed by its path relative to the folder (with `/`), except expected.json. */
export function specExample(name: string, options: SpecExampleOptions = {}): Record<string, string> {
  const files = readFolderFiles(join(examples, name));
  delete files["expected.json"];
  if (options.withBin === false) {
    for (const path of Object.keys(files)) if (path.startsWith("bin/")) delete files[path];
  }
  return files;
}

/** Example `name`'s expected.json, parsed. */
export function specExpected(name: string): unknown {
  return JSON.parse(readFileSync(join(examples, name, "expected.json"), "utf8"));
}
