// A cgroup per sandbox uid (v1 memory + pids) capping a run's memory and process count as a whole, and (cpu) its share of the CPU.
import { chownSync, existsSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchArgv } from "../launch/launch-shell.js";
import { type CgroupSupport, cgroupSupport, makeCgroupDir } from "./cgroup-support.js";
import type { SandboxLimits } from "./limits.js";

export { type CgroupSupport, cgroupSupport } from "./cgroup-support.js";

export interface RunCgroup {
  /** The cgroups' `tasks` files the run's first process joins by writing 0 to each (launch-shell.ts). */
  readonly joinFiles: string[];
  /** Whether the run has a cpu cgroup of its own (its weight is then the cgroup's, whatever its nice value). */
  readonly hasCpu: boolean;
  /** The command line that first joins the cgroup, then execs `command` with `args` (spawn it as the run's uid). */
  wrap(command: string, args: string[]): { command: string; args: string[] };
  /** Before a run: zero the peak and failure counters, note the kill and refusal counts. */
  reset(): void;
  /** After a run: what the cgroup saw since `reset`. */
  outcome(): RunCgroupOutcome;
  /** SIGKILLs whatever is still in the cgroup but `except`; how many it found. */
  kill(except?: number): number;
  /** The cgroup.procs file listing the run's processes (the memory controller's: every process joins it). */
  readonly procsFile: string;
  /** Kills what is left, then removes the cgroup; false when it could not (it stays for the next start to sweep). */
  remove(): boolean;
}

export interface RunCgroupOutcome {
  /** The kernel killed a process of the run at the memory budget. */
  oomKilled: boolean;
  /** A fork or thread start was refused at the process budget. */
  pidsRefused: boolean;
  /** The most memory the run held at once (bytes), when the kernel reports it. */
  peakBytes: number | null;
}

export interface RunBudget {
  memoryBytes: number;
  processes: number;
}

const live = new Map<string, SlotCgroup>();
const swept = new Set<string>();
let exitHook = false;

const read = (path: string): string => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};
const counter = (text: string, name: string): number =>
  Number(new RegExp(`^${name} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Removes empty slot cgroups left in `parent` by servers that are gone (a crash skips the exit hook); cgroups
 * that still hold processes stay. How many it removed. */
export function sweepStaleCgroups(parent: string): number {
  let names: string[] = [];
  try {
    names = readdirSync(parent);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = /^packstudio-(\d+)-/.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid || existsSync(`/proc/${pid}`)) continue;
    try {
      rmdirSync(join(parent, name));
      removed++;
    } catch {
      // still holds processes, or not ours to remove
    }
  }
  return removed;
}

/** Once per parent and process: the first cgroup made there. */
function sweep(parent: string): void {
  if (swept.has(parent)) return;
  swept.add(parent);
  sweepStaleCgroups(parent);
}

class SlotCgroup implements RunCgroup {
  private readonly dirs: string[];
  readonly hasCpu: boolean;
  private applied: RunBudget | undefined;
  private oomBefore = 0;
  private refusedBefore = 0;

  constructor(
    readonly name: string,
    private readonly memory: string,
    private readonly pids: string | null,
    private readonly uid: number | undefined,
    private budget: RunBudget,
    cpu: string | null = null,
  ) {
    this.dirs = [memory, ...(pids ? [pids] : []), ...(cpu ? [cpu] : [])];
    this.hasCpu = cpu !== null;
  }

  /** Makes the folders if missing and writes the budget; cheap when nothing changed. */
  ensure(budget: RunBudget): void {
    const fresh = this.dirs.some((dir) => !existsSync(dir));
    if (!fresh && this.applied?.memoryBytes === budget.memoryBytes && this.applied.processes === budget.processes)
      return;
    for (const dir of this.dirs) makeCgroupDir(dir);
    this.budget = budget;
    this.writeMemory(budget.memoryBytes);
    if (this.pids) writeFileSync(join(this.pids, "pids.max"), String(budget.processes));
    // The run's uid may add itself here, and only here: every other cgroup's files stay root's, so it cannot leave.
    // Its `tasks` file, not cgroup.procs: see joinFiles.
    if (this.uid !== undefined) for (const dir of this.dirs) chownSync(join(dir, "tasks"), this.uid, this.uid);
    this.applied = budget;
  }

  /** memory + swap is never below memory alone: raise it first, lower it last. Absent without swap accounting. */
  private writeMemory(bytes: number): void {
    const memsw = join(this.memory, "memory.memsw.limit_in_bytes");
    const hasMemsw = existsSync(memsw);
    const raising = hasMemsw && Number(read(memsw)) < bytes;
    if (raising) writeFileSync(memsw, String(bytes));
    writeFileSync(join(this.memory, "memory.limit_in_bytes"), String(bytes));
    if (hasMemsw && !raising) writeFileSync(memsw, String(bytes));
  }

  get procsFile(): string {
    return join(this.dirs[0] ?? "", "cgroup.procs");
  }

  private procsFiles(): string[] {
    return this.dirs.map((dir) => join(dir, "cgroup.procs"));
  }

  /**
   * The shell that starts a run joins before it execs the chain, so no process of the run exists outside the cgroup.
   * It joins by writing 0 ("this thread") to each `tasks` file: the shell has one thread, so that moves all of it,
   * and everything it execs and starts is born inside. Writing a pid to cgroup.procs moves a whole thread group,
   * which takes the kernel's cgroup_threadgroup_rwsem for writing: the first such move after a quiet while waits
   * for an RCU grace period, measured at 10 to 12 ms a run here (issue 30); a thread's own move takes no such lock.
   */
  get joinFiles(): string[] {
    return this.dirs.map((dir) => join(dir, "tasks"));
  }

  wrap(command: string, args: string[]): { command: string; args: string[] } {
    return launchArgv(this.joinFiles, null, command, args);
  }

  reset(): void {
    this.ensure(this.budget);
    // Writing 0 sets the peak to the current use and the failure count to 0; the kill counts only go up.
    for (const file of ["memory.max_usage_in_bytes", "memory.failcnt"]) {
      try {
        writeFileSync(join(this.memory, file), "0");
      } catch {
        // an older kernel without the file: the outcome then has less to say
      }
    }
    this.oomBefore = counter(read(join(this.memory, "memory.oom_control")), "oom_kill");
    this.refusedBefore = this.pids ? counter(read(join(this.pids, "pids.events")), "max") : 0;
  }

  outcome(): RunCgroupOutcome {
    const control = read(join(this.memory, "memory.oom_control"));
    // Kernels before 4.13 do not count kills: a hit of the limit (failcnt) is the nearest fact they give.
    const oomKilled = /^oom_kill /m.test(control)
      ? counter(control, "oom_kill") > this.oomBefore
      : Number(read(join(this.memory, "memory.failcnt")) || 0) > 0;
    const pidsRefused = this.pids ? counter(read(join(this.pids, "pids.events")), "max") > this.refusedBefore : false;
    const peak = read(join(this.memory, "memory.max_usage_in_bytes")).trim();
    return { oomKilled, pidsRefused, peakBytes: peak && Number.isFinite(Number(peak)) ? Number(peak) : null };
  }

  private members(): number[] {
    const pids = new Set<number>();
    for (const file of this.procsFiles())
      for (const line of read(file).split("\n")) if (/^\d+$/.test(line)) pids.add(Number(line));
    return [...pids];
  }

  kill(except?: number): number {
    const members = this.members().filter((pid) => pid !== except);
    for (const pid of members) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone meanwhile
      }
    }
    return members.length;
  }

  remove(): boolean {
    // A killed process leaves the cgroup only once it is reaped: wait a little for its parent to do so.
    for (let i = 0; i < 100 && this.kill() > 0; i++) sleepSync(20);
    let removed = true;
    for (const dir of this.dirs) {
      try {
        if (existsSync(dir)) rmdirSync(dir);
      } catch {
        removed = false;
      }
    }
    if (removed) live.delete(this.name);
    this.applied = undefined;
    return removed;
  }
}

/** The CPU weight all runs of this host share (the cpu.shares of the folder holding every run's cpu cgroup;
 * a session of processes at nice 0 weighs 1,024). See runsCpuParent. */
export const runsCpuShares = 512;

/**
 * The folder below which every run's cpu cgroup goes, made once with the runs' shared weight. Why: bubblewrap
 * starts each run in a session of its own (--new-session, against terminal injection), and with the kernel's
 * autogroups each session weighs as much as the whole studio, whatever its nice value: four runs spinning took
 * four fifths of the CPU from the server. A cgroup of its own takes runs out of autogroup scheduling, and one
 * shared folder keeps all of them together at half of one session's weight however many run; half,
 * not the least weight there is, so runs still make progress on a machine that is busy with something else.
 */
function runsCpuParent(cpuParent: string): string {
  const dir = join(cpuParent, "packstudio-runs");
  makeCgroupDir(dir);
  writeFileSync(join(dir, "cpu.shares"), String(runsCpuShares));
  return dir;
}

/** The cgroup of one sandbox uid (one run at a time uses it), made on first use; null where the host has none.
 * Keyed by uid, unique per concurrent run (by the uidBase convention); by slot when the server is not root. */
export function runCgroupFor(
  slot: number,
  uid: number | undefined,
  budget: RunBudget,
  support: CgroupSupport = cgroupSupport(),
): RunCgroup | null {
  if (support.kind !== "v1") return null;
  const name = `packstudio-${process.pid}-${uid ?? `slot${slot}`}`;
  let group = live.get(name);
  if (!group) {
    sweep(support.memoryParent);
    if (support.pidsParent) sweep(support.pidsParent);
    let cpu: string | null = null;
    if (support.cpuParent) {
      try {
        cpu = runsCpuParent(support.cpuParent);
        sweep(cpu);
      } catch {
        cpu = null; // the weight is a courtesy to other requests; memory and processes are the limits
      }
    }
    group = new SlotCgroup(
      name,
      join(support.memoryParent, name),
      support.pidsParent ? join(support.pidsParent, name) : null,
      uid,
      budget,
      cpu ? join(cpu, name) : null,
    );
    live.set(name, group);
    if (!exitHook) {
      exitHook = true;
      process.once("exit", removeRunCgroups);
    }
  }
  group.ensure(budget);
  return group;
}

/** Removes every cgroup this process made (at exit, and for tests). */
export function removeRunCgroups(): void {
  for (const group of [...live.values()]) group.remove();
}

const MiB = 1024 * 1024;

/** The per-process caps that apply without a cgroup (DECISIONS.md "Sandbox"): node 20 needs about 720 MiB of
 * address space just to start, so 896 MiB leaves it some room; 16 processes still fit node (7 to 11 threads,
 * which count) and a few shells. A run can then hold at most 16 × 896 MiB = 14 GiB, instead of 64 × 1 GiB. */
export const noCgroupCaps = { addressSpaceBytes: 896 * MiB, nodeHeapMiB: 128, processes: 16 } as const;

/** The limits a run gets on this host. With a cgroup they are the settings' own: node's heap keeps its cap (V8
 * will not size a heap below about 256 MiB from a cgroup file, so the file cannot ask for less), and the kernel
 * stops the run as a whole at its memory budget, which the outcome reports as "memory". */
export function effectiveLimits(limits: SandboxLimits, support: CgroupSupport): SandboxLimits {
  if (support.kind === "v1") return limits;
  return {
    ...limits,
    addressSpaceBytes: Math.min(limits.addressSpaceBytes, noCgroupCaps.addressSpaceBytes),
    nodeHeapMiB: Math.min(limits.nodeHeapMiB, noCgroupCaps.nodeHeapMiB),
    processes: Math.min(limits.processes, noCgroupCaps.processes),
  };
}
