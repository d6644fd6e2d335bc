// Running the packstudio command this repository builds (packages/cli), as an argv array, never through a shell.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The CLI's entry next to this action (the action's first step builds its bundle). */
export const packstudioBin = fileURLToPath(new URL("../../packages/cli/bin/packstudio.mjs", import.meta.url));

/**
 * @typedef {object} CliResult
 * @property {number} code exit status: 0 fine, 1 lint errors or a refusal, 2 usage or I/O error
 * @property {string} stdout
 * @property {string} stderr
 */

/**
 * Run `packstudio ...args` in `cwd`, colour off.
 * @param {string[]} args
 * @param {string} cwd
 * @returns {CliResult}
 */
export function packstudio(args, cwd) {
  const run = spawnSync(process.execPath, [packstudioBin, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) return { code: 2, stdout: "", stderr: `packstudio did not start: ${run.error.message}` };
  return { code: run.status ?? 2, stdout: run.stdout, stderr: run.stderr };
}

/** What a failed run said: the first line of its stderr without the "packstudio <command>: " prefix. */
export function firstLine(/** @type {string} */ text) {
  return (text.trim().split("\n")[0] ?? "").replace(/^packstudio \w+: /, "") || "packstudio failed without a message";
}
