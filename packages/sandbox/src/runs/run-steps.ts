// A run's steps in time, for the bench's breakdown: marks on one clock that the studio and the run process share.

/** Milliseconds on the system's monotonic clock: the same clock in every process (performance.now() is not). */
export const clockMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** When each step of the sandbox's side ended, as the run process saw it (clockMs). null: it never came. */
export interface SpawnMarks {
  /** The first program of the chain was started (spawn returned). */
  spawned: number;
  /** The sandbox's PID 1 began its steps (the first mark on fd 5): the cgroup joined, the limits set, bubblewrap up. */
  ready: number | null;
  /** The workspace was restored (the second mark on fd 5); the command starts. */
  restored: number | null;
  /** The command's exit status came (its line on fd 5). */
  status: number | null;
  /** The sandbox ended and every pipe closed: the workspace has come back. */
  closed: number;
}

/** The host's and the run process's marks of one run (clockMs). */
export interface RunMarks {
  /** dryRun was called. */
  entered: number;
  /** The run was handed to the run process. */
  handed: number;
  /** The run process got it. */
  received: number;
  spawn: SpawnMarks;
  /** The run process had read everything back (archive parsed, side effects, the next archive). */
  answered: number;
  /** The host had the answer. */
  returned: number;
  /** The host had judged the run (cgroup outcome, session kept, pack folder removed). */
  done: number;
  /** Time the host spent on the run's cgroup before handing it over (made or checked, counters reset)… */
  cgroupBeforeMs: number;
  /** …and after the answer (leftovers killed, the outcome read). */
  cgroupAfterMs: number;
}

/** A run's wall clock in steps (ms); they add up to `total`. What a dry-run asked with `timing` gets back. */
export interface RunSteps {
  /** The plan, the checks, the pack's folder, the workspace archive (the host's cgroup work is `cgroup`). */
  prepare: number;
  /** The host's cgroup work: made or checked, counters reset, then the outcome read and leftovers killed. */
  cgroup: number;
  /** To the run process and back (the message and its answer). */
  hop: number;
  /** Starting the chain's first program from the run process (fork and exec). */
  spawn: number;
  /** Joining the cgroup, setting the limits, bubblewrap's namespaces and mounts, up to the sandbox's PID 1. */
  bwrap: number;
  /** Restoring the workspace inside the sandbox (archive in). */
  restore: number;
  /** The command itself, started under its wall clock, to its exit status. */
  program: number;
  /** Archiving the workspace inside the sandbox, to the sandbox's end (archive out). */
  archive: number;
  /** Reading it back in the run process: the exit status, the archive, the side effects, the next archive. */
  parse: number;
  /** The host's judgement after the answer (the session's workspace kept, the pack's folder removed). */
  finish: number;
  total: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** The steps between the marks; a mark that never came leaves its step 0 and the time with the next one. */
export function stepsOf(marks: RunMarks): RunSteps {
  const { spawn: s } = marks;
  const ready = s.ready ?? s.spawned;
  const restored = s.restored ?? ready;
  const status = s.status ?? restored;
  const between = (from: number, to: number) => round(Math.max(0, to - from));
  return {
    prepare: round(Math.max(0, marks.handed - marks.entered - marks.cgroupBeforeMs)),
    cgroup: round(marks.cgroupBeforeMs + marks.cgroupAfterMs),
    hop: round(Math.max(0, marks.received - marks.handed) + Math.max(0, marks.returned - marks.answered)),
    spawn: between(marks.received, s.spawned),
    bwrap: between(s.spawned, ready),
    restore: between(ready, restored),
    program: between(restored, status),
    archive: between(status, s.closed),
    parse: between(s.closed, marks.answered),
    finish: round(Math.max(0, marks.done - marks.returned - marks.cgroupAfterMs)),
    total: between(marks.entered, marks.done),
  };
}
