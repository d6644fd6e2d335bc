// The host folder of one run: the pack's files, readable and not writable by the run's uid.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";

// Synchronous on purpose: a pack is at most 5 MiB (lint P007) on a tmpfs, and a thread-pool round trip per
// file cost more than the writes themselves.

/** A folder the run's uid may enter but not change (the server may run with a strict umask). */
export function makeDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: 0o755 });
  if (first === undefined) return;
  for (let at = resolve(dir); at.length >= first.length; at = dirname(at)) chmodSync(at, 0o755);
}

/** Whether `path` is a plain relative file path that stays inside the pack. */
export function safePackPath(path: string): boolean {
  if (path === "" || path.startsWith("/") || path.includes("\0") || path.includes("\\")) return false;
  return path.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/** The most bytes one file or folder name may hold (NAME_MAX on Linux file systems). */
export const maxNameBytes = 255;

/**
 * Why the files cannot be laid out as a folder, or undefined: an unsafe path, a name longer than a file system
 * takes, or a path that is a file and a folder at once ("bin" and "bin/x"). Checked before a run, so the answer
 * names the path instead of a file-system error.
 */
export function packLayoutProblem(files: Record<string, string>): string | undefined {
  const paths = Object.keys(files);
  const folders = new Set<string>();
  for (const path of paths) {
    if (!safePackPath(path)) return `the path ${JSON.stringify(path.slice(0, 100))} does not stay inside the pack`;
    const parts = path.split("/");
    const long = parts.find((part) => Buffer.byteLength(part, "utf8") > maxNameBytes);
    if (long)
      return `the name ${JSON.stringify(`${long.slice(0, 40)}…`)} is ${Buffer.byteLength(long, "utf8")} bytes; a file system takes ${maxNameBytes}`;
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join("/"));
  }
  const both = paths.find((path) => folders.has(path));
  if (both) return `"${both.slice(0, 100)}" is a file and also a folder of other files`;
  return undefined;
}

/** Writes the pack's files under `packDir` (which must not exist yet). Lint refuses bad paths before this;
 * the check is repeated because these writes run as root. */
export function writePackFiles(packDir: string, files: Record<string, string>): void {
  makeDir(dirname(packDir));
  mkdirSync(packDir, { mode: 0o755 });
  chmodSync(packDir, 0o755);
  const root = resolve(packDir) + sep;
  for (const [path, text] of Object.entries(files)) {
    const target = resolve(packDir, path);
    if (!safePackPath(path) || !target.startsWith(root)) throw new Error(`unsafe pack path: ${JSON.stringify(path)}`);
    if (dirname(target) !== root.slice(0, -1)) makeDir(dirname(target));
    // "wx": a path written twice (or a file where a folder is) is an error, never an overwrite.
    writeFileSync(target, text, { mode: 0o644, flag: "wx" });
    chmodSync(target, 0o644);
  }
}
