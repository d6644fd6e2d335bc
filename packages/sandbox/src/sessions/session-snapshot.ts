// One session's stored state for one run (DECISIONS.md 15): a runner loads it from the database, the sandbox runs
// against it, and the run's changes are read back and written with the run's result, or not at all.

import type { HeldWorkspace } from "../workspace/workspace-state.js";
import type { SessionStore } from "./sessions.js";

/** What a session held before a run: its first-use approvals and the workspaces the run may use, by key. */
export interface StoredSession {
  approvals: Iterable<string>;
  workspaces: ReadonlyMap<string, HeldWorkspace>;
}

/** What a run changed: approvals it added, and workspaces to keep (or null: drop, the next run starts afresh). */
export interface SessionChanges {
  approved: string[];
  workspaces: Map<string, HeldWorkspace | null>;
}

export class SessionSnapshot implements SessionStore {
  private readonly approvals: Set<string>;
  private readonly added: string[] = [];
  private readonly held: Map<string, HeldWorkspace>;
  private readonly touched = new Set<string>();

  /** `maxBytes`: the most one workspace may hold (a client's budget); a larger one is dropped, as in memory. */
  constructor(
    readonly id: string,
    private readonly stored: StoredSession,
    private readonly maxBytes: number,
  ) {
    this.approvals = new Set(stored.approvals);
    this.held = new Map(stored.workspaces);
  }

  private check(id: string): void {
    if (id !== this.id) throw new Error(`this snapshot holds session ${this.id}, not ${id}`);
  }

  isApproved(id: string, key: string): boolean {
    this.check(id);
    return this.approvals.has(key);
  }

  approve(id: string, key: string): void {
    this.check(id);
    if (this.approvals.has(key)) return;
    this.approvals.add(key);
    this.added.push(key);
  }

  /** Runs the task at once: whoever loaded the snapshot holds the session's lock, so no other run overlaps. */
  serialize<T>(id: string, _client: string | undefined, task: () => Promise<T>): Promise<T> {
    this.check(id);
    return task();
  }

  state(id: string, key: string): HeldWorkspace | undefined {
    this.check(id);
    return this.held.get(key);
  }

  keep(id: string, _client: string | undefined, key: string, state: HeldWorkspace): boolean {
    this.check(id);
    this.touched.add(key);
    if (state.bytes > this.maxBytes) {
      this.held.delete(key);
      return false;
    }
    this.held.set(key, state);
    return true;
  }

  forget(id: string, key: string): void {
    this.check(id);
    this.touched.add(key);
    this.held.delete(key);
  }

  /** The run's changes against what was loaded: a workspace that came back byte for byte the same is no change. */
  changes(): SessionChanges {
    const workspaces = new Map<string, HeldWorkspace | null>();
    for (const key of this.touched) {
      const now = this.held.get(key);
      const before = this.stored.workspaces.get(key);
      if (!now) {
        if (before) workspaces.set(key, null);
      } else if (!before || (now.archive !== before.archive && !now.archive.equals(before.archive)))
        workspaces.set(key, now);
    }
    return { approved: [...this.added], workspaces };
  }
}
