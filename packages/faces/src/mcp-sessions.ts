// The MCP sessions of one HTTP server: a bounded table that refuses a new session when full rather than close a
// client's; a session with no request open for `idleMs` expires (a client that vanished never says so).
import type { ServerResponse } from "node:http";
import type { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

/** MCP sessions held at once: past it a new `initialize` is refused (HTTP 503), no session is closed for it. */
export const MAX_SESSIONS = 64;
/** A session with no request open (no call, no event stream) for this long expires, and its client must initialize again. */
export const SESSION_IDLE_MS = 30 * 60_000;

const duration = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.ceil(ms / 1000)} s`);

interface Entry {
  transport: StreamableHTTPServerTransport;
  /** Requests of the session whose responses are still open (a call, an approval, the client's event stream). */
  open: number;
  /** When a request of the session last began or ended. */
  lastActive: number;
}

export class SessionTable {
  private readonly entries = new Map<string, Entry>();
  /** Sessions being initialized: counted against the bound before they have an id. */
  private opening = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    readonly max: number,
    readonly idleMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.expireIdle(), Math.max(50, Math.min(idleMs, 60_000)));
    this.timer.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** The session's transport, with this request counted as open until its response closes. */
  enter(id: string, res: ServerResponse): StreamableHTTPServerTransport | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    entry.open++;
    entry.lastActive = this.now();
    res.once("close", () => {
      entry.open--;
      entry.lastActive = this.now();
    });
    return entry.transport;
  }

  /**
   * Room for one more session (a function that gives the room back once the session is added or failed), or
   * the reason there is none. Expired sessions are let go first; an active one never is.
   */
  reserve(): (() => void) | string {
    this.expireIdle();
    if (this.entries.size + this.opening >= this.max)
      return `Session limit reached: this server holds ${this.max} MCP sessions at most and all are in use. Close a session you no longer need (end its client, or DELETE /mcp with its Mcp-Session-Id), or wait: a session with no request for ${duration(this.idleMs)} expires.`;
    this.opening++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.opening--;
    };
  }

  add(id: string, transport: StreamableHTTPServerTransport): void {
    this.entries.set(id, { transport, open: 0, lastActive: this.now() });
  }

  remove(id: string): void {
    this.entries.delete(id);
  }

  /** Closes the sessions that have had no request open for `idleMs`. */
  expireIdle(): void {
    const now = this.now();
    for (const [id, entry] of this.entries)
      if (entry.open === 0 && now - entry.lastActive >= this.idleMs) {
        this.entries.delete(id);
        entry.transport.close().catch(() => undefined);
      }
  }

  async closeAll(): Promise<void> {
    clearInterval(this.timer);
    const all = [...this.entries.values()];
    this.entries.clear();
    for (const entry of all) await entry.transport.close().catch(() => undefined);
  }
}
