// Example packs for server tests, read from the repository's spec folder.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** Every file under `dir` as relative path to text. */
export function readPackFolder(dir: string, prefix = ""): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, readPackFolder(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full, "utf8");
  }
  return files;
}

/** spec/examples/<name> (broken without its expected.json). */
export function specExample(name: "ledger" | "notes-project" | "broken"): Record<string, string> {
  const files = readPackFolder(join(repoRoot, "spec/examples", name));
  delete files["expected.json"];
  return files;
}
