// What a run did to its working folder and HOME: files created, changed and removed, with text diffs.
import { createHash } from "node:crypto";
import { type Dirent, lstatSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { lineDiff } from "./text-diff.js";

export interface FileState {
  size: number;
  hash: string;
  /** The text, for small UTF-8 files (diffs are shown for these). */
  text?: string;
}

export type FolderSnapshot = Map<string, FileState>;

export interface SideEffect {
  /** `work/…` or `home/…`. */
  path: string;
  change: "created" | "changed" | "removed";
  sizeBefore: number | null;
  sizeAfter: number | null;
  /** A unified-style line diff for small text files. */
  diff?: string;
}

const textLimit = 64 * 1024;
const maxEntries = 2000;
const decoder = new TextDecoder("utf-8", { fatal: true });

/** Every regular file under `dir` (symlinks and special files are listed by kind, not followed).
 * Synchronous on purpose: the folders are small and on a tmpfs, and a thread-pool round trip per file
 * cost more than the reads themselves; the hashing runs on this thread either way. */
export function snapshot(dir: string, prefix: string): FolderSnapshot {
  const out: FolderSnapshot = new Map();
  const walk = (folder: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (out.size >= maxEntries) return;
      const full = join(folder, entry.name);
      const path = `${prefix}/${relative(dir, full).split(sep).join("/")}`;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const size = lstatSync(full).size;
        const bytes = size <= 16 * 1024 * 1024 ? readFileSync(full) : Buffer.alloc(0);
        const state: FileState = { size, hash: createHash("sha256").update(bytes).digest("hex") };
        if (size <= textLimit) {
          try {
            state.text = decoder.decode(bytes);
          } catch {
            // binary: no diff
          }
        }
        out.set(path, state);
      } else out.set(path, { size: 0, hash: entry.isSymbolicLink() ? "symlink" : "special" });
    }
  };
  walk(dir);
  return out;
}

export function diffSnapshots(before: FolderSnapshot, after: FolderSnapshot): SideEffect[] {
  const effects: SideEffect[] = [];
  for (const [path, now] of after) {
    const then = before.get(path);
    if (!then) {
      effects.push({
        path,
        change: "created",
        sizeBefore: null,
        sizeAfter: now.size,
        ...(now.text !== undefined && { diff: lineDiff("", now.text) }),
      });
    } else if (then.hash !== now.hash) {
      const diff = then.text !== undefined && now.text !== undefined ? lineDiff(then.text, now.text) : undefined;
      effects.push({
        path,
        change: "changed",
        sizeBefore: then.size,
        sizeAfter: now.size,
        ...(diff !== undefined && { diff }),
      });
    }
  }
  for (const [path, then] of before) {
    if (!after.has(path)) effects.push({ path, change: "removed", sizeBefore: then.size, sizeAfter: null });
  }
  return effects.sort((a, b) => a.path.localeCompare(b.path));
}
