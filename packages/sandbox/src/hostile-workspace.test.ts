// Hostile workspaces in real bubblewrap (issue 10): the host never touches what a run wrote, and no run stalls it.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits/limits.js";
import { cgroupSupport } from "./limits/run-cgroup.js";
import { hostFree } from "./sandbox.js";
import { ran, scriptPack, testSandbox } from "./test-support.js";
import type { DryRunResult } from "./types.js";

const UID = 61500;
const tag = `${process.pid}-${Date.now()}`;
const MiB = 1024 * 1024;
// A long wall clock: none of these tests is about the wall, and a busy CI machine must not make it bind first.
const { sandbox, root, cleanup } = testSandbox(UID, { limits: { ...defaultLimits, wallMs: 30_000 } });
const budgetBox = testSandbox(UID + 8, {}, { perClientBytes: 8 * MiB });

// A root-only host folder a hostile run aims its links at: it must never be read, listed or chowned.
const canaryDir = `/dev/shm/packstudio-canary-${tag}`;
const canaryText = `CANARY-${tag}`;
mkdirSync(join(canaryDir, "inner"), { recursive: true });
writeFileSync(join(canaryDir, "secret.txt"), canaryText, { mode: 0o600 });
writeFileSync(join(canaryDir, "inner", "secret.txt"), canaryText, { mode: 0o600 });
chmodSync(canaryDir, 0o700);

afterAll(async () => {
  await cleanup();
  await budgetBox.cleanup();
  rmSync(canaryDir, { recursive: true, force: true });
});

/** Runs `task` while counting the event loop's longest pause (a stall guard, not a speed figure). */
async function watchLoop<T>(task: () => Promise<T>): Promise<{ value: T; longestPauseMs: number }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    const value = await task();
    return { value, longestPauseMs: Math.max(longest, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

const everyText = (result: DryRunResult) => JSON.stringify(result);

describe("the host never opens, walks or chowns what a run wrote", () => {
  it("two runs of one session go one after the other, and a link race reaches nothing of the host", async () => {
    // Run A swaps /work/d between a folder and a link to the host's root-only folder, in a loop, while it runs;
    // run B of the same session is asked for meanwhile. B must start from what A wrote back, after A.
    const script = `import fs from "node:fs";
import { spawn } from "node:child_process";
if (fs.existsSync("/work/started")) {
  console.log(JSON.stringify({ marker: fs.existsSync("/work/marker") ? fs.readFileSync("/work/marker", "utf8") : null }));
} else {
  fs.writeFileSync("/work/started", "1");
  fs.mkdirSync("/work/d/sub", { recursive: true });
  fs.writeFileSync("/work/d/sub/f", "mine");
  spawn(process.execPath, ["-e", ${JSON.stringify(`const fs = require("node:fs"); for (;;) { try { fs.renameSync("/work/d", "/work/t"); fs.symlinkSync(${JSON.stringify(canaryDir)}, "/work/d"); fs.unlinkSync("/work/d"); fs.renameSync("/work/t", "/work/d"); } catch {} }`)}], { detached: true, stdio: "ignore" }).unref();
  setTimeout(() => { fs.writeFileSync("/work/marker", "A"); process.exit(0); }, 1500);
}`;
    const files = scriptPack(script, { mode: "workspace", id: "race" });
    const a = sandbox.dryRun({ files, verbKey: "run", session: `race-${tag}` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const b = sandbox.dryRun({ files, verbKey: "run", session: `race-${tag}` });
    const [runA, runB] = [ran(await a), ran(await b)];
    expect(runA.exitCode).toBe(0);
    expect(runB.json).toEqual({ marker: "A" });
    for (const result of [await a, await b]) expect(everyText(result)).not.toContain(canaryText);
    for (const path of ["", "secret.txt", "inner", "inner/secret.txt"]) {
      const stat = statSync(join(canaryDir, path));
      expect([stat.uid, stat.gid], path).toEqual([0, 0]);
    }
    expect(statSync(join(canaryDir, "secret.txt")).mode & 0o777).toBe(0o600);
  });

  it("a FIFO raced in for a regular file never blocks the server", async () => {
    const script = `import fs from "node:fs";
import { spawnSync } from "node:child_process";
spawnSync("mkfifo", ["/work/fifo"]);
fs.writeFileSync("/work/plain", "text");
const end = Date.now() + 1500;
while (Date.now() < end) {
  try { fs.renameSync("/work/plain", "/work/tmp"); fs.renameSync("/work/fifo", "/work/plain"); fs.renameSync("/work/plain", "/work/fifo"); fs.renameSync("/work/tmp", "/work/plain"); } catch {}
}
console.log("done");`;
    const files = scriptPack(script, { mode: "workspace", id: "fifo" });
    const { value, longestPauseMs } = await watchLoop(() =>
      sandbox.dryRun({ files, verbKey: "run", session: `fifo-${tag}` }),
    );
    const run = ran(value);
    expect(run.stdout.trim()).toBe("done");
    expect(run.sideEffects.map((e) => e.path)).toEqual(["work/fifo", "work/plain"]);
    expect(longestPauseMs).toBeLessThan(3000);
    // The next run of the session starts from the files (the FIFO is listed, never carried).
    const next = ran(
      await sandbox.dryRun({
        files: scriptPack("#!/bin/sh\nls /work\n", { mode: "workspace", id: "fifo" }),
        verbKey: "run",
        session: `fifo-${tag}`,
      }),
    );
    expect(next.stdout.trim()).toBe("plain");
  });

  it("600 sparse files: nothing kept, and no gigabytes of zeros read or hashed on the server", async () => {
    const script = `import fs from "node:fs";
for (let i = 0; i < 600; i++) { const fd = fs.openSync("/work/s" + i, "w"); fs.ftruncateSync(fd, 15 * 1024 * 1024); fs.closeSync(fd); }
console.log("made");`;
    const files = scriptPack(script, { mode: "workspace", id: "sparse" });
    const session = `sparse-${tag}`;
    const { value, longestPauseMs } = await watchLoop(() => sandbox.dryRun({ files, verbKey: "run", session }));
    const run = ran(value);
    expect(run.stdout.trim()).toBe("made");
    expect(run.limit).toBe("file_size");
    expect(run.sideEffects).toEqual([]);
    expect(run.stderr).toContain("changes are not kept");
    expect(longestPauseMs).toBeLessThan(3000);
    const next = ran(
      await sandbox.dryRun({
        files: scriptPack("#!/bin/sh\nls /work | wc -l\n", { mode: "workspace", id: "sparse" }),
        verbKey: "run",
        session,
      }),
    );
    expect(next.stdout.trim()).toBe("0");
  });
});

describe("limits the kernel enforces, and nothing left behind", () => {
  it("a folder deeper than PATH_MAX leaves nothing on the host", async () => {
    const script = `import fs from "node:fs";
let depth = 0;
for (let i = 0; i < 400; i++) { fs.mkdirSync("d".repeat(20)); process.chdir("d".repeat(20)); depth += 21; }
fs.writeFileSync("bottom.txt", "deep");
console.log(depth);`;
    const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: `deep-${tag}` }));
    expect(Number(run.stdout.trim())).toBeGreaterThan(4096);
    expect(run.sideEffects.some((e) => e.path.endsWith("/bottom.txt") && e.change === "created")).toBe(true);
    // The root holds the host's own folders only; the pack folders hold the files the host wrote, nothing else.
    expect(readdirSync(root).sort()).toEqual(
      ["node-heap", "node-stdio", "packs", "system-etc"].filter((name) => existsSync(join(root, name))),
    );
    const packed = readdirSync(join(root, "packs"), { recursive: true }).map((path) =>
      join(root, "packs", String(path)),
    );
    expect(packed.some((path) => path.endsWith("bottom.txt"))).toBe(false);
    for (const path of packed) expect(lstatSync(path).uid, path).toBe(process.getuid?.());
  });

  it("files unlinked while held open count against the work folder's size", async () => {
    const shmem = () => Number(/^Shmem:\s+(\d+) kB/m.exec(readFileSync("/proc/meminfo", "utf8"))?.[1]) * 1024;
    const script = `import fs from "node:fs";
const chunk = Buffer.alloc(1024 * 1024, 1);
const held = [];
for (let i = 0; i < 70; i++) {
  const fd = fs.openSync("/work/f" + i, "w");
  fs.unlinkSync("/work/f" + i);
  held.push(fd);
  for (let j = 0; j < 15; j++) fs.writeSync(fd, chunk);
}
console.log("wrote it all");`;
    const start = shmem();
    let peak = start;
    const poll = setInterval(() => {
      peak = Math.max(peak, shmem());
    }, 20);
    const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: `unlinked-${tag}` }));
    clearInterval(poll);
    expect(run.stdout).not.toContain("wrote it all");
    expect(run.limit).toBe("file_size");
    // Without a kernel cap this is 1 GiB of host memory; the cap is 64 MiB (other processes on the machine add noise).
    expect(peak - start).toBeLessThan(512 * MiB);
  });

  it.runIf(cgroupSupport().kind === "v1")(
    "64 processes × 200 MB in one run are stopped at the run's memory budget, as memory",
    async () => {
      // Each child holds 200 MB for a second, then exits 0; the parent counts the children that did. The kernel
      // may kill the children only (the biggest), so the parent itself can live to print its count.
      const fill = 'my $x = "a" x (200 * 1024 * 1024); sleep 1;';
      const script = `#!/bin/sh\nexec perl -e 'for (1 .. 64) { my $p = fork; if (defined $p && $p == 0) { ${fill} exit 0 } } my $held = 0; while (wait != -1) { $held++ if $? == 0 } print "held $held\\n"'\n`;
      const before = os.freemem();
      const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: `mem-${tag}` }));
      console.log(
        `64 × 200 MB: ${run.stdout.trim() || "(parent killed)"}, limit ${run.limit}, host free memory ${(before / MiB).toFixed(0)} → ${(os.freemem() / MiB).toFixed(0)} MiB`,
      );
      // Never all 64 × 200 MB at once: the run's budget is 256 MiB (the parent may be killed too: no count then).
      expect(Number(/held (\d+)/.exec(run.stdout)?.[1] ?? 0)).toBeLessThan(64);
      expect(run.limit).toBe("memory");
      expect(run.stderr).toContain("for the whole run");
    },
  );

  it("fresh session ids from one client share one budget of kept workspace bytes", async () => {
    const script = "#!/bin/sh\nhead -c 3000000 /dev/zero > /work/blob && ls /work\n";
    const files = scriptPack(script, { mode: "workspace", id: "fresh" });
    for (let i = 0; i < 6; i++)
      ran(
        await budgetBox.sandbox.dryRun({ files, verbKey: "run", session: `fresh-${tag}-${i}`, client: "203.0.113.9" }),
      );
    expect(budgetBox.sandbox.status().workspaceBytes).toBeLessThanOrEqual(8 * MiB);
    expect(budgetBox.sandbox.status().workspaceBytes).toBeGreaterThanOrEqual(3_000_000);
    // Another client's workspace is not what gives way.
    ran(await budgetBox.sandbox.dryRun({ files, verbKey: "run", session: `other-${tag}`, client: "198.51.100.7" }));
    ran(await budgetBox.sandbox.dryRun({ files, verbKey: "run", session: `fresh-${tag}-9`, client: "203.0.113.9" }));
    const look = scriptPack("#!/bin/sh\nls /work\n", { mode: "workspace", id: "fresh" });
    const other = ran(
      await budgetBox.sandbox.dryRun({ files: look, verbKey: "run", session: `other-${tag}`, client: "198.51.100.7" }),
    );
    expect(other.stdout.trim()).toBe("blob");
  });
});

describe("hostFree", () => {
  it.each([
    [
      new Error("ENOENT: no such file or directory, open '/dev/shm/packstudio-sandbox/runs/ab12/pack/x'"),
      "ENOENT: no such file or directory, open '<path>'",
    ],
    [
      Object.assign(new Error("EACCES: permission denied, mkdir '/srv/studio/.data/x'"), { code: "EACCES" }),
      "EACCES (EACCES: permission denied, mkdir '<path>')",
    ],
    ["spawn /usr/bin/bwrap EAGAIN", "spawn <path> EAGAIN"],
  ])("%s", (error, expected) => {
    expect(hostFree(error)).toBe(expected);
  });
});
