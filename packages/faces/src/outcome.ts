// Whether a run succeeded (DECISIONS.md 10): exit 0 and no limit hit, else failed and why.
// To be replaced by core's shared outcome function once that branch is merged (one source of truth).

export interface RunOutcome {
  succeeded: boolean;
  exitCode: number | null;
  limit: string | null;
  /** Why it failed, in plain words ("exit code 3", "stopped by the wall limit"); null when it succeeded. */
  why: string | null;
}

export function runOutcome(run: { exitCode: number | null; limit: string | null }): RunOutcome {
  const { exitCode, limit } = run;
  const why =
    limit !== null
      ? `stopped by the ${limit} limit`
      : exitCode === null
        ? "killed by a signal"
        : exitCode !== 0
          ? `exit code ${exitCode}`
          : null;
  return { succeeded: why === null, exitCode, limit, why };
}
