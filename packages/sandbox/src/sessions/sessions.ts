// Studio sessions of the sandbox: each session's workspaces (held as bytes), first-use approvals, and its queue.
import type { WorkspaceFiles } from "../workspace/workspace-files.js";
import type { HeldWorkspace } from "../workspace/workspace-state.js";

interface Session {
  client: string;
  approved: Set<string>;
  /** Workspaces by `<mode>:<pack id>`. */
  states: Map<string, HeldWorkspace>;
  bytes: number;
  lastUsed: number;
  /** The end of the session's line of runs: runs of one session never overlap. */
  tail: Promise<unknown>;
  waiting: number;
}

export interface SessionBudgets {
  /** Workspace bytes kept for all sessions of one client address. */
  perClientBytes: number;
  /** Workspace bytes kept in all. */
  totalBytes: number;
  /** Sessions kept in all (each remembers approvals even without a workspace). */
  sessions: number;
  /** Runs of one session waiting behind the running one; past it: "busy". */
  queuePerSession: number;
}

export const defaultSessionBudgets: SessionBudgets = {
  perClientBytes: 128 * 1024 * 1024,
  totalBytes: 512 * 1024 * 1024,
  sessions: 10_000,
  queuePerSession: 4,
};

const idleMs = 60 * 60 * 1000;

export class SessionQueueFull extends Error {}

/**
 * What a run needs of its session: first-use approvals, the line of runs, and the workspaces kept between runs.
 * SandboxSessions holds every session in this process; a SessionSnapshot holds one session loaded from elsewhere
 * for one run (the database of a fleet of runners, DECISIONS.md 15).
 */
export interface SessionStore {
  isApproved(id: string, key: string): boolean;
  approve(id: string, key: string): void;
  serialize<T>(id: string, client: string | undefined, task: () => Promise<T>): Promise<T>;
  state(id: string, key: string): HeldWorkspace | undefined;
  keep(id: string, client: string | undefined, key: string, state: HeldWorkspace): boolean;
  forget(id: string, key: string): void;
}

export class SandboxSessions implements SessionStore {
  // A Map keeps insertion order: a session used again moves to the end, so the first is the least recent.
  private readonly sessions = new Map<string, Session>();
  private totalBytes = 0;
  private readonly clientTotals = new Map<string, number>();

  constructor(
    private readonly budgets: SessionBudgets = defaultSessionBudgets,
    /** Where workspaces are also kept on disk, for the next process (the CLI); none in the studio. */
    private readonly files?: WorkspaceFiles,
  ) {}

  private get(id: string, client = "local"): Session {
    this.expire();
    let session = this.sessions.get(id);
    if (session) this.sessions.delete(id);
    else
      session = {
        client,
        approved: new Set(),
        states: new Map(),
        bytes: 0,
        lastUsed: 0,
        tail: Promise.resolve(),
        waiting: 0,
      };
    session.lastUsed = Date.now();
    this.sessions.set(id, session);
    while (this.sessions.size > this.budgets.sessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined || oldest === id) break;
      this.drop(oldest);
    }
    return session;
  }

  isApproved(id: string, key: string): boolean {
    return this.get(id).approved.has(key);
  }

  approve(id: string, key: string): void {
    this.get(id).approved.add(key);
  }

  /** Runs `task` after every earlier run of the session has ended; refuses when too many already wait. */
  serialize<T>(id: string, client: string | undefined, task: () => Promise<T>): Promise<T> {
    const session = this.get(id, client);
    if (session.waiting > this.budgets.queuePerSession) return Promise.reject(new SessionQueueFull());
    session.waiting++;
    const run = session.tail.then(task).finally(() => {
      session.waiting--;
    });
    session.tail = run.catch(() => undefined);
    return run;
  }

  /** The session's workspace for `key`, or undefined when it has none yet. */
  state(id: string, key: string): HeldWorkspace | undefined {
    const session = this.get(id);
    const held = session.states.get(key);
    if (held || !this.files) return held;
    const loaded = this.files.load(id, key);
    if (loaded && loaded.bytes <= this.budgets.perClientBytes) this.setState(session, key, loaded);
    return loaded;
  }

  /**
   * Keeps `state` as the session's workspace for `key`, within the budgets: the client's least recently used
   * sessions give way first, then everyone's. False when the state alone is over the client's budget (the
   * workspace is then dropped, and the next run starts afresh).
   */
  keep(id: string, client: string | undefined, key: string, state: HeldWorkspace): boolean {
    const session = this.get(id, client);
    this.setState(session, key, undefined);
    const fits = state.bytes <= this.budgets.perClientBytes;
    this.files?.save(id, key, fits ? state : undefined);
    if (!fits) return false;
    this.setState(session, key, state);
    const of = (s: Session) => s.client === session.client;
    this.evictWhile(() => this.clientBytes(session.client) > this.budgets.perClientBytes, of, id);
    this.evictWhile(
      () => this.totalBytes > this.budgets.totalBytes,
      () => true,
      id,
    );
    return true;
  }

  /** Drops the session's workspace for `key` (the next run starts afresh). */
  forget(id: string, key: string): void {
    const session = this.sessions.get(id);
    if (session) this.setState(session, key, undefined);
    this.files?.save(id, key, undefined);
  }

  private setState(session: Session, key: string, state: HeldWorkspace | undefined): void {
    const old = session.states.get(key);
    const change = (state?.bytes ?? 0) - (old?.bytes ?? 0);
    if (old) session.states.delete(key);
    if (state) session.states.set(key, state);
    session.bytes += change;
    this.totalBytes += change;
    const client = (this.clientTotals.get(session.client) ?? 0) + change;
    if (client === 0) this.clientTotals.delete(session.client);
    else this.clientTotals.set(session.client, client);
  }

  private clientBytes(client: string): number {
    return this.clientTotals.get(client) ?? 0;
  }

  private evictWhile(over: () => boolean, eligible: (s: Session) => boolean, keepId: string): void {
    for (const [id, s] of this.sessions) {
      if (!over()) return;
      if (id === keepId || !eligible(s) || s.bytes === 0) continue;
      for (const key of [...s.states.keys()]) this.setState(s, key, undefined);
    }
  }

  private drop(id: string): void {
    const s = this.sessions.get(id);
    if (!s) return;
    for (const key of [...s.states.keys()]) this.setState(s, key, undefined);
    this.sessions.delete(id);
  }

  /** Bytes of workspace kept, for tests and the status. */
  get keptBytes(): number {
    return this.totalBytes;
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, s] of this.sessions) {
      // In least-recent order: the first session still fresh ends the sweep.
      if (now - s.lastUsed <= idleMs) return;
      if (s.waiting === 0) this.drop(id);
    }
  }
}
