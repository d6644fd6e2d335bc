// Whether bubblewrap is on this machine; without it sandbox runs are refused, plans still work.
// Also whether runs get a cgroup (memory per run) or only the lower per-process caps.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { byteSize } from "@packstudio/core";
import { type CgroupSupport, cgroupSupport, noCgroupCaps } from "../limits/run-cgroup.js";

export interface SandboxStatus {
  available: boolean;
  bwrap: string | null;
  /** "v1": each run's memory and processes are capped as a whole; "none": per process only, and why. */
  cgroup: { kind: CgroupSupport["kind"]; reason?: string };
  message: string;
}

export interface StatusOptions {
  /** Look only in these folders (a PATH string), not the server's PATH and the system folders: for tests. */
  searchPath?: string;
  /** The platform to judge (default: this process's). */
  platform?: NodeJS.Platform;
  /** What the host allows for cgroups (default: probed once): tests pass one to see the status without. */
  cgroup?: CgroupSupport;
}

function which(name: string, dirs: string[]): string | null {
  for (const dir of dirs) {
    if (!dir) continue;
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // next
    }
  }
  return null;
}

export const installBwrapMessage =
  "Sandbox runs need bubblewrap, which is not installed: install it with `apt-get install bubblewrap` (Debian/Ubuntu) and restart the studio. Plans still work.";

/** The status for a search path, uncached. */
export function probeSandbox(options: StatusOptions = {}): SandboxStatus {
  const dirs =
    options.searchPath !== undefined
      ? options.searchPath.split(delimiter)
      : [...(process.env.PATH ?? "").split(delimiter), "/usr/bin", "/bin", "/usr/sbin"];
  const bwrap = which("bwrap", dirs);
  const linux = (options.platform ?? process.platform) === "linux";
  const available = bwrap !== null && linux;
  const cgroup = options.cgroup ?? (linux ? cgroupSupport() : { kind: "none", reason: "cgroups exist only on Linux" });
  return {
    available,
    bwrap,
    cgroup: cgroup.kind === "none" ? { kind: "none", reason: cgroup.reason } : { kind: cgroup.kind },
    message: available
      ? `Sandbox runs use bubblewrap: no network, the pack read-only, limits on time, CPU, memory, processes and output. ${memoryNote(cgroup)}`
      : !linux
        ? "Sandbox runs need Linux (bubblewrap uses Linux namespaces). Plans still work."
        : installBwrapMessage,
  };
}

/** What bounds a run's memory on this host, for the status line the studio shows. */
export function memoryNote(cgroup: CgroupSupport): string {
  return cgroup.kind === "v1"
    ? "Each run's memory and processes are capped as a whole (a cgroup)."
    : `No cgroup for runs (${cgroup.reason}): memory is capped per process only, so the caps are lower ` +
        `(${byteSize(noCgroupCaps.addressSpaceBytes)} of address space, ${noCgroupCaps.processes} processes when the studio runs as root).`;
}

let cached: SandboxStatus | undefined;

/** The status on this machine (cached; `refresh` looks again). With `options`, looks there, uncached. */
export function sandboxStatus(refresh = false, options?: StatusOptions): SandboxStatus {
  if (options) return probeSandbox(options);
  if (cached && !refresh) return cached;
  cached = probeSandbox();
  return cached;
}
