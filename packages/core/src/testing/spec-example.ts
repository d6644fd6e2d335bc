// The spec's example packs (spec/examples/<name>/) read from disk as pack files, for tests.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const examples = fileURLToPath(new URL("../../../../spec/examples/", import.meta.url));

export interface SpecExampleOptions {
  /** Include the files under `bin/` (default true). */
  withBin?: boolean;
}

function readDir(dir: string, prefix: string, files: Record<string, string>): void {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) readDir(full, `${prefix}${name}/`, files);
    else files[`${prefix}${name}`] = readFileSync(full, "utf8");
  }
}

/** Every file of example `name`, keyed by its path relative to the folder (with `/`), except expected.json. */
export function specExample(name: string, options: SpecExampleOptions = {}): Record<string, string> {
  const files: Record<string, string> = {};
  readDir(join(examples, name), "", files);
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
