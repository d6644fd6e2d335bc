// --no-sandbox: a trusted pack's commands run on the host, with the same projection, approval rule and limits
// on time and output (nothing else is contained: that is what the sandbox is for).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { doneTitle, type RenderedCommand, renderLoaded } from "@packstudio/core";
import {
  approvalRequired,
  type DryRunResult,
  defaultLimits,
  judgeRun,
  type RunResult,
  type SandboxLimits,
} from "@packstudio/sandbox";
import { DocumentedRunner } from "./documented-runner.js";
import type { FacePack } from "./face-pack.js";
import type { FaceRunner, FaceRunRequest, FaceRunResult } from "./runner.js";

export interface HostRunnerOptions {
  /** The pack folder on disk: scripts run from it, and mode `none` runs in it. */
  packDir: string;
  /** The caller's folder: mode `project` runs in it. */
  projectDir: string;
  /** The server's environment: a trusted local CLI gets it, as in a terminal. */
  env: Record<string, string | undefined>;
  limits?: Pick<SandboxLimits, "wallMs" | "stdoutBytes" | "stderrBytes">;
}

export class HostRunner implements FaceRunner {
  readonly where = "host";
  private readonly approved = new Set<string>();
  private readonly workspaces = new Map<string, string>();
  private readonly limits: Pick<SandboxLimits, "wallMs" | "stdoutBytes" | "stderrBytes">;
  /** An openapi pack runs no program: its commands answer from the document (DECISIONS 14). */
  private readonly documented: DocumentedRunner | undefined;

  constructor(
    private readonly pack: FacePack,
    private readonly options: HostRunnerOptions,
  ) {
    this.limits = options.limits ?? defaultLimits;
    this.documented = pack.openapi === undefined ? undefined : new DocumentedRunner({ ...pack, openapi: pack.openapi });
  }

  run(request: FaceRunRequest): Promise<FaceRunResult> {
    return this.documented ? this.documented.run(request) : this.runProgram(request);
  }

  private async runProgram(request: FaceRunRequest): Promise<DryRunResult> {
    const plan = renderLoaded(this.pack.loaded, request.verb, request.args ?? {}, {
      projectDir: this.options.projectDir,
    });
    if (!plan.ok) return { ok: false, error: plan.error };
    const key = `${request.session}\u0000${plan.verb}`;
    const remembered = plan.approval === "first_use" && this.approved.has(key);
    if (plan.asksPerson && !request.approved && !remembered) return approvalRequired(plan);
    const argv = this.programArgv(plan);
    if (!argv) {
      const message = `wrap.bin "${plan.program}" names no program to start.`;
      return { ok: false, plan, error: { code: "not_runnable", names: [plan.program], message } };
    }
    if (request.approved && plan.approval === "first_use") this.approved.add(key);
    const { cwd, home, cleanup } = this.folder(plan, request.session);
    try {
      return { ok: true, plan, run: judgeRun(await this.spawnRun(plan, argv, cwd, home), plan) };
    } finally {
      cleanup();
    }
  }

  /** The program and its arguments: a pack script by its interpreter, else the named program. */
  private programArgv(plan: RenderedCommand): string[] | undefined {
    const bin = plan.program;
    const rest = plan.argv.slice(1);
    if (!bin) return undefined;
    if (!bin.includes("/")) return [bin, ...rest];
    const path = resolve(this.options.packDir, bin);
    if (/\.(mjs|cjs|js)$/.test(path)) return [process.execPath, path, ...rest];
    if (path.endsWith(".sh")) return ["/bin/sh", path, ...rest];
    return [path, ...rest];
  }

  /** The working folder per DECISIONS.md 9, on the host. */
  private folder(plan: RenderedCommand, session: string) {
    const none = () => {};
    switch (plan.cwd.mode) {
      case "project":
        return { cwd: this.options.projectDir, home: undefined, cleanup: none };
      case "workspace": {
        let dir = this.workspaces.get(session);
        if (!dir) {
          dir = mkdtempSync(join(tmpdir(), "packstudio-host-workspace-"));
          this.workspaces.set(session, dir);
        }
        return { cwd: dir, home: dir, cleanup: none };
      }
      case "ephemeral": {
        const dir = mkdtempSync(join(tmpdir(), "packstudio-host-ephemeral-"));
        return { cwd: dir, home: undefined, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
      }
      default:
        return { cwd: this.options.packDir, home: undefined, cleanup: none };
    }
  }

  private spawnRun(plan: RenderedCommand, argv: string[], cwd: string, home: string | undefined): Promise<RunResult> {
    const [program = "", ...args] = argv;
    const env = { ...this.options.env, ...plan.env, ...(home && { HOME: home }) };
    const started = performance.now();
    return new Promise((done) => {
      const child = spawn(program, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
      let limit: RunResult["limit"] = null;
      const stop = (why: NonNullable<RunResult["limit"]>) => {
        limit ??= why;
        child.kill("SIGKILL");
      };
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      const counts = { out: 0, err: 0 };
      const take = (into: Buffer[], which: "out" | "err", max: number) => (chunk: Buffer) => {
        const room = max - counts[which];
        if (room > 0) into.push(chunk.subarray(0, room));
        counts[which] += chunk.length;
        if (counts[which] > max) stop("output");
      };
      child.stdout.on("data", take(out, "out", this.limits.stdoutBytes));
      child.stderr.on("data", take(err, "err", this.limits.stderrBytes));
      const timer = setTimeout(() => stop("wall"), this.limits.wallMs);
      const finish = (exitCode: number | null, spawnError?: Error) => {
        clearTimeout(timer);
        const stdout = Buffer.concat(out).toString("utf8");
        const json = parseJson(stdout);
        const verb = this.pack.loaded.surface.verbs.find((v) => v.key === plan.verb);
        done({
          exitCode,
          stdout,
          stdoutTruncated: counts.out > this.limits.stdoutBytes,
          json,
          stderr:
            Buffer.concat(err).toString("utf8") +
            (spawnError ? `cannot start "${program}": ${spawnError.message}\n` : ""),
          stderrTruncated: counts.err > this.limits.stderrBytes,
          durationMs: Math.round(performance.now() - started),
          limit,
          title: verb ? doneTitle(verb, plan.args, json) : plan.title,
          sideEffects: [],
        });
      };
      child.on("error", (error) => finish(127, error));
      child.on("close", (code) => finish(code));
    });
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
