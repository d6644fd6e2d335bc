// The bubblewrap command line of one sandbox run: read-only system and pack, private work and HOME, no network.
import { existsSync, lstatSync, readlinkSync } from "node:fs";
import { dirname } from "node:path";
import type { SandboxLimits } from "./limits.js";

export const PACK_DIR = "/pack";
export const WORK_DIR = "/work";
export const HOME_DIR = "/home/agent";

export interface BwrapPlan {
  /** Host folder holding the pack's files (bound read-only at /pack). */
  packDir: string;
  /** Host folder bound read-write as the working folder, or null to work in /pack (mode none). */
  workDir: string | null;
  /** Host folder bound read-write as HOME. */
  homeDir: string;
  /** The program and its arguments, as paths inside the sandbox. */
  argv: string[];
  env: Record<string, string>;
  limits: SandboxLimits;
  /** File descriptor of the seccomp program, when there is one. */
  seccompFd?: number;
}

/** System folders bound read-only; merged-/usr symlinks (Debian 12) are recreated as symlinks. */
const systemPaths = ["/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"];
// The few files of /etc that programs need to start; nothing else of /etc (no shadow, no passwd secrets).
const etcFiles = ["/etc/ld.so.cache", "/etc/alternatives", "/etc/localtime", "/etc/nsswitch.conf"];

function systemBinds(): string[] {
  const args: string[] = [];
  for (const path of systemPaths) {
    if (!existsSync(path)) continue;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) args.push("--symlink", readlinkSync(path), path);
    else args.push("--ro-bind", path, path);
  }
  for (const path of etcFiles) if (existsSync(path)) args.push("--ro-bind", path, path);
  // Node outside /usr (nvm and the like): bind its folder read-only at the same path.
  const nodeDir = dirname(process.execPath);
  if (!nodeDir.startsWith("/usr/") && !nodeDir.startsWith("/bin")) args.push("--ro-bind", nodeDir, nodeDir);
  return args;
}

export function bwrapArgs(plan: BwrapPlan): string[] {
  const args = [
    "--unshare-all",
    "--unshare-user",
    "--disable-userns",
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    ...systemBinds(),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--tmpfs",
    "/tmp",
    "--dir",
    "/home",
    "--ro-bind",
    plan.packDir,
    PACK_DIR,
    "--bind",
    plan.homeDir,
    HOME_DIR,
  ];
  if (plan.workDir) args.push("--bind", plan.workDir, WORK_DIR, "--chdir", WORK_DIR);
  else args.push("--chdir", PACK_DIR);
  args.push("--clearenv");
  for (const [name, value] of Object.entries(plan.env)) args.push("--setenv", name, value);
  if (plan.seccompFd !== undefined) args.push("--seccomp", String(plan.seccompFd));
  args.push("--", ...plan.argv);
  return args;
}

/** prlimit's options for the run: CPU, processes, file size, address space (bubblewrap sets none). */
export function prlimitArgs(limits: SandboxLimits, withProcesses: boolean): string[] {
  return [
    `--cpu=${limits.cpuSeconds}`,
    `--fsize=${limits.fileBytes}`,
    `--as=${limits.addressSpaceBytes}`,
    "--core=0",
    ...(withProcesses ? [`--nproc=${limits.processes}`] : []),
  ];
}
