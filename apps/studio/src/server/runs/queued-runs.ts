// Dry-runs handed to runners (DECISIONS.md 15; PACKSTUDIO_RUNS=queue): this web process runs none itself. A run
// goes into the queue in PostgreSQL and its answer comes back through it; the sandbox's status is the runners'.
import type { QueueHealth, RunQueueClient } from "@packstudio/db/run-queue";
import type {
  DryRunInput,
  DryRunResult,
  ReadinessInput,
  RunReadiness,
  Sandbox,
  SandboxStatus,
} from "@packstudio/sandbox";
import type { DryRuns, RunsStatus } from "./dry-runs";

/** The runners' status is read at most this often (the studio asks "can it run" as the person types). */
const statusEveryMs = 2_000;

const noRunner: SandboxStatus = {
  available: false,
  bwrap: null,
  cgroup: { kind: "none", reason: "no runner is reachable" },
  message:
    "Dry-runs go to runners, and none is reachable (no heartbeat in the last 30 s): start one with `npm run runner -w @packstudio/studio` on a machine with bubblewrap. Plans still work.",
};

/** The studio's status from the runners seen: the first ready runner's sandbox, counts summed over all. */
export function statusFromRunners(health: QueueHealth): RunsStatus {
  const live = health.runners.filter((r) => !r.draining);
  const ready = live.find((r) => (r.sandbox as Partial<SandboxStatus> | null)?.available === true);
  const sandbox = (ready?.sandbox as SandboxStatus | undefined) ?? noRunner;
  const runners = `${live.length} runner${live.length === 1 ? "" : "s"}`;
  return {
    ...sandbox,
    message: ready ? `Dry-runs go to ${runners}. ${sandbox.message}` : sandbox.message,
    concurrency: live.reduce((n, r) => n + r.concurrency, 0),
    running: live.reduce((n, r) => n + r.running, 0),
    workspaceBytes: 0,
    runs: { mode: "queue", runners: live.length, queued: health.queued },
  };
}

export class QueuedRuns implements DryRuns {
  private cached: { at: number; status: Promise<RunsStatus> } | undefined;

  /** `local`: this process's sandbox settings, for the checks "can it run" makes without a machine (no run). */
  constructor(
    private readonly client: () => Promise<RunQueueClient>,
    private readonly local: Sandbox,
  ) {}

  async dryRun(input: DryRunInput): Promise<DryRunResult> {
    let client: RunQueueClient;
    try {
      client = await this.client();
    } catch {
      // The database is down or unreachable: a refusal to retry, not a server error (its words stay in the log).
      return {
        ok: false,
        error: {
          code: "busy",
          names: [],
          message: "The run queue cannot be reached right now: retry in a few seconds.",
        },
      };
    }
    // The client address counts the session's workspace bytes (DECISIONS.md 10), as in one process.
    return (await client.submit({ session: input.session, client: input.client ?? "local", input })) as DryRunResult;
  }

  status(): Promise<RunsStatus> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > statusEveryMs) {
      const status = this.client().then(async (c) => statusFromRunners(await c.health()));
      this.cached = { at: now, status };
      status.catch(() => {
        if (this.cached?.status === status) this.cached = undefined;
      });
    }
    return this.cached.status;
  }

  async readiness(input: ReadinessInput): Promise<RunReadiness> {
    return this.local.readiness(input, await this.status());
  }
}
