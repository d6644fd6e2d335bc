// How many approval cards may wait for a person at once, per MCP session and over the whole server: each one
// holds a request open for up to APPROVAL_WAIT_MS, so a client calling in a loop must not pile them up.

/** Approvals one MCP session may have waiting at once (a person answers one card at a time). */
export const MAX_PENDING_PER_SESSION = 16;
/** Approvals waiting at once over every session of one server. */
export const MAX_PENDING_OVERALL = 64;

export interface ApprovalLimits {
  perSession: number;
  overall: number;
}

/** Thrown instead of asking: the card was not sent, and nothing ran. */
export class TooManyPending extends Error {}

export class ApprovalSlots {
  private readonly held = new Map<string, number>();
  private total = 0;

  constructor(
    readonly limits: ApprovalLimits = { perSession: MAX_PENDING_PER_SESSION, overall: MAX_PENDING_OVERALL },
  ) {}

  /** Cards waiting now (all sessions, or one). */
  pending(session?: string): number {
    return session === undefined ? this.total : (this.held.get(session) ?? 0);
  }

  /** A slot for one card of `session`, freed by the returned function (once); TooManyPending past a bound. */
  take(session: string): () => void {
    const mine = this.held.get(session) ?? 0;
    if (mine >= this.limits.perSession)
      throw new TooManyPending(
        `${mine} approvals already wait for a person in this MCP session (at most ${this.limits.perSession}): have the person answer them, then call again`,
      );
    if (this.total >= this.limits.overall)
      throw new TooManyPending(
        `${this.total} approvals already wait for a person on this server (at most ${this.limits.overall} over all sessions): call again once some are answered`,
      );
    this.held.set(session, mine + 1);
    this.total++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.total--;
      const left = (this.held.get(session) ?? 1) - 1;
      if (left > 0) this.held.set(session, left);
      else this.held.delete(session);
    };
  }
}
