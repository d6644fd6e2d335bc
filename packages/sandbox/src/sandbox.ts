// The sandbox: a plan from core, the approval check, then a real run inside bubblewrap (DECISIONS.md 9, 10).
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RenderedCommand, renderLoaded } from "@packstudio/core";
import { argvProblem } from "./argv-limits.js";
import { type SandboxStatus, sandboxStatus } from "./availability.js";
import { WORK_DIR } from "./bwrap-args.js";
import { defaultLimits, type SandboxSettings } from "./limits.js";
import { type HeapCap, probeHeapCap } from "./node-heap.js";
import { PackCache } from "./pack-cache.js";
import { sandboxProgram } from "./program.js";
import { packLayoutProblem } from "./run-folders.js";
import { runOnce } from "./run-once.js";
import { defaultSampleProject } from "./sample-project.js";
import { seccompProgram } from "./seccomp-filter.js";
import { Busy, Semaphore } from "./semaphore.js";
import { SandboxSessions } from "./sessions.js";
import type { DryRunInput, DryRunResult } from "./types.js";

export type { DryRunError, DryRunInput, DryRunResult, RunResult } from "./types.js";

/** The first host uid of runs (one per slot), unless the settings say otherwise. */
const UID_BASE = 61000;

function defaultRoot(): string {
  return existsSync("/dev/shm") ? "/dev/shm/packstudio-sandbox" : join(tmpdir(), "packstudio-sandbox");
}

const refused = (code: string, message: string, plan: RenderedCommand, names: string[] = []): DryRunResult => ({
  ok: false,
  plan,
  error: { code, names, message },
});

export class Sandbox {
  readonly settings: SandboxSettings;
  private readonly semaphore: Semaphore;
  private readonly sessions: SandboxSessions;
  private readonly root: string;
  private readonly seccomp = seccompProgram();
  private readonly packs = new PackCache();
  private heapCap: Promise<HeapCap> | undefined;

  constructor(settings: Partial<SandboxSettings> = {}) {
    this.settings = {
      limits: defaultLimits,
      allowedBins: [],
      concurrency: 4,
      queue: 64,
      queueWaitMs: 30_000,
      root: undefined,
      sampleProjectDir: defaultSampleProject(),
      uidBase: UID_BASE,
      searchPath: undefined,
      ...settings,
    };
    this.root = this.settings.root ?? defaultRoot();
    this.semaphore = new Semaphore(this.settings.concurrency, this.settings.queue, this.settings.queueWaitMs);
    this.sessions = new SandboxSessions(this.root);
  }

  /** bubblewrap and prlimit on this machine (or on the settings' search path). */
  private machine(): SandboxStatus {
    const { searchPath } = this.settings;
    return searchPath === undefined ? sandboxStatus() : sandboxStatus(false, { searchPath });
  }

  status() {
    return { ...this.machine(), concurrency: this.settings.concurrency, running: this.semaphore.inUse };
  }

  async dryRun(input: DryRunInput): Promise<DryRunResult> {
    const pack = this.packs.load(input.files);
    if ("ok" in pack) return { ok: false, error: pack.error };
    const mode = pack.surface.workspaceMode;
    const plan = renderLoaded(pack, input.verbKey, input.args ?? {}, {
      ...(mode === "project" && this.settings.sampleProjectDir && { projectDir: WORK_DIR }),
      requireProject: true,
    });
    if (!plan.ok) return { ok: false, error: plan.error };
    const unfit = argvProblem(plan);
    if (unfit) return refused("invalid_argument", `The command cannot be run: ${unfit}`, plan, [plan.verb]);
    const layout = packLayoutProblem(input.files);
    if (layout)
      return refused("not_runnable", `The pack cannot be laid out as a folder to run in: ${layout}.`, plan, [
        plan.verb,
      ]);
    const packId = pack.surface.id ?? "";
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
    const machine = this.machine();
    if (!machine.available || !machine.bwrap || !machine.prlimit)
      return refused("sandbox_unavailable", machine.message, plan);
    const { limits } = this.settings;
    // Without the heap flag: it is added below only where the cgroup file does not cap node's heap.
    const program = sandboxProgram(plan, input.files, this.settings.allowedBins);
    if (!program.ok) return refused("not_runnable", program.message, plan, [plan.program]);

    let slot: number;
    try {
      slot = await this.semaphore.acquire();
    } catch (error) {
      if (!(error instanceof Busy)) throw error;
      const { concurrency, queue } = this.settings;
      return refused(
        "busy",
        `The sandbox is busy: ${concurrency} run${concurrency === 1 ? "" : "s"} at once and ${queue} waiting is its most. Retry in a few seconds.`,
        plan,
      );
    }
    try {
      if (input.approved && plan.approval === "first_use") this.sessions.approve(input.session, approvalKey);
      const uid = process.getuid?.() === 0 ? this.settings.uidBase + slot : undefined;
      const tools = { bwrap: machine.bwrap, prlimit: machine.prlimit };
      this.heapCap ??= probeHeapCap({ root: this.root, ...tools, limits, uid, seccomp: this.seccomp }).catch(
        (): HeapCap => ({ kind: "flag" }),
      );
      const heap = await this.heapCap;
      const [bin, ...rest] = program.argv;
      const argv =
        program.node && heap.kind === "flag" && bin
          ? [bin, `--max-old-space-size=${limits.nodeHeapMiB}`, ...rest]
          : program.argv;
      const run = await runOnce({
        root: this.root,
        input,
        plan,
        argv,
        uid,
        mode,
        packId,
        verb: pack.surface.verbs.find((v) => v.key === plan.verb),
        sessions: this.sessions,
        sampleProjectDir: this.settings.sampleProjectDir,
        limits,
        tools,
        seccomp: this.seccomp,
        memoryDir: heap.kind === "cgroup-file" ? heap.dir : undefined,
      });
      return { ok: true, plan, run };
    } catch (error) {
      return refused("sandbox_error", `The sandbox could not run the command: ${(error as Error).message}`, plan);
    } finally {
      this.semaphore.release(slot);
    }
  }
}
