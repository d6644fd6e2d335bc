// Pack folders kept between runs: a pack's files written once under the sandbox root, bound read-only into its runs.
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { makeDir, writePackFiles } from "./run-folders.js";

// Writing a pack's folder and removing it after the run cost 0.27 ms of every run (issue 30). A run can change
// nothing in it (bound read-only), so the next run of the same pack in the same session binds the same folder.
// Keyed by the session too: two sessions never share a folder, not even its access times. Each instance writes
// below a folder of its own (process id and a random part), removed at exit; those of dead processes go at the
// first use of the next.

interface Held {
  dir: string;
  /** Runs binding it now: it is removed only when none does. */
  users: number;
}

const live = new Set<PackFolders>();
let exitHook = false;

export class PackFolders {
  /** Least recently used first. */
  private readonly held = new Map<string, Held>();
  private readonly mine: string;
  private started = false;

  /** `parent`: the sandbox root's `packs` folder; `keep`: folders held when no run binds them. */
  constructor(
    private readonly parent: string,
    private readonly keep = 16,
  ) {
    this.mine = join(parent, `${process.pid}-${randomBytes(4).toString("hex")}`);
  }

  /** The folder holding `files` (the pack whose content and session `key` names), written if it is not held. */
  acquire(key: string, files: Record<string, string>): string {
    const held = this.held.get(key);
    if (held) {
      this.held.delete(key);
      this.held.set(key, held);
      held.users++;
      return held.dir;
    }
    this.start();
    const dir = join(this.mine, key);
    rmSync(dir, { recursive: true, force: true }); // half written by an acquire that failed
    writePackFiles(dir, files);
    this.held.set(key, { dir, users: 1 });
    this.trim();
    return dir;
  }

  /** The run that acquired `key` is over. */
  release(key: string): void {
    const held = this.held.get(key);
    if (held) held.users = Math.max(0, held.users - 1);
    this.trim();
  }

  /** Removes every folder of this instance (at exit, and for tests). */
  clear(): void {
    this.held.clear();
    rmSync(this.mine, { recursive: true, force: true });
    live.delete(this);
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    makeDir(this.mine);
    live.add(this);
    if (!exitHook) {
      exitHook = true;
      process.once("exit", () => {
        for (const folders of [...live]) folders.clear();
      });
    }
    // Folders of processes that are gone (a crash skips the exit hook).
    for (const name of readdirSync(this.parent)) {
      const pid = /^(\d+)-/.exec(name)?.[1];
      if (pid && Number(pid) !== process.pid && !existsSync(`/proc/${pid}`))
        rmSync(join(this.parent, name), { recursive: true, force: true });
    }
  }

  private trim(): void {
    for (const [key, held] of this.held) {
      if (this.held.size <= this.keep) return;
      if (held.users > 0) continue;
      this.held.delete(key);
      rmSync(held.dir, { recursive: true, force: true });
    }
  }
}
