// One command run for real: its host folders, prlimit → bwrap → the program, then the result and side effects.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { doneTitle, type RenderedCommand, type VerbView } from "@packstudio/core";
import { bwrapArgs, HOME_DIR, prlimitArgs, WORK_DIR } from "./bwrap-args.js";
import { classifyLimit } from "./classify-limit.js";
import type { LimitName, SandboxLimits } from "./limits.js";
import { ownDir, writePackFiles } from "./run-folders.js";
import type { SandboxSessions } from "./sessions.js";
import { diffSnapshots, type FolderSnapshot, snapshot } from "./side-effects.js";
import { type SpawnResult, spawnRun } from "./spawn-run.js";
import type { DryRunInput, RunResult } from "./types.js";

export interface RunContext {
  root: string;
  input: DryRunInput;
  plan: RenderedCommand;
  /** The program and its arguments, as paths inside the sandbox. */
  argv: string[];
  /** The host uid of the run (when the server is root). */
  uid: number | undefined;
  mode: string;
  packId: string;
  verb: VerbView | undefined;
  sessions: SandboxSessions;
  sampleProjectDir: string | undefined;
  limits: SandboxLimits;
  tools: { bwrap: string; prlimit: string };
  seccomp: Buffer | undefined;
  /** The cgroup files node sizes its heap from, when that is how the heap is capped. */
  memoryDir: string | undefined;
}

/** Work and HOME on the host (DECISIONS.md 9): the session's in workspace and project modes, else the run's own. */
function hostFolders(ctx: RunContext, runDir: string): { work: string | null; home: string } {
  if (ctx.mode === "workspace" || ctx.mode === "project") {
    const seed = ctx.mode === "project" ? ctx.sampleProjectDir : undefined;
    const folders = ctx.sessions.workspace(ctx.input.session, `${ctx.mode}:${ctx.packId}`, seed);
    return { work: folders.work, home: ctx.mode === "workspace" ? folders.home : join(runDir, "home") };
  }
  return { work: ctx.mode === "ephemeral" ? join(runDir, "work") : null, home: join(runDir, "home") };
}

function snapshotBoth(work: string | null, home: string): FolderSnapshot {
  return new Map([...(work ? snapshot(work, "work") : []), ...snapshot(home, "home")]);
}

const size = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;

/** What the limit was, for the line the sandbox adds to stderr. */
export function limitNote(limit: LimitName, result: Pick<SpawnResult, "stdoutTruncated">, limits: SandboxLimits) {
  switch (limit) {
    case "output":
      return result.stdoutTruncated
        ? `stdout cut at ${size(limits.stdoutBytes)}`
        : `stderr cut at ${size(limits.stderrBytes)}`;
    case "wall":
      return `${limits.wallMs / 1000} s of wall-clock time`;
    case "cpu":
      return `${limits.cpuSeconds} s of CPU time`;
    case "memory":
      return `${size(limits.addressSpaceBytes)} of address space, node's heap ${limits.nodeHeapMiB} MiB`;
    case "processes":
      return `${limits.processes} processes`;
    case "file_size":
      return `${size(limits.fileBytes)} a file, ${size(limits.writtenBytes)} written in all`;
  }
}

export async function runOnce(ctx: RunContext): Promise<RunResult> {
  const { limits, uid, plan } = ctx;
  const runDir = join(ctx.root, "runs", randomBytes(12).toString("hex"));
  let files = 0;
  try {
    const packDir = join(runDir, "pack");
    writePackFiles(packDir, ctx.input.files);
    const { work, home } = hostFolders(ctx, runDir);
    ownDir(home, uid);
    if (work) ownDir(work, uid);
    const before = snapshotBoth(work, home);
    const env: Record<string, string> = {
      PATH: "/usr/local/bin:/usr/bin:/bin",
      HOME: HOME_DIR,
      ...plan.env,
      HCP_PACK_ID: ctx.packId,
      HCP_VERB: plan.verb,
      HCP_WORKSPACE_MODE: ctx.mode,
      ...(ctx.mode === "project" && { HCP_PROJECT_DIR: WORK_DIR }),
    };
    const args = bwrapArgs({
      packDir,
      workDir: work,
      homeDir: home,
      argv: ctx.argv,
      env,
      limits,
      ...(ctx.seccomp && { seccompFd: 3 }),
      ...(ctx.memoryDir && { memoryDir: ctx.memoryDir }),
    });
    const result = await spawnRun({
      command: ctx.tools.prlimit,
      args: [...prlimitArgs(limits, uid !== undefined), "--", ctx.tools.bwrap, ...args],
      ...(uid !== undefined && { uid, gid: uid }),
      ...(ctx.seccomp && { fd3: ctx.seccomp }),
      limits,
      watched: [home, ...(work ? [work] : [])],
    });
    const after = snapshotBoth(work, home);
    files = after.size;
    const stdout = result.stdout.toString("utf8");
    const stderr = result.stderr.toString("utf8");
    let json: unknown = null;
    try {
      json = stdout.trim() ? JSON.parse(stdout) : null;
    } catch {
      json = null;
    }
    // A run that wrote past the budget faster than the watcher looks (every 100 ms) is caught here.
    const written = [...after.values()].reduce((total, file) => total + file.size, 0);
    const writtenCapped = result.writtenCapped || written > limits.writtenBytes;
    const limit = classifyLimit({ ...result, writtenCapped, stderr });
    const note = limit ? `[sandbox] stopped by the ${limit} limit: ${limitNote(limit, result, limits)}` : "";
    return {
      exitCode: result.exitCode,
      stdout,
      stdoutTruncated: result.stdoutTruncated,
      json,
      stderr: note ? `${stderr}${stderr.endsWith("\n") || !stderr ? "" : "\n"}${note}` : stderr,
      stderrTruncated: result.stderrTruncated,
      durationMs: Math.round(result.durationMs * 10) / 10,
      limit,
      title: ctx.verb ? doneTitle(ctx.verb, plan.args, json) : plan.title,
      sideEffects: diffSnapshots(before, after),
    };
  } finally {
    // A few files go at once; a run that left thousands is removed off this thread.
    if (files < 500) rmSync(runDir, { recursive: true, force: true });
    else await rm(runDir, { recursive: true, force: true });
  }
}
