// Who a process is, in a form another process can check later: its pid, where that pid means something
// (the kernel boot and pid namespace), and when it started (so a reused pid is not taken for the old process).
import { createHash } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";

export interface ProcessIdentity {
  pid: number;
  /**
   * Where `pid` names this process: on Linux the boot id and pid namespace (a container on the same volume
   * has its own pid 1), elsewhere the host name. Hex, 12 characters.
   */
  scope: string;
  /** When the process started, in clock ticks since boot (Linux); "0" where that cannot be read. */
  start: string;
}

const hex = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

function readOr(read: () => string, fallback: string): string {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The start time of `pid` from /proc (field 22 of its stat line), or undefined when there is none to read. */
export function startOf(pid: number): string | undefined {
  const stat = readOr(() => readFileSync(`/proc/${pid}/stat`, "utf8"), "");
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const start = fields[19];
  return start && /^\d+$/.test(start) ? start : undefined;
}

function scopeOfThisProcess(): string {
  const boot = readOr(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(), "");
  const namespace = readOr(() => readlinkSync("/proc/self/ns/pid"), "");
  return boot && namespace ? hex(`linux:${boot}:${namespace}`) : hex(`host:${hostname()}`);
}

let own: ProcessIdentity | undefined;

/** This process. */
export function thisProcess(): ProcessIdentity {
  own ??= { pid: process.pid, scope: scopeOfThisProcess(), start: startOf(process.pid) ?? "0" };
  return own;
}

/** Whether a process with this pid exists here (a pid we may not signal exists too). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether `other`, recorded in this process's scope, still runs: its pid exists and, where start times are
 * known, started when it says. undefined when `other` belongs to another scope (another container or
 * machine, or an earlier boot): nothing here can tell.
 */
export function stillRuns(other: ProcessIdentity): boolean | undefined {
  const me = thisProcess();
  if (other.scope !== me.scope) return undefined;
  if (!pidExists(other.pid)) return false;
  if (other.start === "0") return true;
  const start = startOf(other.pid);
  // A pid whose start cannot be read (it just ended, or /proc is hidden) is left to the pid check.
  return start === undefined || start === other.start;
}
