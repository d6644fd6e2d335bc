// Which limit stopped a run, from host facts (caps, timers, exit codes) and the messages of the run.
import { describe, expect, it } from "vitest";
import { classifyLimit, type RunOutcome } from "./classify-limit.js";
import type { LimitName } from "./limits.js";

const base: RunOutcome = {
  exitCode: 0,
  signal: null,
  wallKilled: false,
  outputCapped: false,
  writtenCapped: false,
  stderr: "",
};

const cases: { name: string; outcome: Partial<RunOutcome>; limit: LimitName | null }[] = [
  { name: "a clean run", outcome: {}, limit: null },
  { name: "a plain failure", outcome: { exitCode: 1, stderr: "Error: no such payee" }, limit: null },
  { name: "stdout past the cap", outcome: { outputCapped: true, exitCode: 137 }, limit: "output" },
  { name: "written bytes past the cap", outcome: { writtenCapped: true }, limit: "file_size" },
  { name: "the wall clock", outcome: { wallKilled: true, exitCode: 137 }, limit: "wall" },
  { name: "CPU: SIGKILL at the hard limit", outcome: { exitCode: 137 }, limit: "cpu" },
  { name: "CPU: SIGXCPU", outcome: { exitCode: 152 }, limit: "cpu" },
  {
    name: "CPU: a shell reporting its child",
    outcome: { exitCode: 1, stderr: "CPU time limit exceeded" },
    limit: "cpu",
  },
  { name: "dash cannot fork", outcome: { exitCode: 2, stderr: "x.sh: 2: Cannot fork" }, limit: "processes" },
  {
    name: "bash cannot fork",
    outcome: { stderr: "bash: fork: retry: Resource temporarily unavailable" },
    limit: "processes",
  },
  { name: "node spawn EAGAIN", outcome: { exitCode: 1, stderr: "Error: spawn /bin/sleep EAGAIN" }, limit: "processes" },
  {
    name: "node thread start",
    outcome: { exitCode: 134, stderr: "pthread_create: Resource temporarily unavailable" },
    limit: "processes",
  },
  {
    name: "node's non-blocking write EAGAIN is not a fork",
    outcome: { exitCode: 1, stderr: "Error: EAGAIN: resource temporarily unavailable, write" },
    limit: null,
  },
  {
    name: "node heap",
    outcome: {
      exitCode: 134,
      stderr: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
    },
    limit: "memory",
  },
  {
    name: "node buffer",
    outcome: { exitCode: 1, stderr: "RangeError: Array buffer allocation failed" },
    limit: "memory",
  },
  { name: "python", outcome: { exitCode: 1, stderr: "MemoryError" }, limit: "memory" },
  { name: "libc ENOMEM", outcome: { exitCode: 1, stderr: "sh: Cannot allocate memory" }, limit: "memory" },
  { name: "EFBIG", outcome: { exitCode: 1, stderr: "code: 'EFBIG'" }, limit: "file_size" },
  { name: "SIGXFSZ", outcome: { exitCode: 153 }, limit: "file_size" },
  {
    name: "a full /tmp",
    outcome: { exitCode: 1, stderr: "head: error writing 'x': No space left on device" },
    limit: "file_size",
  },
  { name: "output beats the wall", outcome: { outputCapped: true, wallKilled: true }, limit: "output" },
  { name: "a fork failure beats the wall", outcome: { wallKilled: true, stderr: "Cannot fork" }, limit: "processes" },
  { name: "memory beats the wall", outcome: { wallKilled: true, stderr: "heap out of memory" }, limit: "memory" },
  { name: "SIGKILL by the wall is the wall", outcome: { wallKilled: true, exitCode: 137 }, limit: "wall" },
  // The run's cgroup: the kernel's own counts outrank what the run printed (or did not print).
  { name: "cgroup OOM kill (a SIGKILL, silent)", outcome: { exitCode: 137, cgroupOom: true }, limit: "memory" },
  { name: "cgroup OOM of a child, the run went on", outcome: { exitCode: 0, cgroupOom: true }, limit: "memory" },
  {
    name: "cgroup OOM beats a fork message and the wall",
    outcome: { wallKilled: true, cgroupOom: true, stderr: "Cannot fork" },
    limit: "memory",
  },
  { name: "cgroup refused a fork", outcome: { exitCode: 2, pidsRefused: true }, limit: "processes" },
  {
    name: "cgroup refused a fork, printed as ENOMEM",
    outcome: { exitCode: 1, pidsRefused: true, stderr: "Cannot allocate memory" },
    limit: "processes",
  },
  { name: "cgroup refusal beats the wall", outcome: { wallKilled: true, pidsRefused: true }, limit: "processes" },
  { name: "output beats a cgroup OOM", outcome: { outputCapped: true, cgroupOom: true }, limit: "output" },
  {
    // Issue 26 item 6: output past the cap, then node's own abort on an allocation it could not make.
    name: "output beats node's heap abort",
    outcome: { outputCapped: true, exitCode: 134, stderr: "FATAL ERROR: Reached heap limit Allocation failed" },
    limit: "output",
  },
  {
    name: "output beats a fork failure and a signal",
    outcome: { outputCapped: true, exitCode: 153, stderr: "sh: 1: Cannot fork" },
    limit: "output",
  },
  { name: "written bytes beat a cgroup OOM", outcome: { writtenCapped: true, cgroupOom: true }, limit: "file_size" },
  {
    name: "no cgroup facts: as before",
    outcome: { exitCode: 137, cgroupOom: false, pidsRefused: false },
    limit: "cpu",
  },
];

describe("classifyLimit", () => {
  it.each(cases)("$name: $limit", ({ outcome, limit }) => {
    expect(classifyLimit({ ...base, ...outcome })).toBe(limit);
  });
});
