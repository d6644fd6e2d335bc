// Sandbox limits (DECISIONS.md 10) and the operator's settings, with their defaults.
import type { LimitName } from "@packstudio/core";
export interface SandboxLimits {
  wallMs: number;
  cpuSeconds: number;
  processes: number;
  stdoutBytes: number;
  stderrBytes: number;
  fileBytes: number;
  /** Address space when no cgroup is delegated (Node needs about 768 MiB to start). */
  addressSpaceBytes: number;
  /** Node's heap cap, for pack scripts run by node. */
  nodeHeapMiB: number;
  /** All files written in the working folder and HOME together; past it the run is stopped.
   * The sandbox's own /tmp is a tmpfs of this size too: it lives in the host's memory. */
  writtenBytes: number;
  /** All processes of a run together, where a cgroup holds them (run-cgroup.ts); the kernel kills past it. */
  memoryBytes: number;
}

export const defaultLimits: SandboxLimits = {
  wallMs: 5_000,
  cpuSeconds: 2,
  processes: 64,
  stdoutBytes: 1024 * 1024,
  stderrBytes: 1024 * 1024,
  fileBytes: 16 * 1024 * 1024,
  addressSpaceBytes: 1024 * 1024 * 1024,
  nodeHeapMiB: 256,
  writtenBytes: 64 * 1024 * 1024,
  memoryBytes: 256 * 1024 * 1024,
};

/** Which bare names (a CLI on PATH) may run: any found on the sandbox's PATH, or only those listed (none: []). */
export type BinAllowance = "any" | readonly string[];

/** The limits' names are core's vocabulary (run-codes.ts): a run's `limit`, the words every screen shows for it. */
export type { LimitName };

export interface SandboxSettings {
  limits: SandboxLimits;
  /** Bare command names (a CLI on PATH) that may run in the sandbox: "any" found on its PATH (the default), or
   * only those listed (PACKSTUDIO_SANDBOX_ALLOW, a comma list; `none` is the empty list). */
  allowedBins: BinAllowance;
  /** Sandbox runs at once; more wait in line, up to `queue`, then get "busy". */
  concurrency: number;
  queue: number;
  /** How long a run may wait for a place before "busy". */
  queueWaitMs: number;
  /** Where session folders live (a tmpfs by default: /dev/shm). */
  root: string | undefined;
  /** The sample project offered for workspace mode `project`. */
  sampleProjectDir: string | undefined;
  /** Runs use host uid `uidBase + slot`. The process limit counts per host uid, so two sandboxes on one
   * machine (the studio and the CLI, or parallel test files) should use ranges that do not overlap. */
  uidBase: number;
  /** Where bubblewrap is looked for (a PATH); undefined: the server's PATH and the system folders. */
  searchPath: string | undefined;
}

export function settingsFromEnv(env: Record<string, string | undefined>): Partial<SandboxSettings> {
  const num = (name: string) =>
    env[name] !== undefined && Number.isFinite(Number(env[name])) ? Number(env[name]) : undefined;
  const out: Partial<SandboxSettings> = {};
  const bins = env.PACKSTUDIO_SANDBOX_ALLOW?.trim();
  if (bins === "none") out.allowedBins = [];
  else if (bins)
    out.allowedBins = bins
      .split(",")
      .map((b) => b.trim())
      .filter(Boolean);
  const concurrency = num("PACKSTUDIO_SANDBOX_CONCURRENCY");
  if (concurrency) out.concurrency = concurrency;
  const limits: Partial<SandboxLimits> = {};
  const wall = num("PACKSTUDIO_SANDBOX_WALL_MS");
  if (wall) limits.wallMs = wall;
  const cpu = num("PACKSTUDIO_SANDBOX_CPU_S");
  if (cpu) limits.cpuSeconds = cpu;
  if (Object.keys(limits).length) out.limits = { ...defaultLimits, ...limits };
  const uidBase = num("PACKSTUDIO_SANDBOX_UID_BASE");
  if (uidBase && Number.isInteger(uidBase) && uidBase >= 1000) out.uidBase = uidBase;
  if (env.PACKSTUDIO_SANDBOX_ROOT) out.root = env.PACKSTUDIO_SANDBOX_ROOT;
  return out;
}
