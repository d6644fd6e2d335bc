// A workspace between runs: the regular files and folders of /work and HOME, held as bytes by the host.
// The host never looks at a folder sandboxed code can write: the state comes back as an archive that a fixed
// step inside the sandbox writes after the command, and goes in as an archive the host builds itself.
import { type Dirent, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { readTar, type TarWriteEntry, writeTar } from "./tar-format.js";

export interface WorkspaceFile {
  data: Buffer;
  executable: boolean;
  mtime: number;
}

/** Paths are `work/…` and `home/…` (as side effects name them). */
export interface WorkspaceState {
  files: Map<string, WorkspaceFile>;
  dirs: Set<string>;
  /** Symlinks and special files the run left: listed as side effects, never carried to the next run. */
  others: Map<string, "symlink" | "special">;
  bytes: number;
}

export const emptyState = (): WorkspaceState => ({ files: new Map(), dirs: new Set(), others: new Map(), bytes: 0 });

/** A workspace as the host holds it between runs: the archive the next run restores (files and folders only, built
 * in the run process from what came back), counted by its length against the sessions' budgets. */
export interface HeldWorkspace {
  archive: Buffer;
  bytes: number;
}

export const heldWorkspace = (archive: Buffer): HeldWorkspace => ({ archive, bytes: archive.length });

/** Where each side-effect prefix lives inside the sandbox, as the archive names it (no leading slash). */
const areas = [
  ["work", "work"],
  ["home", "home/agent"],
] as const;

/** `work/x` for an archive path `work/x`, `home/x` for `home/agent/x`; undefined for anything else. */
function statePath(archivePath: string): string | undefined {
  for (const [name, inside] of areas) {
    if (archivePath.startsWith(`${inside}/`)) {
      const rest = archivePath.slice(inside.length + 1);
      const parts = rest.split("/");
      if (rest === "" || parts.some((p) => p === "" || p === "." || p === ".." || p.includes("\0"))) return undefined;
      return `${name}/${rest}`;
    }
  }
  return undefined;
}

function archivePath(path: string): string {
  return path.startsWith("home/") ? `home/agent/${path.slice(5)}` : path;
}

export type StateRead = { ok: true; state: WorkspaceState } | { ok: false; problem: string; overLimit?: true };

/** The state an archive from the sandbox describes. Hard links become files of their own with the same bytes. */
export function stateFromArchive(bytes: Buffer, maxEntries: number): StateRead {
  const read = readTar(bytes, maxEntries);
  if (!read.ok) return read;
  const state = emptyState();
  const byArchivePath = new Map<string, WorkspaceFile>();
  for (const entry of read.entries) {
    const path = statePath(entry.path);
    if (path === undefined) continue;
    if (entry.kind === "file" && entry.data) {
      const file = { data: entry.data, executable: (entry.mode & 0o100) !== 0, mtime: entry.mtime };
      state.files.set(path, file);
      byArchivePath.set(entry.path, file);
    } else if (entry.kind === "hardlink") {
      const target = byArchivePath.get(entry.linkTo ?? "");
      if (target) state.files.set(path, { ...target });
      else state.others.set(path, "special");
    } else if (entry.kind === "dir") state.dirs.add(path);
    else state.others.set(path, entry.kind === "symlink" ? "symlink" : "special");
  }
  for (const file of state.files.values()) state.bytes += file.data.length;
  return { ok: true, state };
}

/** The archive the sandbox extracts before the command: folders first, then files; nothing but these two kinds. */
export function archiveFromState(state: WorkspaceState): Buffer {
  const entries: TarWriteEntry[] = [];
  for (const dir of [...state.dirs].sort()) entries.push({ kind: "dir", path: archivePath(dir), mtime: 0 });
  for (const [path, file] of state.files)
    entries.push({
      kind: "file",
      path: archivePath(path),
      data: file.data,
      mode: file.executable ? 0o755 : 0o644,
      mtime: file.mtime,
    });
  return writeTar(entries);
}

/** A state of `work/…` from a folder the host itself owns (the sample project shipped with the package). */
export function stateFromFolder(dir: string): WorkspaceState {
  const state = emptyState();
  const walk = (folder: string, prefix: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(folder, entry.name);
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        state.dirs.add(path);
        walk(full, path);
      } else if (entry.isFile()) {
        const stat = statSync(full);
        const data = readFileSync(full);
        state.files.set(path, { data, executable: (stat.mode & 0o100) !== 0, mtime: Math.floor(stat.mtimeMs / 1000) });
        state.bytes += data.length;
      }
    }
  };
  walk(dir, "work");
  return state;
}
