// How node's heap is capped in the sandbox: a cgroup limit file node reads at start, or a V8 flag.
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { bwrapArgs, hostCgroupLayout } from "../launch/bwrap-args.js";
import { launchArgv, shellLimits } from "../launch/launch-shell.js";
import { makeDir } from "../runs/run-folders.js";
import { spawnRun } from "../runs/spawn-run.js";
import type { SandboxLimits } from "./limits.js";

// `--max-old-space-size` works everywhere, but any heap flag makes node reject its built-in code cache and
// start about 10 ms slower. Node also sizes its heap from the cgroup memory limit it reads at start
// (process.constrainedMemory), so where a probe shows that works, the sandbox shows node a cgroup limit
// instead: the same cap, and it also holds for node processes a pack script starts itself.

export type HeapCap = { kind: "cgroup-file"; dir: string } | { kind: "flag" };

const MiB = 1024 * 1024;

/** The limit node must read to size its heap at `heapMiB`: V8 takes half of it for the old generation
 * on 64-bit builds without pointer compression (node's). The probe checks this rather than trusting it. */
export function cgroupBytesFor(heapMiB: number): number {
  return heapMiB * 2 * MiB;
}

/** Whether a heap limit (what node reports) is the cap we asked for: the old generation plus a young one. */
export function heapMatches(heapSizeLimit: number, heapMiB: number): boolean {
  return heapSizeLimit >= heapMiB * MiB && heapSizeLimit <= (heapMiB + 64) * MiB;
}

export interface ProbeContext {
  /** The sandbox's root folder (the limit file and the probe's folders go here). */
  root: string;
  /** bubblewrap's path. */
  bwrap: string;
  limits: SandboxLimits;
  uid: number | undefined;
  seccomp: Buffer | undefined;
}

/** Runs node once in the sandbox with the limit file bound, and reads the heap limit it chose. */
export async function probeHeapCap(ctx: ProbeContext): Promise<HeapCap> {
  const dir = join(ctx.root, "node-heap");
  makeDir(join(dir, "pack"));
  const memoryDir = join(dir, `cgroup-${ctx.limits.nodeHeapMiB}`);
  makeDir(memoryDir);
  for (const name of hostCgroupLayout.files) {
    const file = join(memoryDir, name);
    writeFileSync(file, `${cgroupBytesFor(ctx.limits.nodeHeapMiB)}\n`);
    chmodSync(file, 0o444);
  }
  const args = bwrapArgs({
    packDir: join(dir, "pack"),
    work: false,
    argv: [process.execPath, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"],
    env: { PATH: "/usr/bin:/bin" },
    limits: ctx.limits,
    memoryDir,
    ...(ctx.seccomp && { seccompFd: 3 }),
  });
  // The real limits: node must start under the same address-space limit as a run.
  const launch = launchArgv([], shellLimits(ctx.limits, ctx.uid !== undefined), ctx.bwrap, args);
  const result = await spawnRun({
    ...launch,
    ...(ctx.uid !== undefined && { uid: ctx.uid, gid: ctx.uid }),
    ...(ctx.seccomp && { fd3: ctx.seccomp }),
    limits: ctx.limits,
  });
  const heap = Number(result.stdout.toString("utf8").trim());
  return result.exitCode === 0 && heapMatches(heap, ctx.limits.nodeHeapMiB)
    ? { kind: "cgroup-file", dir: memoryDir }
    : { kind: "flag" };
}
