// Helpers for the sandbox's tests: real packs (the ledger example, one-script packs), private sandboxes, host checks.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { readFolderFiles } from "@packstudio/core/testing";
import type { SandboxSettings } from "./limits/limits.js";
import { Sandbox } from "./sandbox.js";
import type { SessionBudgets } from "./sessions/sessions.js";
import type { DryRunResult, RunReport } from "./types.js";

export const ledgerDir = new URL("../../../spec/examples/ledger", import.meta.url).pathname;

/** A copy of spec/examples/ledger with `wrap.workspace.mode` set. */
export function ledgerPack(mode: string): Record<string, string> {
  const files = readFolderFiles(ledgerDir);
  const surface = JSON.parse(files["surface.json"] ?? "{}");
  surface.wrap.workspace = { mode };
  files["surface.json"] = JSON.stringify(surface, null, 2);
  return files;
}

export interface ScriptPackOptions {
  mode?: string;
  agentEnv?: Record<string, string>;
  /** Policy row of the `run` command (default: a read that asks nobody). */
  policy?: Record<string, unknown>;
  /** Extra fields of the `run` command (title, args, cli). */
  verb?: Record<string, unknown>;
  id?: string;
}

/** A minimal valid pack whose one command `run` starts `script` (.sh when it opens with #!, else .mjs). */
export function scriptPack(script: string, options: ScriptPackOptions = {}): Record<string, string> {
  const id = options.id ?? "mini";
  const file = script.startsWith("#!") ? "bin/run.sh" : "bin/run.mjs";
  const surface = {
    id,
    kind: "wrap",
    cliBin: id,
    wrap: {
      bin: `./${file}`,
      json_flag: [],
      workspace: { mode: options.mode ?? "ephemeral" },
      ...(options.agentEnv && { agent_env: options.agentEnv }),
    },
    verbs: { run: { description: "Run the script.", cli: [id, "run"], ...options.verb } },
  };
  const policy = { surface_id: id, verbs: { run: options.policy ?? { effect: "read" } } };
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify(policy, null, 2),
    "HARNESS.md": `# ${id}\n\nRun \`${id} run\`.\n`,
    [file]: script,
  };
}

/** A sandbox of its own: a fresh root, and host uids no other test file uses (the process limit counts per uid). */
export function testSandbox(
  uidBase: number,
  settings: Partial<SandboxSettings> = {},
  budgets: Partial<SessionBudgets> = {},
) {
  const root = `/dev/shm/packstudio-test-${uidBase}-${process.pid}-${randomBytes(4).toString("hex")}`;
  const sandbox = new Sandbox({ root, uidBase, ...settings }, budgets);
  return { sandbox, root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** The run of a result that must have run; fails the test with the refusal otherwise. */
export function ran(result: DryRunResult): RunReport {
  if (!result.ok) throw new Error(`expected a run, got ${result.error.code}: ${result.error.message}`);
  return result.run;
}

/** Host processes whose real uid is in [from, to]: what a sandbox run may have left behind. */
export function processesOfUids(from: number, to: number): { pid: number; uid: number; cmd: string }[] {
  const found: { pid: number; uid: number; cmd: string }[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uid >= from && uid <= to)
        found.push({ pid: Number(name), uid, cmd: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? "" });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
