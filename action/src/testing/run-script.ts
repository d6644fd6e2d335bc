// Running action/run.mjs as the Actions runner does: a child process with GITHUB_* files, read back afterwards.
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("../../run.mjs", import.meta.url));

export interface ScriptRun {
  code: number | null;
  /** What the log shows with step debugging off: stdout without the toolkit's ::debug:: lines. */
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The SARIF file parsed, or undefined when none was written. */
  sarif: unknown;
}

/** Read a GITHUB_OUTPUT file: name=value lines and name<<DELIMITER blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const block = line.match(/^([\w-]+)<<(.+)$/);
    if (block) {
      const end = lines.indexOf(block[2] as string, i + 1);
      out[block[1] as string] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) out[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
  }
  return out;
}

let runs = 0;

/**
 * Run the script with `env` (GITHUB_WORKSPACE and INPUT_SARIF-FILE among it) plus fresh GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files in `temp`. Asynchronous, so a server in the test process keeps answering meanwhile.
 */
export async function runScript(env: Record<string, string>, temp: string): Promise<ScriptRun> {
  const n = ++runs;
  const files = { output: join(temp, `output-${n}`), summary: join(temp, `summary-${n}`) };
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const child = spawn(process.execPath, [script], {
    cwd: temp,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const sarifPath = join(env.GITHUB_WORKSPACE ?? temp, env["INPUT_SARIF-FILE"] ?? "packstudio.sarif");
  let sarif: unknown;
  try {
    sarif = JSON.parse(readFileSync(sarifPath, "utf8"));
    rmSync(sarifPath);
  } catch {
    sarif = undefined;
  }
  const outputs = parseOutputs(readFileSync(files.output, "utf8"));
  const shown = stdout.replace(/^::debug::.*\n/gm, "");
  return { code, stdout: shown, stderr, outputs, summary: readFileSync(files.summary, "utf8"), sarif };
}
