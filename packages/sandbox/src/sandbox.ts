// The sandbox: a plan from core, the approval check, then a real run inside bubblewrap (DECISIONS.md 9, 10).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type ApprovalCard, doneTitle, type RenderedCommand, readPack, renderCommand } from "@packstudio/core";
import { sandboxStatus } from "./availability.js";
import { bwrapArgs, HOME_DIR, prlimitArgs, WORK_DIR } from "./bwrap-args.js";
import { classifyLimit } from "./classify-limit.js";
import { defaultLimits, type LimitName, type SandboxSettings } from "./limits.js";
import { sandboxProgram } from "./program.js";
import { seccompProgram } from "./seccomp-filter.js";
import { Busy, Semaphore } from "./semaphore.js";
import { SandboxSessions } from "./sessions.js";
import { diffSnapshots, type SideEffect, snapshot } from "./side-effects.js";
import { spawnRun } from "./spawn-run.js";

export interface DryRunInput {
  files: Record<string, string>;
  verbKey: string;
  args?: unknown;
  /** The person approved the card. */
  approved?: boolean;
  /** The studio session: workspace folders and first-use approvals are kept per session. */
  session: string;
}

export interface RunResult {
  exitCode: number | null;
  stdout: string;
  stdoutTruncated: boolean;
  /** stdout parsed as JSON, when it is JSON. */
  json: unknown;
  stderr: string;
  stderrTruncated: boolean;
  durationMs: number;
  limit: LimitName | null;
  /** The done title, filled from the result. */
  title: string;
  sideEffects: SideEffect[];
}

export type DryRunError = {
  code: string;
  names: string[];
  message: string;
  card?: ApprovalCard | null;
};

export type DryRunResult =
  | { ok: true; plan: RenderedCommand; run: RunResult }
  | { ok: false; plan?: RenderedCommand; error: DryRunError };

/** The uid a run uses on the host: one per slot, so the process limit counts only that run. */
const UID_BASE = 61000;

function defaultRoot(): string {
  return existsSync("/dev/shm") ? "/dev/shm/packstudio-sandbox" : join(tmpdir(), "packstudio-sandbox");
}

export class Sandbox {
  readonly settings: SandboxSettings;
  private readonly semaphore: Semaphore;
  private readonly sessions: SandboxSessions;
  private readonly root: string;
  private readonly seccomp = seccompProgram();

  constructor(settings: Partial<SandboxSettings> = {}) {
    this.settings = {
      limits: defaultLimits,
      allowedBins: [],
      concurrency: 4,
      queue: 64,
      queueWaitMs: 30_000,
      root: undefined,
      sampleProjectDir: new URL("../sample-project", import.meta.url).pathname,
      ...settings,
    };
    this.root = this.settings.root ?? defaultRoot();
    this.semaphore = new Semaphore(this.settings.concurrency, this.settings.queue, this.settings.queueWaitMs);
    this.sessions = new SandboxSessions(this.root);
  }

  status() {
    return { ...sandboxStatus(), concurrency: this.settings.concurrency, running: this.semaphore.inUse };
  }

  async dryRun(input: DryRunInput): Promise<DryRunResult> {
    const pack = readPack(input.files).surface;
    const mode = pack?.workspaceMode;
    const plan = renderCommand(input.files, input.verbKey, input.args ?? {}, {
      ...(mode === "project" && this.settings.sampleProjectDir && { projectDir: WORK_DIR }),
      requireProject: true,
    });
    if (!plan.ok) return { ok: false, error: plan.error };
    const packId = pack?.id ?? "";
    const approvalKey = `${packId}\u0000${plan.verb}`;
    const remembered = plan.approval === "first_use" && this.sessions.isApproved(input.session, approvalKey);
    if (plan.asksPerson && !input.approved && !remembered) {
      return {
        ok: false,
        plan,
        error: {
          code: "approval_required",
          names: [plan.verb],
          message: `"${plan.verb}" needs a person's approval (${plan.approval}): show the card, and run it again approved.`,
          card: plan.card,
        },
      };
    }
    const status = sandboxStatus();
    if (!status.available)
      return { ok: false, plan, error: { code: "sandbox_unavailable", names: [], message: status.message } };
    const program = sandboxProgram(plan, input.files, this.settings.allowedBins, this.settings.limits);
    if (!program.ok)
      return { ok: false, plan, error: { code: "not_runnable", names: [plan.program], message: program.message } };

    let slot: number;
    try {
      slot = await this.semaphore.acquire();
    } catch (error) {
      if (error instanceof Busy) {
        return {
          ok: false,
          plan,
          error: { code: "busy", names: [], message: "The sandbox is busy with other runs: retry in a few seconds." },
        };
      }
      throw error;
    }
    try {
      if (input.approved && plan.approval === "first_use") this.sessions.approve(input.session, approvalKey);
      return { ok: true, plan, run: await this.run(input, plan, program.argv, slot, mode ?? "none", packId) };
    } finally {
      this.semaphore.release(slot);
    }
  }

  private async run(
    input: DryRunInput,
    plan: RenderedCommand,
    argv: string[],
    slot: number,
    mode: string,
    packId: string,
  ): Promise<RunResult> {
    const limits = this.settings.limits;
    const runDir = join(this.root, "runs", randomBytes(12).toString("hex"));
    const packDir = join(runDir, "pack");
    const asRoot = process.getuid?.() === 0;
    const uid = asRoot ? UID_BASE + slot : undefined;
    try {
      await mkdir(packDir, { recursive: true, mode: 0o755 });
      await chmod(runDir, 0o755);
      for (const [path, text] of Object.entries(input.files)) {
        const target = join(packDir, path);
        await mkdir(dirname(target), { recursive: true, mode: 0o755 });
        await writeFile(target, text, { mode: 0o644 });
      }
      let work: string | null = null;
      let home: string;
      if (mode === "workspace" || mode === "project") {
        const seed = mode === "project" ? this.settings.sampleProjectDir : undefined;
        const folders = await this.sessions.workspace(input.session, `${mode}:${packId}`, seed);
        work = folders.work;
        home = mode === "workspace" ? folders.home : join(runDir, "home");
      } else {
        home = join(runDir, "home");
        if (mode === "ephemeral") work = join(runDir, "work");
      }
      for (const dir of [home, work]) if (dir) await mkdir(dir, { recursive: true, mode: 0o700 });
      if (uid !== undefined) {
        for (const dir of [home, work]) if (dir) await chownTree(dir, uid);
      }
      const before = new Map([...(work ? await snapshot(work, "work") : []), ...(await snapshot(home, "home"))]);
      const env: Record<string, string> = {
        PATH: "/usr/local/bin:/usr/bin:/bin",
        HOME: HOME_DIR,
        ...plan.env,
        HCP_PACK_ID: packId,
        HCP_VERB: plan.verb,
        HCP_WORKSPACE_MODE: mode,
        ...(mode === "project" && { HCP_PROJECT_DIR: WORK_DIR }),
      };
      const bwrap = sandboxStatus().bwrap ?? "bwrap";
      const prlimit = sandboxStatus().prlimit ?? "prlimit";
      const args = bwrapArgs({
        packDir,
        workDir: work,
        homeDir: home,
        argv,
        env,
        limits,
        ...(this.seccomp && { seccompFd: 3 }),
      });
      const result = await spawnRun({
        command: prlimit,
        args: [...prlimitArgs(limits, uid !== undefined), "--", bwrap, ...args],
        ...(uid !== undefined && { uid, gid: uid }),
        ...(this.seccomp && { fd3: this.seccomp }),
        limits,
        watched: [home, ...(work ? [work] : [])],
      });
      const after = new Map([...(work ? await snapshot(work, "work") : []), ...(await snapshot(home, "home"))]);
      const stdout = result.stdout.toString("utf8");
      const stderr = result.stderr.toString("utf8");
      let json: unknown = null;
      try {
        json = stdout.trim() ? JSON.parse(stdout) : null;
      } catch {
        json = null;
      }
      const limit = classifyLimit({ ...result, stderr });
      const verb = readPack(input.files).surface?.verbs.find((v) => v.key === plan.verb);
      return {
        exitCode: result.exitCode,
        stdout,
        stdoutTruncated: result.stdoutTruncated,
        json,
        stderr: limit
          ? `${stderr}${stderr.endsWith("\n") || !stderr ? "" : "\n"}[sandbox] stopped by the ${limit} limit`
          : stderr,
        stderrTruncated: result.stderrTruncated,
        durationMs: Math.round(result.durationMs * 10) / 10,
        limit,
        title: verb ? doneTitle(verb, plan.args, json) : plan.title,
        sideEffects: diffSnapshots(before, after),
      };
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  }
}

async function chownTree(dir: string, uid: number): Promise<void> {
  const { readdir, lchown } = await import("node:fs/promises");
  await lchown(dir, uid, uid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, uid);
    else await lchown(full, uid, uid);
  }
}
