// Run cgroups on this host, for real: the chain joins before anything forks, memory and forks are capped per run.
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { freemem } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sandboxStatus } from "../launch/availability.js";
import { bwrapArgs } from "../launch/bwrap-args.js";
import { launchArgv, shellLimits } from "../launch/launch-shell.js";
import { seccompProgram } from "../launch/seccomp-filter.js";
import { spawnRun } from "../runs/spawn-run.js";
import { classifyLimit } from "./classify-limit.js";
import { defaultLimits, type SandboxLimits } from "./limits.js";
import {
  cgroupSupport,
  effectiveLimits,
  noCgroupCaps,
  type RunCgroup,
  runCgroupFor,
  runsCpuShares,
  sweepStaleCgroups,
} from "./run-cgroup.js";

// Host uids 61310-61319: no other test file uses them.
const UID = 61310;
const MiB = 1024 * 1024;
const support = cgroupSupport();
const root = process.getuid?.() === 0;
const tools = sandboxStatus();
const seccomp = seccompProgram();
const packs = mkdtempSync("/dev/shm/packstudio-cgroup-test-");
chmodSync(packs, 0o755);
afterAll(() => rmSync(packs, { recursive: true, force: true }));

/** A folder holding `run.sh`, readable by the sandbox's uid. */
function pack(script: string): string {
  const dir = mkdtempSync(join(packs, "pack-"));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, "run.sh"), script, { mode: 0o755 });
  return dir;
}

/** The launch shell (joins `group`, sets the limits) → bwrap → /pack/run.sh, spawned as `uid` the way a dry-run is. */
async function runChain(group: RunCgroup, uid: number, script: string, limits: SandboxLimits, nproc = true) {
  const args = bwrapArgs({
    packDir: pack(script),
    work: true,
    argv: ["/bin/sh", "/pack/run.sh"],
    env: { PATH: `/usr/local/bin:/usr/bin:/bin:${dirname(process.execPath)}` },
    limits,
    ...(seccomp && { seccompFd: 3 }),
  });
  const chain = launchArgv(group.joinFiles, shellLimits(limits, nproc), tools.bwrap ?? "bwrap", args);
  group.reset();
  const result = await spawnRun({ ...chain, uid, gid: uid, ...(seccomp && { fd3: seccomp }), limits });
  return { result, outcome: group.outcome(), stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

/** A perl program (perl is in every Debian and Ubuntu) forking `n` children that each run `work`, then hold on
 * until all are forked (a pipe, no timing); it prints how many forks it got and how many were refused. */
function forkAll(n: number, work: string): string {
  return `
pipe(my $r, my $w);
my ($started, $refused) = (0, 0);
for (1 .. ${n}) {
  my $pid = fork;
  if (!defined $pid) { $refused++; next }
  if ($pid == 0) { close $w; ${work} <$r>; exit 0 }
  $started++;
}
close $w;
1 while wait != -1;
print "started $started, refused $refused\\n";`;
}

// A guard against a stuck run only: the run ends by itself long before (no timing is asserted).
const limits: SandboxLimits = { ...defaultLimits, wallMs: 50_000 };
const budget = { memoryBytes: limits.memoryBytes, processes: limits.processes };

describe.runIf(support.kind === "v1" && root && tools.available)(
  "a run's cgroup (real cgroups, real bubblewrap)",
  () => {
    const groups: RunCgroup[] = [];
    const groupFor = (offset: number, b = budget) => {
      const group = runCgroupFor(offset, UID + offset, b, support);
      if (!group) throw new Error("no cgroup on a host that has them");
      groups.push(group);
      return group;
    };
    afterAll(() => {
      for (const group of groups) expect(group.remove()).toBe(true);
    });

    it("joins before the command starts, and the run's uid cannot move itself out", () => {
      const group = groupFor(0);
      if (support.kind !== "v1") return;
      const script = `cat /proc/self/cgroup; echo $$ 2>/dev/null > "$1/cgroup.procs" && echo moved || echo refused`;
      const chain = group.wrap("/bin/sh", ["-c", script, "sh", support.memoryParent]);
      const out = spawnSync(chain.command, chain.args, { uid: UID, gid: UID, encoding: "utf8" });
      expect(out.stderr).toBe("");
      const name = `packstudio-${process.pid}-${UID}`;
      expect(out.stdout).toMatch(new RegExp(`^\\d+:memory:.*/${name}$`, "m"));
      if (support.pidsParent) expect(out.stdout).toMatch(new RegExp(`^\\d+:pids:.*/${name}$`, "m"));
      expect(out.stdout.trim().split("\n").at(-1)).toBe("refused");
      // Nor by its thread: the parent's tasks file is root's too.
      const thread = `echo 0 2>/dev/null > "$1/tasks" && echo moved || echo refused`;
      const byThread = group.wrap("/bin/sh", ["-c", thread, "sh", support.memoryParent]);
      expect(spawnSync(byThread.command, byThread.args, { uid: UID, gid: UID, encoding: "utf8" }).stdout).toBe(
        "refused\n",
      );
    });

    it("hands the run's uid its own cgroups' tasks files only: it joins as a thread, cgroup.procs stays root's", () => {
      const { procsFile } = groupFor(0);
      if (support.kind !== "v1") return;
      expect(statSync(procsFile).uid).toBe(0);
      const name = `packstudio-${process.pid}-${UID}`;
      const dirs = [join(support.memoryParent, name), ...(support.pidsParent ? [join(support.pidsParent, name)] : [])];
      for (const dir of dirs) {
        expect(statSync(join(dir, "tasks")).uid).toBe(UID);
        expect(statSync(join(dir, "cgroup.procs")).uid).toBe(0);
      }
    });

    it.runIf(support.kind === "v1" && !!support.cpuParent)(
      "puts each run's processes in a cpu cgroup of its own, below one folder all runs share at a fraction of one session's weight",
      () => {
        const group = groupFor(0);
        if (support.kind !== "v1" || !support.cpuParent) throw new Error("no cpu controller");
        const chain = group.wrap("/bin/cat", ["/proc/self/cgroup"]);
        const out = spawnSync(chain.command, chain.args, { uid: UID, gid: UID, encoding: "utf8" });
        const name = `packstudio-${process.pid}-${UID}`;
        expect(out.stdout).toMatch(new RegExp(`^\\d+:cpu:.*/packstudio-runs/${name}$`, "m"));
        const shares = (dir: string) => readFileSync(join(dir, "cpu.shares"), "utf8").trim();
        expect(shares(join(support.cpuParent, "packstudio-runs"))).toBe(String(runsCpuShares));
        expect(shares(join(support.cpuParent, "packstudio-runs", name))).toBe("1024");
      },
    );

    it("passes the command's arguments through untouched (the shell never parses them)", () => {
      const group = groupFor(0);
      const argv = ["a b", "$(touch /tmp/x)", "'\"", "*", "", "--", "; exit 3"];
      const chain = group.wrap("/usr/bin/printf", ["[%s]\\n", ...argv]);
      const out = spawnSync(chain.command, chain.args, { uid: UID, gid: UID, encoding: "utf8" });
      expect(out.status).toBe(0);
      expect(out.stdout).toBe(argv.map((a) => `[${a}]\n`).join(""));
    });

    it("fails the run with a clear message when it cannot join, rather than run outside", () => {
      const group = groupFor(1);
      // Another uid than the one the cgroup was handed to.
      const chain = group.wrap("/bin/echo", ["ran outside"]);
      const out = spawnSync(chain.command, chain.args, { uid: UID + 9, gid: UID + 9, encoding: "utf8" });
      expect(out.status).toBe(125);
      expect(out.stdout).toBe("");
      expect(out.stderr).toBe("sandbox: could not join the run's cgroup\n");
    });

    it("a run of 64 processes × 200 MB stays under the 256 MiB budget: the kernel kills inside it", async () => {
      const group = groupFor(2);
      const before = freemem();
      // 64 children that each fill 200 MB and hold it.
      const { result, outcome, stdout, stderr } = await runChain(
        group,
        UID + 2,
        `#!/bin/sh
exec perl -e '${forkAll(64, 'my $x = "a" x (200 * 1024 * 1024);')}'
`,
        limits,
      );
      // Figures, not assertions: what the host saw.
      console.log(
        `64 × 200 MB: ${stdout.trim() || "(parent killed)"}; peak ${((outcome.peakBytes ?? 0) / MiB).toFixed(1)} MiB of ` +
          `${limits.memoryBytes / MiB}; OOM kill ${outcome.oomKilled}; host free memory ${(before / MiB).toFixed(0)} → ` +
          `${(freemem() / MiB).toFixed(0)} MiB; ${result.durationMs.toFixed(0)} ms`,
      );
      expect(outcome.oomKilled).toBe(true);
      expect(outcome.peakBytes).not.toBeNull();
      // In the cgroup (it held a good part of the budget), and never past it.
      expect(outcome.peakBytes).toBeGreaterThan(limits.memoryBytes / 2);
      expect(outcome.peakBytes).toBeLessThanOrEqual(limits.memoryBytes);
      expect(classifyLimit({ ...result, writtenCapped: false, stderr, cgroupOom: outcome.oomKilled })).toBe("memory");
    });

    it("refuses forks past the process budget (the cgroup alone: no per-uid limit in this run)", async () => {
      const group = groupFor(3);
      const { result, outcome, stdout, stderr } = await runChain(
        group,
        UID + 3,
        `#!/bin/sh
exec perl -e '${forkAll(100, "")}'
`,
        limits,
        false,
      );
      const [, started, refused] = /^started (\d+), refused (\d+)$/.exec(stdout.trim()) ?? [];
      // bubblewrap's monitor and the perl parent count too: 62 children fit in 64.
      expect(Number(started)).toBe(limits.processes - 2);
      expect(Number(refused)).toBe(100 - Number(started));
      expect(outcome.pidsRefused).toBe(true);
      expect(outcome.oomKilled).toBe(false);
      expect(classifyLimit({ ...result, writtenCapped: false, stderr, pidsRefused: outcome.pidsRefused })).toBe(
        "processes",
      );
    });

    it("node growing past the run's budget is stopped inside it and reported as memory", async () => {
      const group = groupFor(4);
      const effective = effectiveLimits(limits, support);
      const { result, outcome, stderr } = await runChain(
        group,
        UID + 4,
        `#!/bin/sh
exec node --max-old-space-size=${effective.nodeHeapMiB} -e 'const k = []; for (;;) k.push(new Array(1e6).fill(1.5));'
`,
        effective,
      );
      // Node's own heap cap or the kernel at the budget, whichever comes first: never more than the budget.
      expect(outcome.oomKilled || stderr.includes("heap out of memory")).toBe(true);
      expect(outcome.peakBytes).toBeLessThanOrEqual(limits.memoryBytes);
      expect(
        classifyLimit({ ...result, writtenCapped: false, stderr, cgroupOom: outcome.oomKilled, pidsRefused: false }),
      ).toBe("memory");
    });

    it("counts each run from its reset: a small run after a big one has a small peak and no kill", async () => {
      const group = groupFor(2);
      const { outcome, stdout } = await runChain(group, UID + 2, "#!/bin/sh\necho small\n", limits);
      expect(stdout).toBe("small\n");
      expect(outcome.oomKilled).toBe(false);
      expect(outcome.pidsRefused).toBe(false);
      expect(outcome.peakBytes).toBeLessThan(64 * MiB);
    });

    it("remove() kills what is left in the cgroup and removes it; the next use makes it again", async () => {
      const group = groupFor(5);
      const chain = group.wrap("/bin/sleep", ["30"]);
      const sleeper = spawnSync(
        "/bin/sh",
        ["-c", `"$@" >/dev/null 2>&1 & echo $!`, "sh", chain.command, ...chain.args],
        {
          uid: UID + 5,
          gid: UID + 5,
          encoding: "utf8",
        },
      );
      const pid = Number(sleeper.stdout.trim());
      expect(pid).toBeGreaterThan(0);
      if (support.kind !== "v1") return;
      const dir = join(support.memoryParent, `packstudio-${process.pid}-${UID + 5}`);
      for (let i = 0; i < 100 && !readFileSync(join(dir, "cgroup.procs"), "utf8").includes(String(pid)); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(readFileSync(join(dir, "cgroup.procs"), "utf8")).toContain(String(pid));
      expect(group.remove()).toBe(true);
      expect(existsSync(dir)).toBe(false);
      expect(existsSync(`/proc/${pid}/cmdline`) && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("sleep")).toBe(
        false,
      );
      groupFor(5).reset();
      expect(existsSync(dir)).toBe(true);
    });

    it("sweeps empty cgroups of servers that are gone, never a busy one or this server's", async () => {
      if (support.kind !== "v1") return;
      groupFor(6).reset(); // this server's, empty between runs
      const mine = join(support.memoryParent, `packstudio-${process.pid}-${UID + 6}`);
      // Past the largest pid Linux allows (2^22): servers that cannot be running.
      const gone = join(support.memoryParent, `packstudio-${2 ** 22 + 1}-${UID + 7}`);
      const busy = join(support.memoryParent, `packstudio-${2 ** 22 + 1}-${UID + 8}`);
      mkdirSync(gone);
      mkdirSync(busy);
      const sleeper = spawn("/bin/sh", ["-c", 'echo $$ > "$1" && exec sleep 30', "sh", join(busy, "cgroup.procs")]);
      try {
        for (let i = 0; i < 100 && !readFileSync(join(busy, "cgroup.procs"), "utf8").trim(); i++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(sweepStaleCgroups(support.memoryParent)).toBeGreaterThanOrEqual(1);
        expect(existsSync(gone)).toBe(false);
        expect(existsSync(busy)).toBe(true);
        expect(existsSync(mine)).toBe(true);
      } finally {
        sleeper.kill("SIGKILL");
        await new Promise((resolve) => sleeper.once("exit", resolve));
        for (const dir of [gone, busy]) if (existsSync(dir)) rmdirSync(dir);
      }
    });
  },
);

describe("without a cgroup", () => {
  const none = { kind: "none", reason: "no cgroup memory controller is mounted" } as const;

  it("gives no cgroup to runs", () => {
    expect(runCgroupFor(0, UID + 6, budget, none)).toBeNull();
  }, 300_000);

  it("lowers the per-process caps, so processes × address space is bounded", () => {
    const lowered = effectiveLimits(defaultLimits, none);
    expect(lowered).toMatchObject(noCgroupCaps);
    expect(lowered.processes * lowered.addressSpaceBytes).toBeLessThanOrEqual(14 * 1024 * MiB);
    // Lower settings of the operator's are kept.
    expect(effectiveLimits({ ...defaultLimits, processes: 8, nodeHeapMiB: 64 }, none)).toMatchObject({
      processes: 8,
      nodeHeapMiB: 64,
    });
  });

  it("keeps the settings' caps with a cgroup: the kernel caps the run as a whole", () => {
    const v1 = { kind: "v1", memoryParent: "/x", pidsParent: null } as const;
    expect(effectiveLimits(defaultLimits, v1)).toEqual(defaultLimits);
  });
});
