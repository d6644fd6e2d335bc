// Which limit stopped a run, from what the host saw: its own timers and caps, signals, and the run's errors.
import type { LimitName } from "./limits.js";

export interface RunOutcome {
  exitCode: number | null;
  signal: string | null;
  wallKilled: boolean;
  outputCapped: boolean;
  writtenCapped: boolean;
  stderr: string;
}

const forkFailed = /Resource temporarily unavailable|fork: retry|EAGAIN|Cannot fork|cannot fork/i;
const outOfMemory =
  /heap out of memory|Allocation failed|Cannot allocate memory|ENOMEM|out of memory|RangeError: Array buffer allocation failed/i;
const fileTooLarge = /File too large|EFBIG/i;

// bubblewrap exits 128 + n when its child is killed by signal n.
const SIGKILL = 9;
const SIGXCPU = 24;
const SIGXFSZ = 25;

export function classifyLimit(o: RunOutcome): LimitName | null {
  if (o.outputCapped) return "output";
  if (o.writtenCapped) return "file_size";
  if (forkFailed.test(o.stderr)) return "processes";
  const sig = o.exitCode !== null && o.exitCode > 128 ? o.exitCode - 128 : null;
  if (sig === SIGXCPU || o.signal === "SIGXCPU") return "cpu";
  if (sig === SIGXFSZ || o.signal === "SIGXFSZ" || fileTooLarge.test(o.stderr)) return "file_size";
  if (outOfMemory.test(o.stderr)) return "memory";
  if (o.wallKilled) return "wall";
  // The CPU hard limit ends with SIGKILL one second after SIGXCPU.
  if (sig === SIGKILL && !o.wallKilled) return "cpu";
  return null;
}
