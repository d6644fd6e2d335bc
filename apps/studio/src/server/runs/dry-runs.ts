// What the studio asks of dry-runs, wherever they run (DECISIONS.md 15): in this process's sandbox, or on runners.
import type {
  DryRunInput,
  DryRunResult,
  ReadinessInput,
  RunReadiness,
  Sandbox,
  SandboxStatus,
} from "@packstudio/sandbox";

/** The sandbox's status as the studio shows it; with runners, theirs, summed. */
export type RunsStatus = SandboxStatus & {
  concurrency: number;
  running: number;
  /** Bytes of session workspaces this process holds (none with runners: they are in the database). */
  workspaceBytes: number;
  /** Where runs go: this process, or runners (with how many are reachable and how many runs wait). */
  runs: { mode: "here" } | { mode: "queue"; runners: number; queued: number };
};

export interface DryRuns {
  dryRun(input: DryRunInput): Promise<DryRunResult>;
  status(): Promise<RunsStatus>;
  readiness(input: ReadinessInput): Promise<RunReadiness>;
}

/** Runs in this process's own sandbox: the embedded default. */
export function localRuns(sandbox: Sandbox): DryRuns {
  return {
    dryRun: (input) => sandbox.dryRun(input),
    status: async () => ({ ...sandbox.status(), runs: { mode: "here" } }),
    readiness: async (input) => sandbox.readiness(input),
  };
}
