// Running the packstudio command in process for tests: captured stdout and stderr, exit status.
import { fileURLToPath } from "node:url";
import type { CliIO } from "../io.js";
import { main } from "../main.js";

/** The repository root (spec/examples/... resolve from it). */
export const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(argv: string[], opts: Partial<CliIO> = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: repoRoot,
    env: {},
    isTTY: false,
    ...opts,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}
