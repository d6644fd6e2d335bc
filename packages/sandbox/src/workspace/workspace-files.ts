// Workspaces kept on disk between processes (the CLI: `packstudio run` twice in one --session), as the archives
// the host itself built. The folder is the host's own (0700): no sandbox ever sees it, and what is read back is
// parsed within the same caps as a run's archive.
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { type HeldWorkspace, heldWorkspace, stateFromArchive } from "./workspace-state.js";

export class WorkspaceFiles {
  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  private file(session: string, key: string): string {
    const name = createHash("sha256").update(`${session}\u0000${key}`).digest("hex").slice(0, 32);
    return join(this.dir, `${name}.tar`);
  }

  /** The kept workspace, or undefined when there is none (or it cannot be read: it is then started afresh). */
  load(session: string, key: string): HeldWorkspace | undefined {
    let fd: number;
    try {
      // O_NOFOLLOW: the folder is ours, but a link planted there by anyone else is still never followed.
      fd = openSync(this.file(session, key), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch {
      return undefined;
    }
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile() || stat.size > this.maxBytes) return undefined;
      const bytes = Buffer.alloc(stat.size);
      let at = 0;
      while (at < bytes.length) {
        const n = readSync(fd, bytes, at, bytes.length - at, at);
        if (n === 0) break;
        at += n;
      }
      // Only archives this host wrote are kept here, but one damaged on disk is started afresh, never restored.
      const archive = at === bytes.length ? bytes : Buffer.from(bytes.subarray(0, at));
      return stateFromArchive(archive, this.maxEntries).ok ? heldWorkspace(archive) : undefined;
    } finally {
      closeSync(fd);
    }
  }

  save(session: string, key: string, state: HeldWorkspace | undefined): void {
    const target = this.file(session, key);
    if (!state) {
      rmSync(target, { force: true });
      return;
    }
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString("hex")}`;
    writeFileSync(temporary, state.archive, { mode: 0o600, flag: "wx" });
    renameSync(temporary, target);
  }
}
