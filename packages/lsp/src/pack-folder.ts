// Pack folders on disk: the pack root of a file, and the pack's files read with bounds (never a whole disk).
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { byteSize, packLimits, SURFACE } from "@packstudio/core";

/** Folders above a file searched for surface.json: a pack keeps its files near its root. */
const maxDepth = 6;
const skipped = new Set([".git", "node_modules", ".DS_Store"]);
/** Reading stops well past the pack limits, so a wrong folder costs a bounded read, as the CLI's does. */
export const hardLimitBytes = packLimits.maxTotalBytes * 4;
export const hardLimitFiles = packLimits.maxFiles * 5;

/** Whether a path on disk lies in a folder a pack read skips (a watcher reports .git's churn too). */
export function ignoredOnDisk(path: string): boolean {
  return path.split(sep).some((part) => skipped.has(part));
}

/** The nearest folder at or above `file`'s that holds surface.json, or undefined. */
export function packRootOf(file: string): string | undefined {
  let dir = dirname(file);
  for (let i = 0; i <= maxDepth; i++) {
    if (existsSync(join(dir, SURFACE))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return undefined;
}

/** A file's path relative to its pack root, with "/". */
export function packPath(root: string, file: string): string {
  return relative(root, file).split(sep).join("/");
}

export interface DiskPack {
  files: Record<string, string>;
  /** Why reading stopped early or a file was left out, for a diagnostic on surface.json. */
  notes: string[];
}

/** The files of the pack at `root`, skipping symlinks and tooling folders, stopping at the hard limits. */
export function readDiskPack(root: string): DiskPack {
  const out: DiskPack = { files: {}, notes: [] };
  let bytes = 0;
  let count = 0;
  const walk = (folder: string): boolean => {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch (error) {
      out.notes.push(`Cannot read the folder "${packPath(root, folder)}": ${(error as Error).message}`);
      return true;
    }
    for (const name of names) {
      if (skipped.has(name)) continue;
      const full = join(folder, name);
      let info: ReturnType<typeof lstatSync>;
      try {
        info = lstatSync(full);
      } catch {
        continue;
      }
      if (info.isSymbolicLink()) {
        out.notes.push(
          `"${packPath(root, full)}" is a symbolic link; a pack holds no symlinks: copy the file in instead.`,
        );
      } else if (info.isDirectory()) {
        if (!walk(full)) return false;
      } else if (info.isFile()) {
        count++;
        bytes += info.size;
        if (count > hardLimitFiles || bytes > hardLimitBytes) {
          out.notes.push(
            `The pack folder holds more than ${hardLimitFiles} files or ${byteSize(hardLimitBytes)}; the files after "${packPath(root, full)}" were not read (a pack may hold ${packLimits.maxFiles} files, 5 MiB).`,
          );
          return false;
        }
        try {
          out.files[packPath(root, full)] = readFileSync(full, "utf8");
        } catch (error) {
          out.notes.push(`Cannot read "${packPath(root, full)}": ${(error as Error).message}`);
        }
      }
    }
    return true;
  };
  walk(root);
  return out;
}
