// Opening a pack folder for an agent face (exec, mcp): read, lint (symlinks included), load, and the runner.
import { join, resolve } from "node:path";
import { type Finding, passes, readPack } from "@packstudio/core";
import { type FacePack, type FaceRunner, HostRunner, loadFacePack, SandboxRunner } from "@packstudio/faces";
import { Sandbox, settingsFromEnv } from "@packstudio/sandbox";
import { paintFor } from "./format/color.js";
import { findingsText, summaryText } from "./format/findings-text.js";
import type { CliIO } from "./io.js";
import { lintPackDir, readPackDir } from "./read-pack-dir.js";

export type OpenedPack =
  | { ok: true; pack: FacePack; dir: string }
  | { ok: false; findings: Finding[]; codes: string[]; message: string };

/** The pack in `dirArg` when it passes lint (as a runtime would require), else its findings. */
export async function openFacePack(dirArg: string, io: CliIO): Promise<OpenedPack> {
  const dir = resolve(io.cwd, dirArg);
  const read = await readPackDir(dir);
  const findings = lintPackDir(read);
  const loaded = passes(findings) ? loadFacePack(read.files) : undefined;
  if (loaded && !("ok" in loaded)) return { ok: true, pack: loaded, dir };
  const errors = findings.filter((f) => f.severity === "error");
  const codes = [...new Set(errors.map((f) => f.code))];
  const id = readPack(read.files).surface?.id ?? null;
  // stderr of a server: no colour codes.
  const plain = paintFor({ ...io, isTTY: false, env: {} });
  const lines = [
    ...findingsText((file) => join(dirArg, file), errors, plain),
    summaryText(id, dirArg, findings, plain),
  ];
  return {
    ok: false,
    findings,
    codes,
    message: `The pack does not pass lint (${codes.join(", ")}); a runtime would reject it.\n${lines.join("\n")}`,
  };
}

export interface RunnerChoice {
  runner: FaceRunner;
  /** Said on stderr before serving: --no-sandbox is loud. */
  notice: string | undefined;
}

/** The sandbox (workspaces kept on disk for a CLI that exits between runs, as `packstudio run` does), or the host. */
export function faceRunner(
  opened: { pack: FacePack; dir: string },
  io: CliIO,
  noSandbox: boolean,
  keepWorkspaces: boolean,
): RunnerChoice {
  if (noSandbox) {
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
