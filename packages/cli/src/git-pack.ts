// Reading a pack folder as it was at a git revision: git ls-tree and git show, spawned as argv arrays (never a shell).
import { execFile } from "node:child_process";
import { realpath } from "node:fs/promises";
import { relative, sep } from "node:path";
import { byteSize, packLimits } from "@packstudio/core";
import { UsageError } from "./io.js";

// Same skips and guard rails as reading a folder (read-pack-dir.ts).
const skipped = new Set(["node_modules", ".DS_Store"]);
const hardLimitFiles = packLimits.maxFiles * 5;
const hardLimitBytes = packLimits.maxTotalBytes * 4;
const maxFileBuffer = packLimits.maxFileBytes * 4;

interface GitResult {
  ok: boolean;
  stdout: Buffer;
  stderr: string;
}

function git(cwd: string, args: string[]): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, encoding: "buffer", maxBuffer: maxFileBuffer }, (error, stdout, stderr) => {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (code === "ENOENT") {
        reject(new UsageError("--git-base needs git, and git is not installed (or not on PATH)."));
        return;
      }
      if (code === "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") {
        reject(
          new UsageError(
            `git ${args[0]} answered with more than ${byteSize(maxFileBuffer)}: a pack file may hold 1 MiB.`,
          ),
        );
        return;
      }
      resolve({ ok: !error, stdout, stderr: stderr.toString("utf8").trim() });
    });
  });
}

export interface GitPack {
  files: Record<string, string>;
  /** The commit the revision named. */
  commit: string;
  /** Paths that were symbolic links at that revision (left out: a pack holds none). */
  symlinks: string[];
}

/** The files of the pack folder `dir` (absolute, in a git working tree) as they were at `rev`. */
export async function readGitPack(dir: string, dirLabel: string, rev: string): Promise<GitPack> {
  if (rev === "" || rev.startsWith("-")) {
    throw new UsageError(`--git-base needs a revision such as origin/main, a tag or a commit, not "${rev}".`);
  }
  const top = await git(dir, ["rev-parse", "--show-toplevel"]);
  if (!top.ok) {
    throw new UsageError(
      `"${dirLabel}" is not inside a git repository, so --git-base cannot read its base version. Run this in a clone, or compare two folders: packstudio review <base-dir> <head-dir>.`,
    );
  }
  const root = await realpath(top.stdout.toString("utf8").trim());
  const verified = await git(dir, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  if (!verified.ok) {
    throw new UsageError(
      `Unknown git revision "${rev}". Check the name (git branch -a); in CI, fetch it first (git fetch origin main): a shallow clone may not hold it.`,
    );
  }
  const commit = verified.stdout.toString("utf8").trim();
  const rel = relative(root, await realpath(dir))
    .split(sep)
    .join("/");
  const listed = await git(root, ["ls-tree", "-r", "-z", "--full-tree", commit, "--", ...(rel ? [rel] : [])]);
  if (!listed.ok) throw new UsageError(`git ls-tree failed for "${rev}": ${listed.stderr}`);
  const prefix = rel ? `${rel}/` : "";
  const out: GitPack = { files: {}, commit, symlinks: [] };
  const blobs: [path: string, inPack: string][] = [];
  for (const entry of listed.stdout.toString("utf8").split("\0")) {
    const tab = entry.indexOf("\t");
    if (tab === -1) continue;
    const [mode, type] = entry.slice(0, tab).split(" ");
    const path = entry.slice(tab + 1);
    if (!path.startsWith(prefix)) continue;
    const inPack = path.slice(prefix.length);
    if (inPack.split("/").some((s) => skipped.has(s))) continue;
    if (mode === "120000") out.symlinks.push(inPack);
    else if (type === "blob") blobs.push([path, inPack]);
  }
  if (blobs.length === 0) {
    throw new UsageError(
      `No pack at "${rel || "."}" in ${rev}: the folder holds no files at that revision. If this change adds the pack, there is no base to compare with: run packstudio check ${dirLabel} instead.`,
    );
  }
  if (blobs.length > hardLimitFiles) {
    throw new UsageError(
      `"${rel}" holds ${blobs.length} files at ${rev}; is it a pack folder? (A pack may hold ${packLimits.maxFiles} files.)`,
    );
  }
  let bytes = 0;
  for (const [path, inPack] of blobs) {
    const shown = await git(root, ["show", `${commit}:${path}`]);
    if (!shown.ok) throw new UsageError(`git show ${rev}:${path} failed: ${shown.stderr}`);
    bytes += shown.stdout.length;
    if (bytes > hardLimitBytes) {
      throw new UsageError(`"${rel}" holds more than ${byteSize(hardLimitBytes)} at ${rev}; is it a pack folder?`);
    }
    out.files[inPack] = shown.stdout.toString("utf8");
  }
  return out;
}
