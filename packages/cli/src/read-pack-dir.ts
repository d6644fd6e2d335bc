// Reading a pack folder into the map of relative path to text that core takes; symlinks are refused, not followed.
import { lstat, readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { byteSize, type Finding, lintPack, packLimits } from "@packstudio/core";
import { UsageError } from "./io.js";

export interface PackDir {
  files: Record<string, string>;
  /** Paths that are symbolic links (a pack may hold none: DECISIONS.md 1). */
  symlinks: string[];
}

// Folders that are tooling, not pack content.
const skipped = new Set([".git", "node_modules", ".DS_Store"]);
// Reading stops well past the pack limits, so a wrong folder is refused instead of read whole.
const hardLimitBytes = packLimits.maxTotalBytes * 4;
const hardLimitFiles = packLimits.maxFiles * 5;

export async function readPackDir(dir: string): Promise<PackDir> {
  let info: Awaited<ReturnType<typeof lstat>>;
  try {
    info = await lstat(dir);
  } catch {
    throw new UsageError(
      `No pack folder at "${dir}". Give the folder that holds surface.json, policy.json and HARNESS.md.`,
    );
  }
  if (!info.isDirectory()) {
    throw new UsageError(
      `"${dir}" is not a folder. Give the folder that holds surface.json, policy.json and HARNESS.md.`,
    );
  }
  const out: PackDir = { files: {}, symlinks: [] };
  let bytes = 0;
  let count = 0;
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      if (skipped.has(entry.name)) continue;
      const full = join(folder, entry.name);
      const rel = relative(dir, full).split(sep).join("/");
      if (entry.isSymbolicLink()) out.symlinks.push(rel);
      else if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        count++;
        const size = (await lstat(full)).size;
        bytes += size;
        if (count > hardLimitFiles || bytes > hardLimitBytes) {
          throw new UsageError(
            `"${dir}" holds more than ${hardLimitFiles} files or ${byteSize(hardLimitBytes)}; is it a pack folder? (A pack may hold ${packLimits.maxFiles} files, 5 MiB.)`,
          );
        }
        out.files[rel] = await readFile(full, "utf8");
      }
    }
  };
  try {
    await walk(dir);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read "${dir}": ${(error as Error).message}`);
  }
  return out;
}

/** The folder's findings: core's lint of its files, and a P007 error for each symbolic link it holds. */
export function lintPackDir(pack: PackDir): Finding[] {
  const at = { line: 1, column: 1 };
  const links = pack.symlinks.map(
    (path): Finding => ({
      code: "P007",
      severity: "error",
      file: path,
      pointer: "",
      range: { start: at, end: at },
      message: `"${path}" is a symbolic link; a pack holds no symlinks: copy the file in instead.`,
    }),
  );
  return [...links, ...lintPack(pack.files)];
}
