// A fleet of the run-fleet spec's own (DECISIONS.md 15): web processes (`next start` of the built studio with
// PACKSTUDIO_RUNS=queue) and runners (the studio's runner script), each in its own process group, on one fresh
// PostgreSQL database. Each runner has its own sandbox root and host uid range.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FleetProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  log(chars?: number): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

function start(name: string, argv: string[], cwd: string, env: Record<string, string>): FleetProcess {
  const logPath = `/tmp/packstudio-e2e-fleet-${name}-${process.pid}.log`;
  const fd = openSync(logPath, "w");
  const child = spawn(process.execPath, argv, {
    cwd,
    detached: true,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`${name} did not spawn`);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const log = (chars = 3000) => {
    try {
      return readFileSync(logPath, "utf8").slice(-chars);
    } catch {
      return "";
    }
  };
  return { name, child, pid: child.pid, log, exited };
}

/** A web process: `next start` of the built studio, handing every dry-run to the queue. */
export async function startWeb(name: string, port: number, env: Record<string, string>): Promise<FleetProcess> {
  const web = start(
    name,
    [`${repo}node_modules/next/dist/bin/next`, "start", "-p", String(port), "-H", "127.0.0.1"],
    `${repo}apps/studio`,
    { PACKSTUDIO_RUNS: "queue", PACKSTUDIO_RATE_LIMITS: "off", ...env },
  );
  for (let i = 0; i < 240; i++) {
    if (web.child.exitCode !== null) throw new Error(`${name} exited before answering:\n${web.log()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return web;
    await sleep(500);
  }
  throw new Error(`${name} did not start on port ${port}:\n${web.log()}`);
}

/** A runner: the studio's runner script run by node with tsx (one process: a signal reaches the runner itself). */
export async function startRunner(name: string, env: Record<string, string>): Promise<FleetProcess> {
  const runner = start(name, ["--import", "tsx", "src/server/runs/runner-main.ts"], `${repo}apps/studio`, env);
  for (let i = 0; i < 240; i++) {
    if (runner.child.exitCode !== null) throw new Error(`${name} exited before taking runs:\n${runner.log()}`);
    if (runner.log().includes("taking dry-runs")) return runner;
    await sleep(250);
  }
  throw new Error(`${name} did not start:\n${runner.log()}`);
}

/** Kills a process and everything in its group (the runner's run process with it). */
export function killGroup(p: FleetProcess, signal: NodeJS.Signals = "SIGKILL"): void {
  try {
    process.kill(-p.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops a process group: SIGTERM, then SIGKILL after `ms`. */
export async function stopGroup(p: FleetProcess, ms = 15_000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  killGroup(p, "SIGTERM");
  await Promise.race([p.exited, sleep(ms)]);
  killGroup(p, "SIGKILL");
}

/** Whether any process of the group still exists. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Host processes whose real uid is in [from, to]: what a sandbox run may have left. */
export function processesOfUids(from: number, to: number): string[] {
  const found: string[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, "utf8");
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uid >= from && uid <= to) found.push(`${name} (uid ${uid}): ${/^Name:\s+(.*)$/m.exec(status)?.[1] ?? ""}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The pack folders a sandbox root still holds (a run's, left behind), then the root is removed. */
export function removeRoot(root: string): string[] {
  let left: string[] = [];
  try {
    left = readdirSync(`${root}/runs`);
  } catch {
    // no runs folder: nothing left
  }
  rmSync(root, { recursive: true, force: true });
  return left;
}

/** The files of a pack folder, as the studio sends them. */
export function packFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(`${dir}/${sub}`, { withFileTypes: true })) {
      const path = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else files[path] = readFileSync(`${dir}/${path}`, "utf8");
    }
  };
  walk("");
  return files;
}

export interface DryRunAnswer {
  ok: boolean;
  run?: { exitCode: number | null; stdout: string; json: unknown; stderr: string; limit: string | null };
  error?: { code: string; message: string };
}

/** command.dryRun through a web process's tRPC route, as the studio's page sends it. */
export async function dryRun(
  port: number,
  body: { files: Record<string, string>; verb: string; args?: unknown; approved?: boolean; session: string },
): Promise<DryRunAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}/api/trpc/command.dryRun`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`command.dryRun on ${port}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { result: { data: DryRunAnswer } }).result.data;
}

/** The fleet spec's own pack: `append TOKEN` adds a line to HOME/tokens.log and prints `uid N`, then the log; `slow`
 * does the same, then sleeps (to be caught mid-run). Its workspace is kept across the runs of a session. */
export function tokenPack(): Record<string, string> {
  const surface = {
    id: "fleet-log",
    name: "Fleet log",
    kind: "wrap",
    cliBin: "fleet",
    wrap: { bin: "./bin/log.sh", json_flag: [], workspace: { mode: "workspace" } },
    verbs: {
      append: {
        description: "Append a token to the session's log and print the log.",
        cli: ["fleet", "append", "{{token}}"],
        args: {
          type: "object",
          properties: { token: { type: "string", pattern: "^[a-z0-9-]{1,40}$", examples: ["t-1"] } },
          required: ["token"],
          additionalProperties: false,
        },
      },
      slow: {
        description: "Append a token, then take 4 seconds.",
        cli: ["fleet", "slow", "{{token}}"],
        args: {
          type: "object",
          properties: { token: { type: "string", pattern: "^[a-z0-9-]{1,40}$", examples: ["t-1"] } },
          required: ["token"],
          additionalProperties: false,
        },
      },
    },
  };
  const policy = { surface_id: "fleet-log", verbs: { append: { effect: "read" }, slow: { effect: "read" } } };
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify(policy, null, 2),
    "HARNESS.md": "# Fleet log\n\nRun `fleet append TOKEN`.\n",
    // The first line says which runner ran it: each runner's runs have host uids of its own range.
    "bin/log.sh":
      '#!/bin/sh\nprintf \'%s\\n\' "$2" >> "$HOME/tokens.log"\necho "uid $(id -u)"\ncat "$HOME/tokens.log"\n[ "$1" = slow ] && sleep 4\nexit 0\n',
  };
}
