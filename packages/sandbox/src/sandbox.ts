// The sandbox: a plan from core, the approval check, then a real run inside bubblewrap (DECISIONS.md 9, 10).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  APPROVAL_REQUIRED,
  type DryRunCode,
  type RenderedCommand,
  renderLoaded,
  resolveWorkspace,
  type VerbView,
} from "@packstudio/core";
import { type SandboxStatus, sandboxStatus } from "./launch/availability.js";
import { withStdioPreload, writeStdioPreload } from "./launch/blocking-stdio.js";
import { WORK_DIR } from "./launch/bwrap-args.js";
import { resolveProgram, sandboxProgram } from "./launch/program.js";
import { seccompProgram } from "./launch/seccomp-filter.js";
import { SystemEtc } from "./launch/system-etc.js";
import { argvProblem } from "./limits/argv-limits.js";
import { defaultLimits, type SandboxSettings } from "./limits/limits.js";
import { type HeapCap, probeHeapCap } from "./limits/node-heap.js";
import { cgroupSupport, effectiveLimits, runCgroupFor } from "./limits/run-cgroup.js";
import { Busy, Semaphore } from "./limits/semaphore.js";
import { judgeRun } from "./runs/judge-run.js";
import { PackCache, packKey } from "./runs/pack-cache.js";
import { PackFolders } from "./runs/pack-folders.js";
import { packLayoutProblem } from "./runs/run-folders.js";
import { archiveCap, keptAcrossRuns, maxWorkspaceEntries, runOnce, workspaceKeyOf } from "./runs/run-once.js";
import { RunProcess } from "./runs/run-process.js";
import { clockMs } from "./runs/run-steps.js";
import {
  defaultSessionBudgets,
  SandboxSessions,
  type SessionBudgets,
  SessionQueueFull,
  type SessionStore,
} from "./sessions/sessions.js";
import type { DryRunInput, DryRunResult, ReadinessInput, RunReadiness } from "./types.js";
import { defaultSampleProject } from "./workspace/sample-project.js";
import { WorkspaceFiles } from "./workspace/workspace-files.js";
import { archiveFromState, stateFromFolder } from "./workspace/workspace-state.js";

export type {
  DryRunError,
  DryRunInput,
  DryRunResult,
  ReadinessInput,
  RunReadiness,
  RunReport,
  RunResult,
} from "./types.js";

/** The first host uid of runs (one per slot), unless the settings say otherwise. */
const UID_BASE = 61000;

function defaultRoot(): string {
  return existsSync("/dev/shm") ? "/dev/shm/packstudio-sandbox" : join(tmpdir(), "packstudio-sandbox");
}

const refused = (code: DryRunCode, message: string, plan: RenderedCommand, names: string[] = []): DryRunResult => ({
  ok: false,
  plan,
  error: { code, names, message },
});

/** An openapi pack asked to run in the sandbox: said plainly, never an argv of an API's command run. */
const openapiNotRun = (verbKey: string) => ({
  code: "not_runnable" as const,
  names: [verbKey],
  message: `"${verbKey}" is an HTTP request of an openapi pack: nothing runs in the sandbox. Its dry-run is answered from the pack's OpenAPI document (packstudio run, the studio's Run button, the MCP face), never sent.`,
});

/** The answer for a command a person must approve first: the card to show, and nothing run. */
export const approvalRequired = (plan: RenderedCommand): DryRunResult => ({
  ok: false,
  plan,
  error: {
    code: APPROVAL_REQUIRED,
    names: [plan.verb],
    message: `"${plan.verb}" needs a person's approval (${plan.approval}): show the card, and run it again approved.`,
    card: plan.card,
  },
});

/** A run that passed every check, waiting for its slot. */
interface SlotRequest {
  input: DryRunInput;
  plan: Extract<ReturnType<typeof renderLoaded>, { ok: true }>;
  /** The program and its arguments, as paths inside the sandbox. */
  programArgv: string[];
  /** A pack script run by node, whose heap is capped. */
  node: boolean;
  mode: string;
  packId: string;
  approvalKey: string;
  verb: VerbView | undefined;
  tools: { bwrap: string };
  sessions: SessionStore;
  /** When dryRun was called (run-steps.ts clockMs). */
  entered: number;
  /** The pack's folder between runs: its content and the session (pack-folders.ts). */
  folderKey: string;
}

export class Sandbox {
  readonly settings: SandboxSettings;
  private readonly semaphore: Semaphore;
  private readonly sessions: SandboxSessions;
  private readonly root: string;
  private readonly seccomp = seccompProgram();
  private readonly packs = new PackCache();
  private heapCap: Promise<HeapCap> | undefined;
  /** Host path of node's stdio preload, written at the first node run. */
  private stdioPreload: string | undefined;
  private sample: Buffer | undefined;
  private readonly runner = new RunProcess();
  /** The copies of /etc's few files runs see, one folder bound in one mount (system-etc.ts). */
  private readonly etc: SystemEtc;
  /** Pack folders kept between a session's runs of the same pack (pack-folders.ts). */
  private readonly packFolders: PackFolders;

  /** `budgets`: how many workspace bytes and queued runs sessions may hold (the defaults suit a studio);
   * `keepWorkspaces`: also keep workspaces on disk for the next process, in the sandbox root (the CLI). */
  constructor(settings: Partial<SandboxSettings> = {}, budgets: Partial<SessionBudgets> = {}, keepWorkspaces = false) {
    this.settings = {
      limits: defaultLimits,
      allowedBins: "any",
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
    this.etc = new SystemEtc(join(this.root, "system-etc"));
    this.packFolders = new PackFolders(join(this.root, "packs"));
    this.semaphore = new Semaphore(this.settings.concurrency, this.settings.queue, this.settings.queueWaitMs);
    const files = keepWorkspaces
      ? new WorkspaceFiles(join(this.root, "workspaces"), archiveCap(this.settings.limits), maxWorkspaceEntries)
      : undefined;
    this.sessions = new SandboxSessions({ ...defaultSessionBudgets, ...budgets }, files);
  }

  /** bubblewrap on this machine (or on the settings' search path). */
  private machine(): SandboxStatus {
    const { searchPath } = this.settings;
    return searchPath === undefined ? sandboxStatus() : sandboxStatus(false, { searchPath });
  }

  status() {
    return {
      ...this.machine(),
      concurrency: this.settings.concurrency,
      running: this.semaphore.inUse,
      /** Bytes of session workspaces held in memory between runs. */
      workspaceBytes: this.sessions.keptBytes,
    };
  }

  /**
   * Whether a command could run here, before anyone clicks (DECISIONS.md 10): bubblewrap present, its program
   * found (and allowed), a project folder when its mode needs one. The same checks dryRun makes, nothing run.
   * `elsewhere`: the runs happen on runners, whose sandbox this is (their machines' bare names are not known here).
   */
  readiness(input: ReadinessInput, elsewhere?: Pick<SandboxStatus, "available" | "message">): RunReadiness {
    const machine = elsewhere ?? this.machine();
    if (!machine.available) return { ok: false, code: "sandbox_unavailable", reason: machine.message };
    const paths = new Set(input.paths);
    // Runs on other machines (runners, DECISIONS.md 15): a bare name is looked up there, at the run.
    const find = elsewhere ? (name: string) => name : undefined;
    const program = resolveProgram(input.program, (path) => paths.has(path), this.settings.allowedBins, find);
    if (!program.ok) return { ok: false, code: "not_runnable", reason: program.message };
    const project = resolveWorkspace(input.mode, {
      ...(this.settings.sampleProjectDir && { projectDir: WORK_DIR }),
      requireProject: true,
    });
    if (!project.ok) return { ok: false, code: project.code, reason: project.message };
    return { ok: true };
  }

  /**
   * The key of the workspace a run of this pack keeps in its session (`<mode>:<pack id>`), or undefined when its
   * mode keeps none or the pack does not load: what a runner loads from the database before the run.
   */
  workspaceKey(files: Record<string, string>): string | undefined {
    const pack = this.packs.load(files);
    if ("ok" in pack) return undefined;
    const mode = pack.surface.workspaceMode;
    return keptAcrossRuns(mode) ? workspaceKeyOf(mode, pack.surface.id ?? "") : undefined;
  }

  /** `sessions`: where the run's session lives (default: this process's memory; a runner passes one loaded from
   * the database, DECISIONS.md 15). */
  async dryRun(input: DryRunInput, sessions: SessionStore = this.sessions): Promise<DryRunResult> {
    const entered = clockMs();
    const pack = this.packs.load(input.files);
    if ("ok" in pack) return { ok: false, error: pack.error };
    // An API's command is an HTTP request: nothing to start here (a documented dry-run answers it, DECISIONS 14).
    if (pack.surface.kind === "openapi") return { ok: false, error: openapiNotRun(input.verbKey) };
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
    const content = packKey(input.files);
    // By content: approving one version of a pack says nothing of a changed one with the same id.
    const approvalKey = `${content}\u0000${plan.verb}`;
    const remembered = plan.approval === "first_use" && sessions.isApproved(input.session, approvalKey);
    if (plan.asksPerson && !input.approved && !remembered) return approvalRequired(plan);
    const machine = this.machine();
    if (!machine.available || !machine.bwrap) return refused("sandbox_unavailable", machine.message, plan);
    const tools = { bwrap: machine.bwrap };
    // Without the heap flag: it is added below only where the cgroup file does not cap node's heap.
    const program = sandboxProgram(plan, input.files, this.settings.allowedBins);
    if (!program.ok) return refused("not_runnable", program.message, plan, [plan.program]);

    // One run of a session at a time: the second starts from the workspace the first wrote back.
    try {
      return await sessions.serialize(input.session, input.client, () =>
        this.runInSlot({
          input,
          plan,
          programArgv: program.argv,
          node: !!program.node,
          mode,
          packId,
          approvalKey,
          verb: pack.surface.verbs.find((v) => v.key === plan.verb),
          tools,
          sessions,
          entered,
          folderKey: folderKeyOf(content, input.session),
        }),
      );
    } catch (error) {
      if (!(error instanceof SessionQueueFull)) throw error;
      return refused("busy", "This session already has runs waiting: wait for them to finish, then retry.", plan);
    }
  }

  private async runInSlot(request: SlotRequest): Promise<DryRunResult> {
    const { input, plan, programArgv, node, mode, packId, approvalKey, tools, sessions } = request;
    // The run's memory and processes are capped as a whole by a cgroup where the host has one; without one the
    // per-process caps are lowered (run-cgroup.ts).
    const support = cgroupSupport();
    const limits = effectiveLimits(this.settings.limits, support);
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
    let packDir: string | undefined;
    try {
      if (input.approved && plan.approval === "first_use") sessions.approve(input.session, approvalKey);
      const uid = process.getuid?.() === 0 ? this.settings.uidBase + slot : undefined;
      this.heapCap ??= probeHeapCap({ root: this.root, ...tools, limits, uid, seccomp: this.seccomp }).catch(
        (): HeapCap => ({ kind: "flag" }),
      );
      const heap = await this.heapCap;
      const [bin, ...rest] = programArgv;
      const capped =
        node && heap.kind === "flag" && bin
          ? [bin, `--max-old-space-size=${limits.nodeHeapMiB}`, ...rest]
          : programArgv;
      // A node script's stdout and stderr block, so output past the cap reaches the host (blocking-stdio.ts).
      if (node) this.stdioPreload ??= writeStdioPreload(this.root);
      const argv = node ? withStdioPreload(capped) : capped;
      const cgroupAt = clockMs();
      const cgroup = runCgroupFor(slot, uid, { memoryBytes: limits.memoryBytes, processes: limits.processes }, support);
      const cgroupMs = clockMs() - cgroupAt;
      packDir = this.packFolders.acquire(request.folderKey, input.files);
      const run = await runOnce({
        cgroup,
        start: (spec) => this.runner.run(spec),
        packDir,
        input,
        plan,
        argv,
        uid,
        mode,
        packId,
        verb: request.verb,
        sessions,
        seed: () => this.sampleArchive(),
        limits,
        tools,
        seccomp: this.seccomp,
        memoryDir: heap.kind === "cgroup-file" ? heap.dir : undefined,
        stdioPreload: node ? this.stdioPreload : undefined,
        etcDir: this.etcFolder(),
        timing: input.timing ? { entered: request.entered, cgroupMs } : undefined,
      });
      return { ok: true, plan, run: judgeRun(run, plan) };
    } catch (error) {
      return refused("sandbox_error", `The sandbox could not run the command: ${hostFree(error)}`, plan);
    } finally {
      if (packDir !== undefined) this.packFolders.release(request.folderKey);
      this.semaphore.release(slot);
    }
  }

  /** The /etc folder to bind, or undefined to bind the host's own files one by one (when it cannot be copied). */
  private etcFolder(): string | undefined {
    try {
      return this.etc.folder();
    } catch {
      return undefined;
    }
  }

  /** The sample project as a workspace archive, read once from the host's own copy (never from a run's folder);
   * each run gets a copy of its own, since a run's archive is handed over with the run. */
  private sampleArchive(): Buffer | undefined {
    const dir = this.settings.sampleProjectDir;
    if (!dir) return undefined;
    this.sample ??= archiveFromState(stateFromFolder(dir));
    return Buffer.from(this.sample);
  }
}

/** The name of a pack's folder between runs: its content and the session, so no two sessions share one. */
const folderKeyOf = (content: string, session: string) =>
  createHash("sha256").update(`${content}\u0000${session}`).digest("hex").slice(0, 32);

/** An error's words without host paths (the studio's folders are nobody's business): its code, else its text cut. */
export function hostFree(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const text = error instanceof Error ? error.message : String(error);
  const cleaned = text.replace(/(?:\/[^\s'"`,:;]+)+/g, "<path>").slice(0, 300);
  return code ? `${code} (${cleaned})` : cleaned;
}
