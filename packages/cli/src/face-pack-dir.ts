// Opening a pack for an agent face (exec, mcp): a folder (read, lint with symlinks) or a studio's published
// version (--from, fetched and checked by its SHA-256); then lint, load, and the runner.
import { join, resolve } from "node:path";
import { type Finding, lintPack, passes, readPack } from "@packstudio/core";
import {
  DocumentedRunner,
  type FacePack,
  type FaceRunner,
  HostRunner,
  liveRefusal,
  loadFacePack,
  SandboxRunner,
} from "@packstudio/faces";
import { Sandbox, settingsFromEnv } from "@packstudio/sandbox";
import { paintFor } from "./format/color.js";
import { findingsText, summaryText } from "./format/findings-text.js";
import { type CliIO, UsageError } from "./io.js";
import { FetchRefused, fetchPublishedPack, packSource } from "./pack-from-studio.js";
import { lintPackDir, readPackDir } from "./read-pack-dir.js";

/** `dir` is the folder a host run uses; a pack fetched with --from has none (it runs in the sandbox only). */
export type OpenedPack =
  | { ok: true; pack: FacePack; dir: string | undefined }
  | { ok: false; findings: Finding[]; codes: string[]; message: string };

/** The pack when its findings pass lint (as a runtime would require), else the findings said plainly. */
function loaded(files: Record<string, string>, findings: Finding[], label: string, io: CliIO): OpenedPack {
  const pack = passes(findings) ? loadFacePack(files) : undefined;
  if (pack && !("ok" in pack)) return { ok: true, pack, dir: undefined };
  const errors = findings.filter((f) => f.severity === "error");
  const codes = [...new Set(errors.map((f) => f.code))];
  const id = readPack(files).surface?.id ?? null;
  // stderr of a server: no colour codes.
  const plain = paintFor({ ...io, isTTY: false, env: {} });
  const lines = [...findingsText((file) => join(label, file), errors, plain), summaryText(id, label, findings, plain)];
  return {
    ok: false,
    findings,
    codes,
    message: `The pack does not pass lint (${codes.join(", ")}); a runtime would reject it.\n${lines.join("\n")}`,
  };
}

/** The pack in `dirArg` when it passes lint (symbolic links included, as `check` does), else its findings. */
export async function openFacePack(dirArg: string, io: CliIO): Promise<OpenedPack> {
  const dir = resolve(io.cwd, dirArg);
  const read = await readPackDir(dir);
  const opened = loaded(read.files, lintPackDir(read), dirArg, io);
  return opened.ok ? { ...opened, dir } : opened;
}

/** One pack folder, or --from and no folder (a UsageError otherwise): checked before stdin is read. */
export function checkFaceSource(command: string, positionals: string[], from: string | undefined): void {
  if (from !== undefined && positionals.length)
    throw new UsageError(`${command} takes a pack folder or --from, not both. See: packstudio ${command} --help`);
  if (from === undefined && positionals.length !== 1)
    throw new UsageError(
      `${command} takes one pack folder (or --from <studio>/packs/<id>). See: packstudio ${command} --help`,
    );
}

/**
 * The pack of a face's arguments: the folder, or with --from a studio's published version, fetched and checked
 * by its SHA-256 (a FetchRefused when it cannot be had or does not check out), then linted as a folder is.
 */
export async function openFaceSource(
  command: string,
  positionals: string[],
  from: string | undefined,
  io: CliIO,
): Promise<OpenedPack> {
  checkFaceSource(command, positionals, from);
  if (from === undefined) return openFacePack(positionals[0] ?? "", io);
  const source = packSource(from);
  const fetched = await fetchPublishedPack(source);
  io.stderr(
    `packstudio ${command}: "${fetched.id}" version ${fetched.version} from ${source.server}, SHA-256 ${fetched.sha256} checked.\n`,
  );
  return loaded(fetched.files, lintPack(fetched.files), `${fetched.id}@${fetched.version}`, io);
}

export { FetchRefused };

export interface RunnerChoice {
  runner: FaceRunner;
  /** Said on stderr before serving: --no-sandbox is loud. */
  notice: string | undefined;
}

/** An openapi pack's runner: answers from the document, or with `live` real requests (a public binding only). */
function openApiRunner(pack: FacePack, live: boolean): RunnerChoice {
  const refusal = live ? liveRefusal(pack) : undefined;
  if (refusal) throw new UsageError(refusal);
  const runner = new DocumentedRunner({ ...pack, openapi: pack.openapi }, live);
  const notice = live
    ? `packstudio: --live: the commands of "${pack.id}" send their requests for real, from this machine.`
    : undefined;
  return { runner, notice };
}

/**
 * The sandbox (workspaces kept on disk for a CLI that exits between runs, as `packstudio run` does), or the host;
 * an openapi pack's commands answer from its document instead (or with `live`, send their requests).
 */
export function faceRunner(
  opened: { pack: FacePack; dir: string | undefined },
  io: CliIO,
  noSandbox: boolean,
  keepWorkspaces: boolean,
  live = false,
): RunnerChoice {
  if (opened.pack.openapi !== undefined) return openApiRunner(opened.pack, live);
  if (live) throw new UsageError("--live sends an openapi pack's requests; this pack's commands run in the sandbox.");
  if (noSandbox) {
    if (opened.dir === undefined)
      throw new UsageError(
        "--no-sandbox runs only a pack folder you have read: a pack fetched with --from runs in the sandbox. Download it, read it, then run its folder with --no-sandbox.",
      );
    const runner = new HostRunner(opened.pack, { packDir: opened.dir, projectDir: io.cwd, env: io.env });
    const notice = `WARNING: --no-sandbox: the commands of "${opened.pack.id}" run ON THIS MACHINE as you, with your files, network and credentials. Only the approval cards stand between an agent and them. Use it only for a pack you trust.`;
    return { runner, notice };
  }
  const sandbox = new Sandbox(settingsFromEnv(io.env), {}, keepWorkspaces);
  const status = sandbox.status();
  const notice = status.available
    ? undefined
    : `warning: the sandbox is unavailable (${status.message}); every call will be refused with sandbox_unavailable.`;
  return { runner: new SandboxRunner(sandbox, opened.pack.files), notice };
}
