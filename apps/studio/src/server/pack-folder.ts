// A pack folder on the server's disk read as pack files (path with "/" to text): the example catalog and templates.
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Every regular file under `dir`, except those named in `skipNames` (at any depth). */
export async function readPackFolder(dir: string, skipNames: ReadonlySet<string> = new Set()) {
  const files: Record<string, string> = {};
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !skipNames.has(entry.name)) {
        files[relative(dir, full).split(sep).join("/")] = await readFile(full, "utf8");
      }
    }
  };
  await walk(dir);
  return files;
}
