// The bubblewrap command line of one sandbox run: read-only system and pack, private work and HOME, no network.
import { existsSync, lstatSync, readFileSync, readlinkSync } from "node:fs";
import { dirname } from "node:path";
import type { SandboxLimits } from "../limits/limits.js";
import { STDIO_PRELOAD_PATH } from "./blocking-stdio.js";
import { etcFiles } from "./system-etc.js";

export const PACK_DIR = "/pack";
export const WORK_DIR = "/work";
export const HOME_DIR = "/home/agent";

export interface BwrapPlan {
  /** Host folder holding the pack's files (bound read-only at /pack). */
  packDir: string;
  /** A working folder of its own at /work (a tmpfs), or false to work in /pack (mode none). */
  work: boolean;
  /** The program and its arguments, as paths inside the sandbox. */
  argv: string[];
  env: Record<string, string>;
  limits: SandboxLimits;
  /** File descriptor of the seccomp program, when there is one. */
  seccompFd?: number;
  /** Host folder holding cgroup memory files (cgroupLayout's), shown where node reads the limit it sizes its heap from. */
  memoryDir?: string;
  /** Host file of node's stdio preload (blocking-stdio.ts), bound read-only at STDIO_PRELOAD_PATH. */
  stdioPreload?: string;
  /** Host folder holding copies of etcFiles (system-etc.ts), bound read-only as /etc; without it each of the
   * host's own files is bound, one mount each. */
  etcDir?: string;
}

export interface CgroupLayout {
  /** Where the memory controller's files are inside the sandbox (its cgroup namespace puts it at the root). */
  mount: string;
  /** The files node (libuv) reads its limit from. */
  files: string[];
}

/** The cgroup version node will see, from /proc/self/cgroup: v1 where a memory controller is listed, else v2. */
export function cgroupLayout(procSelfCgroup: string): CgroupLayout {
  return /^\d+:([^:\n]*,)?memory(,[^:\n]*)?:/m.test(procSelfCgroup)
    ? { mount: "/sys/fs/cgroup/memory", files: ["memory.limit_in_bytes", "memory.soft_limit_in_bytes"] }
    : { mount: "/sys/fs/cgroup", files: ["memory.max", "memory.high"] };
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

export const hostCgroupLayout = cgroupLayout(readText("/proc/self/cgroup"));

/** System folders bound read-only; merged-/usr symlinks (Debian 12) are recreated as symlinks. */
export const systemPaths = ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"];

let systemCache: string[] | undefined;

/** Looked up once: the system's layout does not change while the server runs. */
function systemBinds(): string[] {
  if (systemCache) return systemCache;
  const args: string[] = [];
  for (const path of systemPaths) {
    if (!existsSync(path)) continue;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) args.push("--symlink", readlinkSync(path), path);
    else args.push("--ro-bind", path, path);
  }
  // Node outside /usr (nvm and the like): bind its folder read-only at the same path.
  const nodeDir = dirname(process.execPath);
  if (!nodeDir.startsWith("/usr/") && !nodeDir.startsWith("/bin")) args.push("--ro-bind", nodeDir, nodeDir);
  systemCache = args;
  return args;
}

/** The size of HOME and of /tmp: a quarter of the working folder's (16 MiB by default). */
export function sideBytes(limits: SandboxLimits): number {
  return Math.max(1024 * 1024, Math.floor(limits.writtenBytes / 4));
}

export function bwrapArgs(plan: BwrapPlan): string[] {
  const args = [
    "--unshare-all",
    "--unshare-user",
    "--disable-userns",
    "--die-with-parent",
    // The command itself is the namespace's PID 1, so bubblewrap's monitor waits for it. With bubblewrap's own
    // PID 1 in between, the monitor exits without reaping it and the host's init must: until then it is a
    // zombie of the run's uid, counted against the next run's process limit.
    "--as-pid-1",
    "--new-session",
    "--cap-drop",
    "ALL",
    ...systemBinds(),
    ...(plan.etcDir
      ? ["--ro-bind", plan.etcDir, "/etc"]
      : etcFiles.filter((path) => existsSync(path)).flatMap((path) => ["--ro-bind", path, path])),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    // /tmp, HOME and /work live in the host's memory: each is a tmpfs whose size the kernel enforces, gone with
    // the sandbox's mount namespace however the run ends (deep folders and files held open included).
    "--size",
    String(sideBytes(plan.limits)),
    "--tmpfs",
    "/tmp",
    "--ro-bind",
    plan.packDir,
    PACK_DIR,
    "--size",
    String(sideBytes(plan.limits)),
    "--tmpfs",
    HOME_DIR,
  ];
  if (plan.work) args.push("--size", String(plan.limits.writtenBytes), "--tmpfs", WORK_DIR, "--chdir", WORK_DIR);
  else args.push("--chdir", PACK_DIR);
  // One bind of a folder rather than one per file: each mount is a few hundred microseconds of every run.
  if (plan.memoryDir) args.push("--ro-bind", plan.memoryDir, hostCgroupLayout.mount);
  if (plan.stdioPreload) args.push("--ro-bind", plan.stdioPreload, STDIO_PRELOAD_PATH);
  // The root and /dev are tmpfs in the host's memory too, writable and unbounded: read-only once set up.
  // (Writing to /dev/null and the like still works: those are device binds.)
  args.push("--remount-ro", "/dev", "--remount-ro", "/");
  args.push("--clearenv");
  for (const [name, value] of Object.entries(plan.env)) args.push("--setenv", name, value);
  if (plan.seccompFd !== undefined) args.push("--seccomp", String(plan.seccompFd));
  args.push("--", ...plan.argv);
  return args;
}
