// Studio sessions of the sandbox: each session's workspace folders and the commands approved on first use.
import { createHash } from "node:crypto";
import { cpSync, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { makeDir } from "./run-folders.js";

interface Session {
  dir: string;
  approved: Set<string>;
  lastUsed: number;
}

const idleMs = 60 * 60 * 1000;

export class SandboxSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly root: string) {}

  private folderName(id: string): string {
    // Session ids come from clients: never use them in paths as they are.
    return createHash("sha256").update(id).digest("hex").slice(0, 24);
  }

  get(id: string): Session {
    this.expire();
    let session = this.sessions.get(id);
    if (!session) {
      session = { dir: join(this.root, "sessions", this.folderName(id)), approved: new Set(), lastUsed: Date.now() };
      this.sessions.set(id, session);
    }
    session.lastUsed = Date.now();
    return session;
  }

  isApproved(id: string, key: string): boolean {
    return this.get(id).approved.has(key);
  }

  approve(id: string, key: string): void {
    this.get(id).approved.add(key);
  }

  /** The session's folders for a pack (work and HOME), created on first use; `seed` fills a new work folder.
   * Synchronous: two mkdir calls on a tmpfs, cheaper than two thread-pool round trips. */
  workspace(id: string, packId: string, seed?: string): { work: string; home: string } {
    const base = join(this.get(id).dir, createHash("sha256").update(packId).digest("hex").slice(0, 16));
    const work = join(base, "work");
    const home = join(base, "home");
    // The folders above are 0755: bubblewrap, already as the run's uid, must pass through them to bind.
    makeDir(base);
    const fresh = mkdirSync(work, { recursive: true, mode: 0o700 }) !== undefined;
    mkdirSync(home, { recursive: true, mode: 0o700 });
    if (fresh && seed) cpSync(seed, work, { recursive: true });
    return { work, home };
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, s] of this.sessions) {
      if (now - s.lastUsed > idleMs) {
        this.sessions.delete(id);
        void rm(s.dir, { recursive: true, force: true });
      }
    }
  }
}
