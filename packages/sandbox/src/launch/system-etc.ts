// The few files of /etc a run sees, copied by the host into one folder bound read-only as the sandbox's /etc.
import { createHash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  type Dirent,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, join } from "node:path";
import { makeDir } from "../runs/run-folders.js";

// One bind of a folder instead of one a file: four binds cost 0.7 ms a run (issue 30, paired). The copies are
// the host's own files (nothing a run could write); a change of the host's files (a package upgrade, a new
// alternative) makes a fresh folder at the next run, found by their inode, size and time.

/** What programs need of /etc to start; nothing else of it (no shadow, no passwd secrets). */
export const etcFiles = ["/etc/ld.so.cache", "/etc/alternatives", "/etc/localtime", "/etc/nsswitch.conf"];

/** The sources' identity: a new one means the copies are stale. Missing sources count too. */
function stampOf(sources: readonly string[]): string {
  const hash = createHash("sha256");
  for (const path of sources) {
    try {
      const stat = statSync(path);
      hash.update(`${path}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}\n`);
    } catch {
      hash.update(`${path}\0-\n`);
    }
  }
  return hash.digest("hex").slice(0, 24);
}

/** Copies one source into `dir` by its name: a file by its content (a link followed, as a bind would), a
 * folder (alternatives) by its entries, each link as the same link and each file by its content. */
function copyInto(dir: string, source: string): void {
  const target = join(dir, basename(source));
  const stat = statSync(source);
  if (stat.isFile()) {
    copyFileSync(source, target);
    chmodSync(target, 0o644);
    return;
  }
  if (!stat.isDirectory()) return;
  mkdirSync(target, { mode: 0o755 });
  chmodSync(target, 0o755);
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(source, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    const kind = lstatSync(from);
    if (kind.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (kind.isFile()) {
      writeFileSync(to, readFileSync(from));
      chmodSync(to, 0o644);
    }
  }
}

export class SystemEtc {
  private current: { stamp: string; dir: string } | undefined;
  private swept = false;

  /** `parent`: the host folder holding the copies (the sandbox root's `system-etc`). */
  constructor(
    private readonly parent: string,
    private readonly sources: readonly string[] = etcFiles,
  ) {}

  /** The folder to bind at /etc for the next run, made (or made again) when the host's files changed. */
  folder(): string {
    const stamp = stampOf(this.sources);
    if (this.current?.stamp === stamp && existsSync(this.current.dir)) return this.current.dir;
    const dir = join(this.parent, stamp);
    if (!existsSync(dir)) {
      makeDir(this.parent);
      // Made aside and renamed into place, so a run never binds half a folder (nor another process's half).
      const partial = `${dir}.${process.pid}.partial`;
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial, { mode: 0o755 });
      chmodSync(partial, 0o755);
      for (const source of this.sources) if (existsSync(source)) copyInto(partial, source);
      try {
        renameSync(partial, dir);
      } catch {
        rmSync(partial, { recursive: true, force: true }); // another process made it meanwhile
      }
    }
    this.current = { stamp, dir };
    this.sweep(stamp);
    return dir;
  }

  /** Once a process, the copies of older stamps go (runs of this root bind the current one). */
  private sweep(stamp: string): void {
    if (this.swept) return;
    this.swept = true;
    for (const name of readdirSync(this.parent))
      if (name !== stamp && !name.endsWith(".partial"))
        rmSync(join(this.parent, name), { recursive: true, force: true });
  }
}
