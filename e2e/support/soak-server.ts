// The soak's own production studio (next start) with its own port, data folder, sandbox root and uid range.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/** A preload for the soak's server: a full garbage collection of its main thread on SIGWINCH (ignored by default,
 * so a server without the hook is unharmed), and a "collect" broadcast that makes each pack worker collect its own
 * heap (apps/studio's collect-garbage.ts; a preload runs on the main thread only, and gc() collects only the thread
 * that calls it). Node never collects an idle process's garbage (V8's memory reducer needs idle tasks, which
 * Node's platform does not run): without it, "memory back to its start" would measure whatever garbage the last
 * request happened to leave, in the workers' heaps too (a lint bomb's: hundreds of MiB), not what is held. */
const gcHook = `data:text/javascript,${encodeURIComponent(
  'import{isMainThread,BroadcastChannel}from"node:worker_threads";if(isMainThread)process.on("SIGWINCH",()=>{' +
    'globalThis.gc?.();const c=new BroadcastChannel("packstudio-collect-garbage");c.postMessage("collect");c.close()});',
)}`;

export interface SoakServer {
  base: string;
  pid: number;
  sandboxRoot: string;
  uidBase: number;
  /** The server's output so far (the last `chars` of it). */
  log(chars?: number): string;
  /** Asks the server for a full garbage collection of its main thread and its pack workers (see gcHook). */
  collectGarbage(): void;
  /** Stops the whole process group and removes the data folder and sandbox root. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.ok,
    () => false,
  );

/** Starts `next start` on `port` and waits for /api/health; refuses a port something else already answers on. */
export async function startSoakServer(port: number, uidBase: number): Promise<SoakServer> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/api/health`))
    throw new Error(`a server already answers on ${base}: the soak measures only a server it starts; stop that one`);
  const tag = `${port}-${process.pid}`;
  const dataDir = `/tmp/packstudio-e2e-soak-${tag}-${Date.now()}`;
  const sandboxRoot = `/dev/shm/packstudio-soak-${process.pid}`;
  const logPath = `/tmp/packstudio-e2e-soak-${tag}.log`;
  const logFd = openSync(logPath, "w");
  const server: ChildProcess = spawn(
    process.execPath,
    [
      // SOAK_NODE_ARGS: node flags for the studio that NODE_OPTIONS may not carry (`--cpu-prof --cpu-prof-dir=…`).
      ...(process.env.SOAK_NODE_ARGS ?? "").split(" ").filter(Boolean),
      `${repo}node_modules/next/dist/bin/next`,
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: `${repo}apps/studio`,
      detached: true,
      stdio: ["ignore", logFd, logFd],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        PACKSTUDIO_DATA_DIR: dataDir,
        PACKSTUDIO_SANDBOX_ROOT: sandboxRoot,
        PACKSTUDIO_SANDBOX_UID_BASE: String(uidBase),
        // Each soak client claims its own address (X-Forwarded-For, as one proxy in front would append it):
        // the default rate limits stay on and count per client, as they would behind a real proxy.
        PACKSTUDIO_TRUST_PROXY: "1",
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc --import=${gcHook}`.trim(),
      },
    },
  );
  closeSync(logFd);
  const pid = server.pid;
  if (pid === undefined) throw new Error("next start did not spawn");
  const log = (chars = 4000) => {
    try {
      return readFileSync(logPath, "utf8").slice(-chars);
    } catch {
      return "";
    }
  };
  const stop = async () => {
    try {
      // The whole group: whatever the server started goes with it.
      process.kill(-pid, "SIGTERM");
      for (let i = 0; i < 50 && server.exitCode === null && server.signalCode === null; i++) await sleep(100);
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sandboxRoot, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the soak's studio exited (code ${server.exitCode}) before answering on ${base}:\n${log()}`);
    }
    if ((await answers(`${base}/api/health`)) && server.exitCode === null) {
      const collectGarbage = () => process.kill(pid, "SIGWINCH");
      return { base, pid, sandboxRoot, uidBase, log, collectGarbage, stop };
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`the soak's studio did not start on ${base}:\n${log()}`);
}
