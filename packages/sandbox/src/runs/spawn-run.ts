// Starting the launch shell → bwrap → the sandbox's steps, with a wall clock, output caps and the workspace's pipes.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { SandboxLimits } from "../limits/limits.js";
import type { SpawnMarks } from "./run-steps.js";

/** The node functions a run needs, handed in so that `spawnRunWith` refers to nothing outside itself. */
export interface SpawnDeps {
  spawn: typeof spawn;
  readdirSync: typeof readdirSync;
  readFileSync: typeof readFileSync;
}

export const spawnDeps: SpawnDeps = { spawn, readdirSync, readFileSync };

export interface SpawnSpec {
  /** The launch shell with its script, then bwrap's path and arguments (launch-shell.ts). */
  command: string;
  args: string[];
  /** Run as this uid/gid on the host (when the server is root). */
  uid?: number;
  gid?: number;
  /** Bytes for the extra fd 3 (the seccomp program), if any. */
  fd3?: Buffer;
  /** Bytes for fd 4 (the workspace archive the sandbox restores), if any. */
  fd4?: Buffer;
  /** Read fd 5 (the status line and archive the sandbox writes back), at most this many bytes. */
  fd5Cap?: number;
  limits: SandboxLimits;
  /** The host's own wall clock; the command's (`limits.wallMs`) when not given. */
  wallMs?: number;
  /** The command's wall clock, counted from the restore mark on fd 5 (inside-steps.ts): there the command (the
   * sandbox's PID 1's children) is killed, and PID 1 goes on to write the status and the workspace back. */
  commandWallMs?: number;
  /** The command's stdout and stderr come on fds 6 and 7 (the sandbox's steps move them there), bubblewrap's own
   * messages on 2. Then the run is answered once the status came and fds 5 to 7 closed, that is once the
   * sandbox's last step ended, without waiting for its namespaces to be torn down (about 1 ms). */
  commandFds?: boolean;
  /** The run's cgroup.procs file: at a limit, every process listed but bubblewrap's monitor is killed (cheaper
   * than scanning /proc for the monitor's children). */
  procsFile?: string;
}

export interface SpawnResult {
  exitCode: number | null;
  signal: string | null;
  stdout: Buffer;
  stderr: Buffer;
  stdoutTruncated: boolean;
  stderrTruncated: boolean;
  wallKilled: boolean;
  outputCapped: boolean;
  /** What came on fd 5 (empty when it was not asked for). */
  fd5: Buffer;
  /** fd 5 went past its cap: the run was stopped and fd5 is incomplete. */
  fd5Capped: boolean;
  /** The command was stopped at its own wall clock (`commandWallMs`); the steps after it still ran. */
  commandStopped: boolean;
  durationMs: number;
  /** When each step ended (the marks on fd 5, run-steps.ts). */
  marks: SpawnMarks;
  /** The first process's pid (bubblewrap's monitor once the chain has exec'd): it may still be ending when a run
   * is answered before its exit (`commandFds`), and must then be left to reap the sandbox's PID 1. */
  pid: number | undefined;
}

/** Host pids whose parent is `parent`, from /proc/<pid>/stat (some kernels lack /proc/<pid>/task/<pid>/children). */
export function childrenOf(parent: number, deps: SpawnDeps = spawnDeps): number[] {
  const found: number[] = [];
  for (const name of deps.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = deps.readFileSync(`/proc/${name}/stat`, "latin1");
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) found.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export function spawnRun(spec: SpawnSpec): Promise<SpawnResult> {
  return spawnRunWith(spawnDeps, spec, childrenOf);
}

/**
 * The run itself, with node's functions in `deps` (tests hand in their own). It runs in the run process
 * (run-process.ts): forking a studio of hundreds of MiB stalls it for tens of milliseconds.
 */
export function spawnRunWith(
  deps: SpawnDeps,
  spec: SpawnSpec,
  childrenOfParent: (parent: number, deps: SpawnDeps) => number[],
): Promise<SpawnResult> {
  // The system's monotonic clock, shared with the studio's process (run-steps.ts clockMs).
  const clock = () => Number(process.hrtime.bigint()) / 1e6;
  const started = clock();
  return new Promise((resolve) => {
    const child = deps.spawn(spec.command, spec.args, {
      env: {} as NodeJS.ProcessEnv, // bubblewrap itself starts with an empty environment
      // fd 3 to 5 are pipes when any is asked for: bubblewrap hands them on, and a missing one would be closed.
      // With `commandFds`, the command's output comes on 6 and 7 and bubblewrap's monitor holds only 0 to 2.
      stdio: spec.commandFds
        ? ["ignore", "ignore", "pipe", "pipe", "pipe", "pipe", "pipe", "pipe"]
        : [
            "ignore",
            "pipe",
            "pipe",
            ...(spec.fd3 || spec.fd4 || spec.fd5Cap ? (["pipe", "pipe", "pipe"] as const) : []),
          ],
      detached: true,
      ...(spec.uid !== undefined && { uid: spec.uid, gid: spec.gid ?? spec.uid }),
    });
    const spawned = clock();
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let stdoutTruncated = false;
    let stderrTruncated = false;
    let wallKilled = false;
    let commandStopped = false;
    let commandWall: NodeJS.Timeout | undefined;
    let outputCapped = false;
    const archive: Buffer[] = [];
    let archiveBytes = 0;
    let fd5Capped = false;
    // The first bytes of fd 5: two step marks, then the status line (inside-steps.ts); when each came.
    let head = 0;
    let ready: number | null = null;
    let restored: number | null = null;
    let status: number | null = null;
    let done = false;
    let stopping = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    };
    // At a limit: the sandbox's PID 1 first (the kernel then ends its whole namespace), so bubblewrap's monitor
    // reaps it and exits by itself; killing the monitor first would leave PID 1 a zombie for the host's init.
    // The group goes too, shortly after, in case the monitor does not.
    const kill = () => {
      if (stopping || done || !child.pid) return;
      stopping = true;
      const monitor = child.pid;
      let inner: number[];
      try {
        inner = spec.procsFile
          ? String(deps.readFileSync(spec.procsFile, "latin1"))
              .split("\n")
              .filter((line) => line !== "" && Number(line) !== monitor)
              .map(Number)
          : childrenOfParent(monitor, deps);
      } catch {
        inner = childrenOfParent(monitor, deps);
      }
      for (const pid of inner) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
      if (inner.length === 0) killGroup();
      else setTimeout(() => done || killGroup(), 250).unref();
    };
    // At the command's wall clock: its processes are PID 1's children (the command, and orphans PID 1 inherited).
    // Killed, PID 1's wait returns, it kills whatever is left in the namespace and writes the workspace back, as
    // timeout(1) inside let it before issue 30 (one process less a run). PID 1 is the monitor's one child.
    const stopCommand = () => {
      if (stopping || done || status !== null || !child.pid) return;
      const pid1 = childrenOfParent(child.pid, deps)[0];
      if (pid1 === undefined) {
        wallKilled = true;
        kill();
        return;
      }
      commandStopped = true;
      for (const pid of childrenOfParent(pid1, deps)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // gone meanwhile
        }
      }
    };
    const take = (chunk: Buffer, chunks: Buffer[], used: number, cap: number): [number, boolean] => {
      const room = cap - used;
      if (chunk.length <= room) {
        chunks.push(chunk);
        return [used + chunk.length, false];
      }
      if (room > 0) chunks.push(chunk.subarray(0, room));
      return [cap, true];
    };
    const stream = (fd: number) => (child.stdio as unknown[])[fd] as NodeJS.ReadableStream | null | undefined;
    const onOut = (chunk: Buffer) => {
      if (stdoutTruncated || done) return;
      [outBytes, stdoutTruncated] = take(chunk, out, outBytes, spec.limits.stdoutBytes);
      if (stdoutTruncated) {
        outputCapped = true;
        kill();
      }
    };
    const onErr = (chunk: Buffer) => {
      if (stderrTruncated || done) return;
      [errBytes, stderrTruncated] = take(chunk, err, errBytes, spec.limits.stderrBytes);
      if (stderrTruncated) {
        outputCapped = true;
        kill();
      }
    };
    (spec.commandFds ? stream(6) : child.stdout)?.on("data", onOut);
    // bubblewrap's and the launch shell's own messages (a failed start) join the command's stderr.
    child.stderr?.on("data", onErr);
    if (spec.commandFds) stream(7)?.on("data", onErr);
    // Answered once the status came and fds 5 to 7 closed: PID 1 (tar by then) has ended its steps.
    let open = spec.commandFds ? 3 : 0;
    for (const fd of spec.commandFds ? [5, 6, 7] : []) {
      stream(fd)?.on("error", () => {});
      stream(fd)?.on("close", () => {
        open--;
        if (open === 0 && status !== null) finish(null, null, true);
      });
    }
    for (const [fd, bytes] of [
      [3, spec.fd3],
      [4, spec.fd4],
    ] as const) {
      const pipe = (child.stdio as unknown[])[fd] as NodeJS.WritableStream | null | undefined;
      // The sandbox may close its end early (a failed restore): that is its error, not the server's.
      pipe?.on("error", () => {});
      pipe?.end(bytes ?? Buffer.alloc(0));
    }
    const fd5 = (child.stdio as unknown[])[5] as NodeJS.ReadableStream | null | undefined;
    fd5?.on("error", () => {});
    fd5?.on("data", (chunk: Buffer) => {
      if (status === null) {
        const at = clock();
        for (let i = 0; i < chunk.length && status === null && head < 8; i++, head++) {
          if (head === 0) ready = at;
          else if (head === 1) {
            restored = at;
            if (spec.commandWallMs !== undefined) commandWall = setTimeout(stopCommand, spec.commandWallMs);
          }
          if (chunk[i] === 10) {
            status = at;
            clearTimeout(commandWall);
          }
        }
      }
      if (fd5Capped) return;
      [archiveBytes, fd5Capped] = take(chunk, archive, archiveBytes, spec.fd5Cap ?? 0);
      if (fd5Capped) {
        // Past the cap the archive is not kept: let its bytes go now rather than copy them into one buffer.
        archive.length = 0;
        kill();
      }
    });
    const wall = setTimeout(() => {
      wallKilled = true;
      kill();
    }, spec.wallMs ?? spec.limits.wallMs);
    let linger: NodeJS.Timeout | undefined;
    const finish = (exitCode: number | null, signal: string | null, early = false) => {
      if (done) return;
      done = true;
      const closed = clock();
      clearTimeout(wall);
      clearTimeout(commandWall);
      // Before the monitor's exit, it is left to reap PID 1; should it never exit, the group goes after all.
      if (early) linger = setTimeout(killGroup, 10_000).unref();
      else killGroup(); // anything left in the group
      resolve({
        exitCode,
        signal,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
        stdoutTruncated,
        stderrTruncated,
        wallKilled,
        outputCapped,
        fd5: Buffer.concat(archive),
        fd5Capped,
        commandStopped,
        durationMs: closed - started,
        marks: { spawned, ready, restored, status, closed },
        pid: child.pid,
      });
    };
    child.on("error", (error) => {
      err.push(Buffer.from(`could not start the sandbox: ${error.message}\n`));
      finish(null, null);
    });
    child.on("close", (code, signal) => {
      if (!done) return finish(code, signal);
      clearTimeout(linger);
      killGroup();
    });
  });
}
