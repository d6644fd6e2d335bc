// Which limit stopped a run, from what the host saw: its own timers and caps, signals, and the run's errors.
import type { LimitName } from "./limits.js";

export interface RunOutcome {
  exitCode: number | null;
  signal: string | null;
  wallKilled: boolean;
  outputCapped: boolean;
  writtenCapped: boolean;
  stderr: string;
  /** The run's cgroup saw the kernel kill a process at the memory budget (run-cgroup.ts). */
  cgroupOom?: boolean;
  /** The run's cgroup refused a fork or thread at the process budget. */
  pidsRefused?: boolean;
}

// The process limit shows only as failed forks and thread starts. libc's "Resource temporarily unavailable"
// is matched case-sensitively: node's own "resource temporarily unavailable, write" is a non-blocking write, not a fork.
const forkFailed =
  /Cannot fork|cannot fork|can't fork|fork: retry|Resource temporarily unavailable|\b(spawn|spawnSync|fork)\b[^\n]*\bEAGAIN\b|pthread_create|uv_thread_create/;
const outOfMemory =
  /heap out of memory|Allocation failed|Cannot allocate memory|\bENOMEM\b|out of memory|Array buffer allocation failed|MemoryError|bad_alloc|memory exhausted/i;
// EFBIG is the per-file limit; ENOSPC is the size of the sandbox's /tmp (the written-bytes budget).
const fileTooLarge = /File too large|\bEFBIG\b|File size limit exceeded|No space left on device|\bENOSPC\b/i;

// bubblewrap exits 128 + n when its child is killed by signal n.
const SIGKILL = 9;
const SIGXCPU = 24;
const SIGXFSZ = 25;

export function classifyLimit(o: RunOutcome): LimitName | null {
  // What the host itself cut comes first: those are facts, the rest is read from signals and messages.
  if (o.outputCapped) return "output";
  if (o.writtenCapped) return "file_size";
  // Then what the run's cgroup counted: facts too, where text on stderr is a guess (and may be the pack's own).
  if (o.cgroupOom) return "memory";
  if (o.pidsRefused) return "processes";
  if (forkFailed.test(o.stderr)) return "processes";
  const sig = o.exitCode !== null && o.exitCode > 128 ? o.exitCode - 128 : null;
  if (sig === SIGXCPU || o.signal === "SIGXCPU" || /CPU time limit exceeded/.test(o.stderr)) return "cpu";
  if (sig === SIGXFSZ || o.signal === "SIGXFSZ" || fileTooLarge.test(o.stderr)) return "file_size";
  if (outOfMemory.test(o.stderr)) return "memory";
  if (o.wallKilled) return "wall";
  // The CPU limit is set with soft = hard, so the kernel ends the process with SIGKILL, not SIGXCPU.
  if (sig === SIGKILL) return "cpu";
  return null;
}
