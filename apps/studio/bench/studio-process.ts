// A `next start` of the built studio for the memory bench: its own port, data, sandbox root and uid range; its
// resident memory read from /proc (the server process, its threads included, apart from the processes below it).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mallocEnv } from "../src/server/malloc-env";

// BENCH_STUDIO_DIR: another copy of the studio to start (its own build, where no one rebuilds it meanwhile).
const studio = process.env.BENCH_STUDIO_DIR ?? new URL("..", import.meta.url).pathname;
const repo = new URL("../../..", import.meta.url).pathname;
const MiB = 1024 * 1024;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of `pid` in MiB (0 once it has ended). */
export function rssMiB(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    // Field 4 of stat, after the command name (which may hold spaces, never ") ").
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
  } catch {
    return 0;
  }
}

/** Every process below `root` (not `root` itself). */
export function descendants(root: number): number[] {
  const parents = new Map(
    readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map((name) => [Number(name), parentOf(Number(name))] as const),
  );
  const below = new Set<number>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents)
      if (!below.has(pid) && (parent === root || below.has(parent))) {
        below.add(pid);
        grew = true;
      }
  }
  return [...below];
}

export interface Reading {
  /** The server process (next-server: its main thread, pack workers and every other thread). */
  server: number;
  /** The processes below it (the run process, runs under way), apart. */
  children: number;
}

export function reading(pid: number): Reading {
  const children = descendants(pid).reduce((sum, child) => sum + rssMiB(child), 0);
  return { server: rssMiB(pid), children };
}

/** Node's own resident memory at start: `node -e` that does nothing, on this machine, now (the floor). */
export function nodeFloorMiB(): number {
  const bytes = execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.memoryUsage().rss))"]);
  return Number(bytes.toString()) / MiB;
}

export interface Studio {
  base: string;
  pid: number;
  /** The end of the server's output, for a failure's message. */
  log(): string;
  /** When `next start` was spawned (performance.now()). */
  spawnedAt: number;
  stop(): Promise<void>;
}

/** `next start` on `port`, PGlite in a fresh folder or the PostgreSQL database `databaseUrl`. */
export function startStudio(port: number, databaseUrl: string | undefined, uidBase: number): Studio {
  const tag = `${port}-${process.pid}-${Date.now()}`;
  const dataDir = `/tmp/packstudio-bench-memory-${tag}`;
  const sandboxRoot = `/dev/shm/packstudio-bench-memory-${tag}`;
  const logPath = `/tmp/packstudio-bench-memory-${tag}.log`;
  const logFd = openSync(logPath, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The allocator's settings `npm start` gives the server (package.json).
    ...mallocEnv,
    NEXT_TELEMETRY_DISABLED: "1",
    PACKSTUDIO_RATE_LIMITS: "off",
    PACKSTUDIO_DATA_DIR: dataDir,
    PACKSTUDIO_SANDBOX_ROOT: sandboxRoot,
    PACKSTUDIO_SANDBOX_UID_BASE: String(uidBase),
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  // BENCH_NODE_OPTIONS: node options for the server only, to look inside it (`--require ./memory-log.cjs`).
  if (process.env.BENCH_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const spawnedAt = performance.now();
  // node itself runs next: the process measured is the server, with no npm or shell above it.
  const server: ChildProcess = spawn(
    process.execPath,
    [`${repo}node_modules/next/dist/bin/next`, "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: studio, stdio: ["ignore", logFd, logFd], detached: true, env },
  );
  closeSync(logFd);
  const log = () => {
    try {
      return readFileSync(logPath, "utf8").slice(-3000);
    } catch {
      return "";
    }
  };
  const pid = server.pid;
  if (pid === undefined) throw new Error("next start did not spawn");
  const stop = async () => {
    try {
      process.kill(-pid, "SIGTERM");
      for (let i = 0; i < 50 && server.exitCode === null && server.signalCode === null; i++) await sleep(100);
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sandboxRoot, { recursive: true, force: true });
    rmSync(logPath, { force: true });
  };
  return { base: `http://127.0.0.1:${port}`, pid, log, spawnedAt, stop };
}

/** Waits until /api/health answers 200 (ready means warm, warm-up.ts); throws after 5 minutes. */
export async function ready(studio: Studio): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const ok = await fetch(`${studio.base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (rssMiB(studio.pid) === 0)
      throw new Error(`the studio exited before it answered: is it built? Its output:\n${studio.log()}`);
    await sleep(100);
  }
  throw new Error(`the studio did not answer on ${studio.base} within 5 minutes. Its output:\n${studio.log()}`);
}

/** One page's time to its first byte (the answer's status and headers), in ms; the body is read to its end. */
export async function timeToFirstByte(url: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - t0;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}
