// A child process run to its end for tests of every package: its exit code and all it wrote. Node-only.
import { spawn } from "node:child_process";

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Written to the child's stdin, which is then closed; without it stdin is closed at once. */
  input?: string;
}

/** Run `command` with `args` (never spawnSync: a test's own server may have to answer the child meanwhile). */
export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions = {},
): Promise<ProcessRun> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => {
    stdout += c.toString("utf8");
  });
  child.stderr.on("data", (c: Buffer) => {
    stderr += c.toString("utf8");
  });
  child.stdin.end(options.input ?? "");
  return new Promise((done) => child.once("close", (code) => done({ code, stdout, stderr })));
}
