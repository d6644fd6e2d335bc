// Starting prlimit → bwrap → the command directly (no shell), with a wall clock, output caps and a written-bytes cap.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { SandboxLimits } from "./limits.js";

export interface SpawnSpec {
  /** prlimit's path, its options, then bwrap's path and arguments. */
  command: string;
  args: string[];
  /** Run as this uid/gid on the host (when the server is root). */
  uid?: number;
  gid?: number;
  /** Bytes for the extra fd 3 (the seccomp program), if any. */
  fd3?: Buffer;
  limits: SandboxLimits;
  /** Host folders whose total size is capped while the run goes. */
  watched: string[];
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
  writtenCapped: boolean;
  durationMs: number;
}

async function folderBytes(dir: string, budget: { n: number }): Promise<number> {
  let total = 0;
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    if (--budget.n < 0) return total;
    const full = join(dir, e.name);
    if (e.isDirectory()) total += await folderBytes(full, budget);
    else
      total += await lstat(full).then(
        (s) => s.size,
        () => 0,
      );
  }
  return total;
}

/** Host pids whose parent is `parent`, from /proc/<pid>/stat (some kernels lack /proc/<pid>/task/<pid>/children). */
export function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "latin1");
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
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(spec.command, spec.args, {
      env: {} as NodeJS.ProcessEnv, // bubblewrap itself starts with an empty environment
      stdio: ["ignore", "pipe", "pipe", ...(spec.fd3 ? (["pipe"] as const) : [])],
      detached: true,
      ...(spec.uid !== undefined && { uid: spec.uid, gid: spec.gid ?? spec.uid }),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let stdoutTruncated = false;
    let stderrTruncated = false;
    let wallKilled = false;
    let outputCapped = false;
    let writtenCapped = false;
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
      const inner = childrenOf(child.pid);
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
    const take = (chunk: Buffer, chunks: Buffer[], used: number, cap: number): [number, boolean] => {
      const room = cap - used;
      if (chunk.length <= room) {
        chunks.push(chunk);
        return [used + chunk.length, false];
      }
      if (room > 0) chunks.push(chunk.subarray(0, room));
      return [cap, true];
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      if (stdoutTruncated) return;
      [outBytes, stdoutTruncated] = take(chunk, out, outBytes, spec.limits.stdoutBytes);
      if (stdoutTruncated) {
        outputCapped = true;
        kill();
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderrTruncated) return;
      [errBytes, stderrTruncated] = take(chunk, err, errBytes, spec.limits.stderrBytes);
      if (stderrTruncated) {
        outputCapped = true;
        kill();
      }
    });
    if (spec.fd3) {
      const fd3 = child.stdio[3] as NodeJS.WritableStream | undefined;
      fd3?.on("error", () => {});
      fd3?.end(spec.fd3);
    }
    const wall = setTimeout(() => {
      wallKilled = true;
      kill();
    }, spec.limits.wallMs);
    // Written bytes: checked often, so a run that floods its folders stops soon after the cap. A timer, not a
    // wait: a fast run finishes on its own 'close' and never waits for a check. One scan at a time.
    let scanning = false;
    const watch = setInterval(async () => {
      if (scanning || spec.watched.length === 0) return;
      scanning = true;
      let total = 0;
      const budget = { n: 20_000 };
      for (const dir of spec.watched) total += await folderBytes(dir, budget);
      scanning = false;
      if (!done && (total > spec.limits.writtenBytes || budget.n < 0)) {
        writtenCapped = true;
        kill();
      }
    }, 100);
    const finish = (exitCode: number | null, signal: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(wall);
      clearInterval(watch);
      killGroup(); // anything left in the group
      resolve({
        exitCode,
        signal,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err),
        stdoutTruncated,
        stderrTruncated,
        wallKilled,
        outputCapped,
        writtenCapped,
        durationMs: performance.now() - started,
      });
    };
    child.on("error", (error) => {
      err.push(Buffer.from(`could not start the sandbox: ${error.message}\n`));
      finish(null, null);
    });
    child.on("close", (code, signal) => finish(code, signal));
  });
}
