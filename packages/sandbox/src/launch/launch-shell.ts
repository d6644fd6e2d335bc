// The first process of a run: a fixed shell script that joins the run's cgroups, sets its limits, then becomes bwrap.
import type { SandboxLimits } from "../limits/limits.js";

/** The per-process limits as the shell's `ulimit` takes them: seconds, 512-byte blocks, KiB, processes. */
export interface ShellLimits {
  cpuSeconds: number;
  fileBlocks: number;
  addressKiB: number;
  /** RLIMIT_NPROC, counted per host uid: only when each run has a uid of its own (the server is root). */
  processes: number | null;
}

/** A run's limits in the shell's units, rounded to the stricter side (a byte limit never grows). */
export function shellLimits(limits: SandboxLimits, withProcesses: boolean): ShellLimits {
  return {
    cpuSeconds: Math.max(1, Math.ceil(limits.cpuSeconds)),
    fileBlocks: Math.max(1, Math.floor(limits.fileBytes / 512)),
    addressKiB: Math.max(1, Math.floor(limits.addressSpaceBytes / 1024)),
    processes: withProcesses ? limits.processes : null,
  };
}

export const joinFailed = "sandbox: could not join the run's cgroup";
export const limitsFailed = "sandbox: could not set the run's limits";

/**
 * `/bin/sh -c <script>` that writes 0 to each of `joinFiles` (the run's cgroups' `tasks` files: this thread joins,
 * run-cgroup.ts), sets `limits` hard and soft, then execs `command` with `args`. The script is a constant for a number
 * of files: the paths, numbers and the command arrive as "$1"… and "$@", never parsed by the shell. It replaced
 * `prlimit` (issue 30): one exec less a run, and the limits still hold from before bubblewrap starts. ulimit sets both
 * the hard and the soft limit when given neither -H nor -S (POSIX); the process count is `-p` in dash and `-u` in
 * bash. A limit the shell cannot set, like a cgroup it cannot join, fails the run (exit 125) rather than run without.
 */
export function launchArgv(
  joinFiles: readonly string[],
  limits: ShellLimits | null,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  const lines: string[] = [];
  if (joinFiles.length > 0) {
    const joins = joinFiles.map((_, i) => `echo 0 >"$${i + 1}"`).join(" && ");
    lines.push(`{ ${joins}; } 2>/dev/null || { echo "${joinFailed}" >&2; exit 125; }`, `shift ${joinFiles.length}`);
  }
  if (limits) {
    const nproc = '{ [ "$4" = none ] || ulimit -p "$4" || ulimit -u "$4"; }';
    lines.push(
      `{ ulimit -t "$1" && ulimit -f "$2" && ulimit -v "$3" && ulimit -c 0 && ${nproc}; } 2>/dev/null || { echo "${limitsFailed}" >&2; exit 125; }`,
      "shift 4",
    );
  }
  lines.push('exec "$@"');
  const values = limits
    ? [limits.cpuSeconds, limits.fileBlocks, limits.addressKiB, limits.processes ?? "none"].map(String)
    : [];
  return {
    command: "/bin/sh",
    args: ["-c", lines.join("\n"), "packstudio-launch", ...joinFiles, ...values, command, ...args],
  };
}
