// One command run for real: limits → bwrap → the sandbox's steps over the pack's folder, then the result and side effects.
import { existsSync } from "node:fs";
import { doneTitle, type RenderedCommand, byteSize as size, type VerbView } from "@packstudio/core";
import { bwrapArgs, HOME_DIR, sideBytes, WORK_DIR } from "../launch/bwrap-args.js";
import { launchArgv, shellLimits } from "../launch/launch-shell.js";
import { classifyLimit } from "../limits/classify-limit.js";
import type { LimitName, SandboxLimits } from "../limits/limits.js";
import type { RunCgroup } from "../limits/run-cgroup.js";
import type { SessionStore } from "../sessions/sessions.js";
import type { DryRunInput, RunResult } from "../types.js";
import { archiveFromState, emptyState, heldWorkspace } from "../workspace/workspace-state.js";
import { insideArgv } from "./inside-steps.js";
import type { PipelineResult, PipelineSpec } from "./run-pipeline.js";
import { clockMs, type RunMarks, stepsOf } from "./run-steps.js";
import type { SpawnResult } from "./spawn-run.js";

export interface RunContext {
  /** The pack's folder on the host: written by the host, bound read-only, so nothing inside can change it. */
  packDir: string;
  input: DryRunInput;
  plan: RenderedCommand;
  /** The program and its arguments, as paths inside the sandbox. */
  argv: string[];
  /** The host uid of the run (when the server is root). */
  uid: number | undefined;
  mode: string;
  packId: string;
  verb: VerbView | undefined;
  sessions: SessionStore;
  /** The sample project's archive, for a new workspace of mode `project`. */
  seed: (() => Buffer | undefined) | undefined;
  limits: SandboxLimits;
  tools: { bwrap: string };
  seccomp: Buffer | undefined;
  /** The cgroup files node sizes its heap from, when that is how the heap is capped. */
  memoryDir: string | undefined;
  /** Host file of node's stdio preload, bound when argv runs node with it (blocking-stdio.ts). */
  stdioPreload?: string | undefined;
  /** Host folder of /etc's few files, bound as /etc (system-etc.ts); without it they are bound one by one. */
  etcDir?: string | undefined;
  /** The cgroup capping the run's memory and processes as a whole, where the host has one. */
  cgroup: RunCgroup | null;
  /** Runs it and reads back what it did (runPipeline, in the run process). */
  start: (spec: PipelineSpec) => Promise<PipelineResult>;
  /** When dryRun was called and the host's cgroup time so far: the run's steps are then returned (run-steps.ts). */
  timing?: { entered: number; cgroupMs: number } | undefined;
}

/** The archive of an empty workspace (the archive writer is deterministic): nothing to restore. */
const emptyArchive = archiveFromState(emptyState());

/** Files and folders a workspace may hold; an archive with more is not kept. */
export const maxWorkspaceEntries = 5000;
/**
 * Time the sandbox gets after the command's wall clock to write the workspace back: a few milliseconds of work,
 * but at load 30 on 2 cores the archive step once took over 2 s to start, and the session lost the run's files.
 */
const archiveGraceMs = 5000;

/** The most bytes that may come back on fd 5: every tmpfs full, plus three header blocks an entry. */
export function archiveCap(limits: SandboxLimits): number {
  return limits.writtenBytes + sideBytes(limits) + maxWorkspaceEntries * 1536 + 1024;
}

/** What the limit was, for the line the sandbox adds to stderr. */
export function limitNote(
  limit: LimitName,
  result: Pick<SpawnResult, "stdoutTruncated">,
  limits: SandboxLimits,
  wholeRun = false,
) {
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
      return wholeRun
        ? `${size(limits.memoryBytes)} for the whole run, node's heap ${limits.nodeHeapMiB} MiB`
        : `${size(limits.addressSpaceBytes)} of address space, node's heap ${limits.nodeHeapMiB} MiB`;
    case "processes":
      return `${limits.processes} processes${wholeRun ? " for the whole run" : ""}`;
    case "file_size":
      return `${size(limits.fileBytes)} a file, ${size(limits.writtenBytes)} in /work, ${size(sideBytes(limits))} in HOME and in /tmp`;
  }
}

const niceBin = ["/usr/bin/nice", "/bin/nice"].find((path) => existsSync(path));

/**
 * Modes whose HOME (and working folder, where they have one) is kept across the runs of a session: every mode but
 * `ephemeral` (DECISIONS.md 9). HOME stands for the person's own home, which a real runtime keeps: `setup.apply`
 * then `transfer` works in mode `none` too, where the command runs in the pack's folder and only HOME is kept.
 */
export const keptAcrossRuns = (mode: string) => mode !== "ephemeral";

/** A session's workspace of one pack in one mode: a pack's id and mode name its workspace, not its content. */
export const workspaceKeyOf = (mode: string, packId: string) => `${mode}:${packId}`;

export async function runOnce(ctx: RunContext): Promise<RunResult> {
  const [result, marks] = await runIn(ctx);
  return ctx.timing ? { ...result, steps: stepsOf({ ...marks, done: clockMs() }) } : result;
}

async function runIn(ctx: RunContext): Promise<[RunResult, Omit<RunMarks, "done">]> {
  const { limits, uid, plan, mode, input, packDir } = ctx;
  const key = workspaceKeyOf(mode, ctx.packId);
  const kept = keptAcrossRuns(mode) ? ctx.sessions.state(input.session, key) : undefined;
  // The archive goes to the run process and the same Buffer comes back as `before`: until then the session holds none.
  const fd4 = kept?.archive ?? (mode === "project" ? ctx.seed?.() : undefined) ?? archiveFromState(emptyState());
  const withWork = mode !== "none";
  const env: Record<string, string> = {
    PATH: "/usr/local/bin:/usr/bin:/bin",
    HOME: HOME_DIR,
    ...plan.env,
    HCP_PACK_ID: ctx.packId,
    HCP_VERB: plan.verb,
    HCP_WORKSPACE_MODE: mode,
    ...(mode === "project" && { HCP_PROJECT_DIR: WORK_DIR }),
  };
  const args = bwrapArgs({
    packDir,
    work: withWork,
    // A node pack script starts with the preload, which waits for a workspace restored beside node's start-up.
    argv: insideArgv(withWork, fd4.equals(emptyArchive) ? "fresh" : ctx.stdioPreload ? "beside" : "restore", ctx.argv),
    env,
    limits,
    ...(ctx.seccomp && { seccompFd: 3 }),
    ...(ctx.memoryDir && { memoryDir: ctx.memoryDir }),
    ...(ctx.stdioPreload && { stdioPreload: ctx.stdioPreload }),
    ...(ctx.etcDir && { etcDir: ctx.etcDir }),
  });
  const { cgroup } = ctx;
  // The shell joins the run's cgroups and sets its limits, then becomes bubblewrap (launch-shell.ts).
  const launch = launchArgv(cgroup?.joinFiles ?? [], shellLimits(limits, uid !== undefined), ctx.tools.bwrap, args);
  // At the lowest CPU priority where no cpu cgroup weighs the run: a run burning both cores must not slow the
  // studio's answers to everyone else. In a cpu cgroup of its own, the cgroup's weight is all that counts (nice
  // only orders the tasks inside it), so that run spares the exec of nice.
  const { command, args: rest } =
    cgroup?.hasCpu || !niceBin ? launch : { command: niceBin, args: ["-n", "19", launch.command, ...launch.args] };
  const resetAt = clockMs();
  cgroup?.reset();
  const handed = clockMs();
  const piped = await ctx
    .start({
      spawn: {
        command,
        args: rest,
        ...(cgroup && { procsFile: cgroup.procsFile }),
        ...(uid !== undefined && { uid, gid: uid }),
        ...(ctx.seccomp && { fd3: ctx.seccomp }),
        fd4,
        fd5Cap: archiveCap(limits),
        limits,
        commandWallMs: limits.wallMs,
        commandFds: true,
        wallMs: limits.wallMs + archiveGraceMs,
      },
      maxEntries: maxWorkspaceEntries,
    })
    .catch((error: unknown) => {
      // The held archive went with a run that failed: the session starts afresh.
      if (kept) ctx.sessions.forget(input.session, key);
      throw error;
    });
  const returned = clockMs();
  // Normally nothing is left but bubblewrap's monitor, still reaping the sandbox's PID 1 (the run is answered once
  // PID 1's steps end): it is spared, and ends by itself.
  cgroup?.kill(piped.spawn.pid);
  const seen = cgroup?.outcome();
  const cgroupAfterMs = clockMs() - returned;
  const { spawn: result, stdout, json, exitCode, lost, after } = piped;
  const stderr = piped.stderr;
  // Stopped at the command's wall clock (its workspace came back), or the whole run at the host's.
  const wallKilled = result.wallKilled || result.commandStopped;
  const writtenCapped = piped.overLimit;
  if (keptAcrossRuns(mode)) {
    // The run's workspace when it came back; else the one it started from, as the session held it.
    const next = after ?? (kept && piped.before);
    if (next) ctx.sessions.keep(input.session, input.client, key, heldWorkspace(next));
  }
  const limit = classifyLimit({
    ...result,
    exitCode,
    wallKilled,
    writtenCapped,
    stderr,
    cgroupOom: seen?.oomKilled ?? false,
    pidsRefused: seen?.pidsRefused ?? false,
  });
  const notes = [
    limit ? `[sandbox] stopped by the ${limit} limit: ${limitNote(limit, result, limits, !!cgroup)}` : "",
    lost && !result.wallKilled && !result.outputCapped
      ? `[sandbox] the workspace could not be read back (${lost}): this run's changes are not kept`
      : "",
    lost && (result.wallKilled || result.outputCapped)
      ? "[sandbox] the run was stopped before its workspace was written back: its changes are not kept"
      : "",
  ].filter(Boolean);
  const note = notes.join("\n");
  const run: RunResult = {
    exitCode,
    stdout,
    stdoutTruncated: result.stdoutTruncated,
    json,
    stderr: note ? `${stderr}${stderr.endsWith("\n") || !stderr ? "" : "\n"}${note}` : stderr,
    stderrTruncated: result.stderrTruncated,
    durationMs: Math.round(result.durationMs * 10) / 10,
    limit,
    title: ctx.verb ? doneTitle(ctx.verb, plan.args, json) : plan.title,
    sideEffects: piped.sideEffects,
  };
  const timing = ctx.timing;
  const cgroupBeforeMs = (timing?.cgroupMs ?? 0) + (handed - resetAt);
  return [
    run,
    {
      entered: timing?.entered ?? handed,
      handed,
      received: piped.received,
      spawn: result.marks,
      answered: piped.answered,
      returned,
      cgroupBeforeMs,
      cgroupAfterMs,
    },
  ];
}
