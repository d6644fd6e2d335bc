// The outcome of a sandbox run (DECISIONS.md 10): succeeded only on exit 0 with no limit hit, else failed and why.
import type { LimitName } from "./run-codes.js";

export type RunStatus = "succeeded" | "failed";

export interface RunOutcome {
  status: RunStatus;
  /** Why the run failed, in words (the limit, the signal, the exit code); null when it succeeded. */
  reason: string | null;
}

export interface RunEnd {
  /** The command's exit status; null when none came back. */
  exitCode: number | null;
  /** The limit that stopped it, or null. */
  limit: LimitName | null;
  /** The signal that ended it (`SIGSEGV`), or null. */
  signal: string | null;
}

const limitWords: Record<LimitName, string> = {
  wall: "the wall-clock time limit",
  cpu: "the CPU time limit",
  memory: "the memory limit",
  processes: "the process limit",
  output: "the output limit",
  file_size: "the file size limit",
};

/** "the CPU time limit", for a run's `limit`. */
export function limitPhrase(limit: LimitName): string {
  // A name this build does not know (an answer from a newer runner) still reads as a limit.
  return limitWords[limit] ?? `the ${limit} limit`;
}

// Linux signal numbers (x86 and arm), for a shell's exit status 128 + n.
const signalNames = [
  "SIGHUP",
  "SIGINT",
  "SIGQUIT",
  "SIGILL",
  "SIGTRAP",
  "SIGABRT",
  "SIGBUS",
  "SIGFPE",
  "SIGKILL",
  "SIGUSR1",
  "SIGSEGV",
  "SIGUSR2",
  "SIGPIPE",
  "SIGALRM",
  "SIGTERM",
  "SIGSTKFLT",
  "SIGCHLD",
  "SIGCONT",
  "SIGSTOP",
  "SIGTSTP",
  "SIGTTIN",
  "SIGTTOU",
  "SIGURG",
  "SIGXCPU",
  "SIGXFSZ",
  "SIGVTALRM",
  "SIGPROF",
  "SIGWINCH",
  "SIGIO",
  "SIGPWR",
  "SIGSYS",
];

/** The signal a shell's exit status 128 + n stands for (`137` → `SIGKILL`); null for any other status. */
export function signalOfStatus(exitCode: number | null): string | null {
  if (exitCode === null || exitCode <= 128) return null;
  return signalNames[exitCode - 129] ?? null;
}

/** Succeeded only when the command exited 0 and no limit stopped it; otherwise failed, saying why. */
export function runOutcome(end: RunEnd): RunOutcome {
  const { exitCode, limit, signal } = end;
  const code = exitCode === null ? "" : ` (exit code ${exitCode})`;
  // The limit first: past it the process dies of whatever the sandbox did to it, which says less.
  if (limit !== null) return { status: "failed", reason: `stopped by ${limitPhrase(limit)}${code}` };
  if (signal !== null) return { status: "failed", reason: `killed by ${signal}${code}` };
  if (exitCode === null) return { status: "failed", reason: "it ended without an exit code" };
  if (exitCode !== 0) return { status: "failed", reason: `exit code ${exitCode}` };
  return { status: "succeeded", reason: null };
}

/** The title of a failed run: the command's plain name, never a done title that claims what did not happen. */
export function failedTitle(verbKey: string): string {
  return `${verbKey} failed`;
}
